import type { Product } from '@shop/api-client';

/** The 'Sort By' choices, in the order the menu lists them. */
export const SORT_KEYS = ['default', 'name-asc', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const isSortKey = (value: string): value is SortKey => (SORT_KEYS as readonly string[]).includes(value);

type SortableProduct = Pick<Product, 'title' | 'price'>;

// Natural order ("Pack of 10" before "Pack of 100"), ignoring case and accents.
const titleCollator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });

/** Compares two titles as the Name (A–Z) order does. */
const compareTitles = (a: string, b: string) => titleCollator.compare(a, b);

const comparators: Record<Exclude<SortKey, 'default'>, (a: SortableProduct, b: SortableProduct) => number> = {
  'name-asc': (a, b) => compareTitles(a.title, b.title),
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
};

/**
 * A sorted copy. Default keeps the order the API gave: the catalogue's order, or the
 * search ranking when there is a query. Equal prices keep that order too (the sort is stable).
 */
export function sortProducts<T extends SortableProduct>(products: readonly T[], sort: SortKey): T[] {
  if (sort === 'default') return [...products];
  return [...products].sort(comparators[sort]);
}
