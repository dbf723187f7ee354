/** The search field's name and buttons, when the page names them not. */
export const searchFieldWords = {
  label: 'Search products',
  /** The magnifier that opens a collapsed field. */
  open: 'Search',
  submit: 'Search',
  clear: 'Clear search',
};
