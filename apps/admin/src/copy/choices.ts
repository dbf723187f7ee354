/**
 * The product and category choices' own words (features/forms), the same in every editor that offers them: a
 * sale's, a coupon's and the return settings'. Each editor names the field itself.
 */
export const choicesCopy = {
  findProducts: 'Find products',
  findProductsHint: 'Part of a title. Products you tick stay chosen while you search for others.',
  chosen: (count: number) => (count === 0 ? 'None chosen.' : count === 1 ? '1 chosen.' : `${count} chosen.`),
  noMatch: (query: string) => `No product matches “${query}”.`,
  searching: 'Searching products…',
  productsFailed: 'The products could not be loaded. Try again.',
  loadingProduct: 'Loading…',
  unknownProduct: (id: number) => `Product ${id} (no longer in the catalogue)`,
  categoriesLoading: 'Loading categories…',
  categoriesFailed: 'The categories could not be loaded. Try again.',
} as const;
