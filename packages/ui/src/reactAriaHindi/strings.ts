/**
 * The shape of react-aria's own strings for one of its packages (`@internationalized/string`'s `LocalizedString`):
 * a word, or a function of the message's values and a formatter for plurals and numbers.
 */
export interface StringFormatter {
  plural: (count: number, options: Record<string, string | (() => string)>) => string;
  number: (value: number) => string;
  select: (options: Record<string, string | (() => string)>, value: unknown) => string;
}

export type PackageStrings = Record<string, string | ((values: never, formatter: StringFormatter) => string)>;
