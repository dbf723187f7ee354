/**
 * The product listing's rules (product brief §5 and §9) written plainly over an array, as the tests' oracle
 * for the SQL of catalog/product-pages.ts: slow and obvious, never shipped. The storefront does not filter
 * or sort; the API is the listing's only engine.
 */
import { PRICE_RANGE, type ProductFilters, type SortKey } from '@shop/rules/listing';

/** The fields of a product (as the API shows it) that the filters and sorts read. */
interface ListedProduct {
  title: string;
  category_name: string;
  material: string;
  /** The mean of the published ratings to one decimal, e.g. "4.3"; "0.0" without reviews. */
  average_rating: string;
  /** Rupees. */
  price: number;
}

/** Nothing chosen and the slider's whole range. */
export const NOTHING_CHOSEN: ProductFilters = { categories: [], materials: [], ratings: [], priceFrom: PRICE_RANGE.min, priceTo: PRICE_RANGE.max };

const isAmong = (value: string, chosen: readonly string[]) => chosen.length === 0 || chosen.includes(value);

/**
 * §5: its category among the chosen (or none chosen), its material likewise, its average rating rounded
 * down at or above one chosen rating (or none chosen), its price within the range, both ends included.
 */
export function passes(product: ListedProduct, filters: ProductFilters): boolean {
  const stars = Math.floor(Number.parseFloat(product.average_rating));
  return (
    isAmong(product.category_name, filters.categories) &&
    isAmong(product.material, filters.materials) &&
    (filters.ratings.length === 0 || filters.ratings.some((rating) => stars >= rating)) &&
    product.price >= filters.priceFrom &&
    product.price <= filters.priceTo
  );
}

/** Digit runs are padded to this width, so numbers compare by value ("Pack of 10" before "Pack of 100"). */
const TITLE_NUMBER_WIDTH = 20;

/**
 * What Name (A–Z) compares, as the database's `title_sort_key()` (migration 0017) computes it: letters
 * lower-cased, digit runs zero-padded, a space kept, anything else "-"; plain ASCII, so `COLLATE "C"` and
 * JavaScript's `<` agree.
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

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The products that pass, in the chosen order; ties (and Default) keep the order given. */
export function listed<T extends ListedProduct>(products: readonly T[], filters: ProductFilters, sort: SortKey): T[] {
  const passing = products.filter((product) => passes(product, filters));
  switch (sort) {
    case 'default':
      return passing;
    case 'name-asc':
      return passing
        .map((product) => ({ product, key: titleSortKey(product.title) }))
        .sort((a, b) => compareKeys(a.key, b.key))
        .map(({ product }) => product);
    case 'price-asc':
      return passing.sort((a, b) => a.price - b.price);
    case 'price-desc':
      return passing.sort((a, b) => b.price - a.price);
  }
}
