/** The pager's landmark, buttons, position and count. Figures come grouped the Indian way ("1,00,000"). */
export const paginationWords = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  /** "Page 3 of 12". */
  position: (page: string, pageCount: string) => `Page ${page} of ${pageCount}`,
  /** "41–60 of 245 orders": the items on this page, of the whole count ("245 orders"). */
  range: (first: string, last: string, total: string) => `${first}–${last} of ${total}`,
  /** What the items are, when the page does not say. */
  itemName: { one: 'item', other: 'items' },
};
