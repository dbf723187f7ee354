/** The products page's sort options, as the storefront passes them in. Stories only. */
export const sortOptions = [
  { id: 'default', name: 'Default' },
  { id: 'name-asc', name: 'Name (A–Z)' },
  { id: 'price-asc', name: 'Price (Low to High)' },
  { id: 'price-desc', name: 'Price (High to Low)' },
] as const;

export type SortKey = (typeof sortOptions)[number]['id'];
