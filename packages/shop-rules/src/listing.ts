/**
 * The product listing's rules (product brief §5 and §9): which products a set of filters lets through and
 * the orders 'Sort By' offers. The storefront applies them in the browser to a small catalogue; the API
 * applies the same rules in SQL to page a large one (apps/api/src/catalog/product-pages.ts), and a test
 * there compares the two on the demo catalogue.
 */

/** The listing's filters and sort in its address: what a shopper chooses to narrow and order the products. */
export const LISTING_VIEW_PARAMS = {
  category: 'category',
  material: 'material',
  rating: 'rating',
  min: 'min',
  max: 'max',
  sort: 'sort',
} as const;

/**
 * The listing's address (/products, its search and the category pages), so a view can be shared and
 * reloaded: `?query=spikes&category=Bird%20Spikes&material=Plastic&rating=4&min=0&max=5000&sort=price-asc&page=2`.
 * These are the only query parameters a storefront page reads: the server keeps its rendered pages under
 * them and ignores the rest (`utm_source`, `gclid`…), which change nothing on the page.
 */
export const LISTING_PARAMS = {
  /** The search text. */
  query: 'query',
  ...LISTING_VIEW_PARAMS,
  /** The page of a large catalogue's listing, from 1 (decision 021). */
  page: 'page',
} as const;

/** The price slider's scale in rupees (§9: 0 to 50000, default ceiling 50000). */
export const PRICE_RANGE = { min: 0, max: 50000, step: 500 } as const;

/** The materials the filter offers (§9); the only ones a product may have. */
export const MATERIALS = ['Plastic', 'Stainless Steel'] as const;

/** The rating choices, "4★ & up" down to "1★ & up". */
export const RATINGS = [4, 3, 2, 1] as const;

export interface PriceBounds {
  min: number;
  max: number;
}

export interface ProductFilters {
  categories: string[];
  materials: string[];
  ratings: number[];
  /** In rupees, both ends included. */
  price: PriceBounds;
}

/** Nothing selected and the full price range: what Reset Filters goes back to (§4). */
export const NO_FILTERS: ProductFilters = {
  categories: [],
  materials: [],
  ratings: [],
  price: { min: PRICE_RANGE.min, max: PRICE_RANGE.max },
};

/** The fields of a product (as the API shows it) that the filters read. */
export interface FilterableProduct {
  category_name: string;
  material: string;
  /** The mean of the published ratings to one decimal, e.g. "4.3"; "0.0" without reviews. */
  average_rating: string;
  /** Rupees. */
  price: number;
}

/** "Among the selected (or none selected)". */
const isAmong = (value: string, selected: readonly string[]) => selected.length === 0 || selected.includes(value);

/** The whole stars a rating filter compares: the shown average rounded down, so 3.99 is not "4★ & up". */
export const flooredRating = (averageRating: string): number => Math.floor(Number.parseFloat(averageRating));

/**
 * The filter rule (§5), exactly: a product passes only if all hold — its category is among the selected
 * categories (or none selected); its material is among the selected materials (or none); its average
 * rating rounded down is at or above at least one selected rating (or none), which makes several ratings
 * act as the lowest of them; its price is within the price range.
 */
export function passesFilters(product: FilterableProduct, filters: ProductFilters): boolean {
  const stars = flooredRating(product.average_rating);
  return (
    isAmong(product.category_name, filters.categories) &&
    isAmong(product.material, filters.materials) &&
    (filters.ratings.length === 0 || filters.ratings.some((rating) => stars >= rating)) &&
    product.price >= filters.price.min &&
    product.price <= filters.price.max
  );
}

/** The products that pass the filters, in their original order. */
export function filterProducts<T extends FilterableProduct>(products: readonly T[], filters: ProductFilters): T[] {
  return products.filter((product) => passesFilters(product, filters));
}

/** The 'Sort By' choices, in the order the menu lists them. */
export const SORT_KEYS = ['default', 'name-asc', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const isSortKey = (value: string): value is SortKey => (SORT_KEYS as readonly string[]).includes(value);

/** Digit runs are padded to this width, so numbers compare by value ("Pack of 10" before "Pack of 100"). */
export const TITLE_NUMBER_WIDTH = 20;

/**
 * What Name (A–Z) compares, character class by character class as the shop's collation (ICU's, in the
 * browser) orders them: spaces before punctuation before digits before letters. Letters are lower-cased,
 * runs of digits zero-padded (so "Pack of 10" comes before "Pack of 100"), a space stays a space, and
 * anything else (",", "–", "×", accented letters) becomes "-". Plain ASCII, so a byte-wise comparison (SQL's
 * `COLLATE "C"`) and JavaScript's `<` agree: the database's `title_sort_key()` (migration 0017) is the same
 * function, and a test holds the two together.
 */
export function titleSortKey(title: string): string {
  const tokens = title.match(/[0-9]+|[A-Za-z]+|[^0-9A-Za-z]/g) ?? [];
  return tokens
    .map((token) => {
      if (/^[0-9]/.test(token)) return token.length < TITLE_NUMBER_WIDTH ? token.padStart(TITLE_NUMBER_WIDTH, '0') : token;
      if (/^[A-Za-z]/.test(token)) return token.toLowerCase();
      return /^[ \t\n\r]$/.test(token) ? ' ' : '-';
    })
    .join('');
}

export interface SortableProduct {
  title: string;
  price: number;
}

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A sorted copy. Default keeps the order the API gave: the catalogue's order, or the search ranking when
 * there is a query. Equal names and prices keep that order too (the sort is stable).
 */
export function sortProducts<T extends SortableProduct>(products: readonly T[], sort: SortKey): T[] {
  switch (sort) {
    case 'default':
      return [...products];
    case 'name-asc': {
      const keyed = products.map((product) => ({ product, key: titleSortKey(product.title) }));
      return keyed.sort((a, b) => compareKeys(a.key, b.key)).map(({ product }) => product);
    }
    case 'price-asc':
      return [...products].sort((a, b) => a.price - b.price);
    case 'price-desc':
      return [...products].sort((a, b) => b.price - a.price);
  }
}
