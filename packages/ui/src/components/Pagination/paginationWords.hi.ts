import type { Words } from '../../words/Words';
import type { paginationWords as English } from './paginationWords';

export const paginationWords: Words<typeof English> = {
  label: 'पेज',
  previous: 'पिछला',
  next: 'अगला',
  position: (page, pageCount) => `${pageCount} में से पेज ${page}`,
  range: (first, last, total) => `${total} में से ${first}–${last}`,
  // The loanword keeps one form in a count (the glossary's "3 आइटम").
  itemName: { one: 'आइटम', other: 'आइटम' },
};
