import type { Product } from '@shop/api-client';

/** The price slider's scale in rupees (product brief §9: 0 to 50000, default ceiling 50000). */
export const PRICE_RANGE = { min: 0, max: 50000, step: 500 } as const;

/** The materials the filter offers (§9). */
export const MATERIALS = ['Plastic', 'Stainless Steel'] as const;

/** The rating choices, "4★ & up" down to "1★ & up". */
export const RATINGS = [4, 3, 2, 1] as const;

/** The categories of the phone overlay are fixed by the product brief (§9), whatever the catalogue holds. */
export const OVERLAY_CATEGORIES = ['Bird Spikes', 'Bird Nets', 'Accessories'] as const;

export interface PriceBounds {
  min: number;
  max: number;
}

export interface ProductFilters {
  categories: string[];
  materials: string[];
  ratings: number[];
  price: PriceBounds;
}

/** Nothing selected and the full price range: what Reset Filters goes back to (§4). */
export const NO_FILTERS: ProductFilters = {
  categories: [],
  materials: [],
  ratings: [],
  price: { min: PRICE_RANGE.min, max: PRICE_RANGE.max },
};

type FilterableProduct = Pick<Product, 'category_name' | 'material' | 'average_rating' | 'price'>;

/** "Among the selected (or none selected)". */
const isAmong = (value: string, selected: readonly string[]) => selected.length === 0 || selected.includes(value);

/**
 * The product brief's filter rule (§5), exactly: a product passes only if all hold —
 * its category is among the selected categories (or none selected); its material is
 * among the selected materials (or none); its average rating rounded down is at or
 * above at least one selected rating (or none); its price is within the price range.
 */
export function passesFilters(product: FilterableProduct, filters: ProductFilters): boolean {
  const flooredRating = Math.floor(Number.parseFloat(product.average_rating));
  return (
    isAmong(product.category_name, filters.categories) &&
    isAmong(product.material, filters.materials) &&
    (filters.ratings.length === 0 || filters.ratings.some((rating) => flooredRating >= rating)) &&
    product.price >= filters.price.min &&
    product.price <= filters.price.max
  );
}

/** The products that pass the filters, in their original order. */
export function filterProducts<T extends FilterableProduct>(products: readonly T[], filters: ProductFilters): T[] {
  return products.filter((product) => passesFilters(product, filters));
}

/** How many filters differ from NO_FILTERS (each checked box counts one, a narrowed price range one). */
export function countActiveFilters(filters: ProductFilters): number {
  const narrowedPrice = filters.price.min !== PRICE_RANGE.min || filters.price.max !== PRICE_RANGE.max;
  return filters.categories.length + filters.materials.length + filters.ratings.length + (narrowedPrice ? 1 : 0);
}
