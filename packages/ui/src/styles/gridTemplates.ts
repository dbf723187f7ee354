/**
 * Named column templates for `sprinkles({ gridTemplateColumns })` and Grid.
 * Numbers are equal columns that may shrink below their content
 * (`minmax(0, 1fr)`, so a long word cannot widen one column); the named
 * pairs are the shop's recurring two-column layouts.
 */
const equal = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const gridTemplates = {
  '1': equal(1),
  '2': equal(2),
  '3': equal(3),
  '4': equal(4),
  '5': equal(5),
  '6': equal(6),
  /** Content and a column as wide as its content: a title and its action, a row and its price. */
  'main-auto': 'minmax(0, 1fr) auto',
  /** A column as wide as its content, then the content: an icon or thumbnail and its text. */
  'auto-main': 'auto minmax(0, 1fr)',
  /** Content and a 25 rem side column: checkout and cart with their summary. */
  'main-aside': 'minmax(0, 1fr) 25rem',
  /** A 16 rem side column and content: a filter or account menu beside the page. */
  'nav-main': '16rem minmax(0, 1fr)',
  /** A 20 rem side column and content. */
  'wide-nav-main': '20rem minmax(0, 1fr)',
} as const;

export type GridTemplate = keyof typeof gridTemplates;
