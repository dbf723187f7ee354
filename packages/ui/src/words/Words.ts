/**
 * What a component's words in another language fill (`carouselWords.hi.ts` beside `carouselWords.ts`): the English
 * module's shape, each word widened to any string. A function of the same values still gives a string; what is not a
 * word keeps its type. The storefront's copy modules are typed the same way (its `copy/words.ts`).
 */
export type Words<T> = T extends string
  ? string
  : T extends (...values: infer Values) => infer Result
    ? (...values: Values) => Words<Result>
    : T extends object
      ? { -readonly [K in keyof T]: Words<T[K]> }
      : T;
