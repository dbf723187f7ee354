/**
 * The product listing's vocabulary (product brief §5 and §9): the address a listing is kept in, the
 * choices its filters offer and the orders 'Sort By' offers. The API is the listing's only engine: it
 * filters, sorts and pages in SQL (apps/api/src/catalog/product-pages.ts) and the storefront shows its answer.
 */

/** The listing's filters and sort in its address: what a shopper chooses to narrow and order the products. */
export const LISTING_VIEW_PARAMS = {
  category: 'category',
  material: 'material',
  rating: 'rating',
  /** The price filter's ends in rupees: the same names as the API's query parameters. */
  priceFrom: 'price_from',
  priceTo: 'price_to',
  sort: 'sort',
} as const;

/**
 * The listing's address (/products, its search and the category pages), so a view can be shared and
 * reloaded: `?query=spikes&category=Bird%20Spikes&material=Plastic&rating=4&price_from=0&price_to=5000&sort=price-asc&page=2`.
 * These are the only query parameters a storefront page reads: the server keeps its rendered pages under
 * them and ignores the rest (`utm_source`, `gclid`…), which change nothing on the page.
 */
export const LISTING_PARAMS = {
  /** The search text. */
  query: 'query',
  ...LISTING_VIEW_PARAMS,
  /** The listing's page, from 1 (decision 021). */
  page: 'page',
} as const;

/** The price slider's scale in rupees (§9: 0 to 50000, default ceiling 50000). */
export const PRICE_RANGE = { min: 0, max: 50000, step: 500 } as const;

/** The materials the filter offers (§9); the only ones a product may have. */
export const MATERIALS = ['Plastic', 'Stainless Steel'] as const;

/** The rating choices, "4★ & up" down to "1★ & up". */
export const RATINGS = [4, 3, 2, 1] as const;

export interface ProductFilters {
  categories: string[];
  materials: string[];
  ratings: number[];
  /** The price filter's ends in rupees, both included: `price_from` and `price_to` in the address and the API. */
  priceFrom: number;
  priceTo: number;
}

/** Nothing selected and the full price range: what Reset Filters goes back to (§4). */
export const NO_FILTERS: ProductFilters = {
  categories: [],
  materials: [],
  ratings: [],
  priceFrom: PRICE_RANGE.min,
  priceTo: PRICE_RANGE.max,
};

/** The 'Sort By' choices, in the order the menu lists them. */
export const SORT_KEYS = ['default', 'name-asc', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const isSortKey = (value: string): value is SortKey => (SORT_KEYS as readonly string[]).includes(value);
