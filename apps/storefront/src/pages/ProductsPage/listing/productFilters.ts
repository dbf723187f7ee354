import { PRICE_RANGE, type ProductFilters } from '@shop/rules/listing';

/** The categories of the phone overlay are fixed by the product brief (§9), whatever the catalogue holds. */
export const OVERLAY_CATEGORIES = ['Bird Spikes', 'Bird Nets', 'Accessories'] as const;

/** How many filters differ from NO_FILTERS (each checked box counts one, a narrowed price range one). */
export function countActiveFilters(filters: ProductFilters): number {
  const narrowedPrice = filters.priceFrom !== PRICE_RANGE.min || filters.priceTo !== PRICE_RANGE.max;
  return filters.categories.length + filters.materials.length + filters.ratings.length + (narrowedPrice ? 1 : 0);
}
