/**
 * What a copy module in a second language fills (`cart.hi.ts` beside `cart.ts`, decision 063): the English module's
 * shape, each word widened to any string. A function of the same values still gives a string; a list keeps its
 * length; what is not a word (a path, a number) keeps its type.
 */
export type Words<T> = T extends string
  ? string
  : T extends (...values: infer Values) => infer Result
    ? (...values: Values) => Words<Result>
    : T extends object
      ? { -readonly [K in keyof T]: Words<T[K]> }
      : T;
