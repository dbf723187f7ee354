import type { ListProductsApiArg } from '@shop/api-client';
import { PRICE_RANGE, type ProductFilters, type SortKey } from '@shop/rules/listing';

/** Products per page: a few screens on a phone, two rows on a wide screen times four. */
export const LISTING_PAGE_SIZE = 24;

const offsetOf = (page: number) => (page > 1 ? (page - 1) * LISTING_PAGE_SIZE : undefined);

/**
 * The one call a listing's view makes: its search, every filter, the sort and the page, as the URL holds
 * them. The API filters, sorts and pages; the page shows its answer. The server renders with the same
 * call, so the hydrated page finds the answer in the cache.
 */
export function listingArgs(query: string, filters: ProductFilters, sort: SortKey, page: number): ListProductsApiArg {
  return {
    query: query || undefined,
    limit: LISTING_PAGE_SIZE,
    offset: offsetOf(page),
    category: filters.categories,
    material: filters.materials as ListProductsApiArg['material'],
    rating: filters.ratings,
    priceFrom: filters.priceFrom > PRICE_RANGE.min ? filters.priceFrom : undefined,
    // Always sent: the brief's price range is 0–50,000 even untouched, so a dearer product is not listed.
    priceTo: filters.priceTo,
    sort: sort === 'default' ? undefined : sort,
  };
}

/** One category's page, as its page lists it: the catalogue's order, no other filter. */
export function categoryPageArgs(categoryName: string, page: number): ListProductsApiArg {
  return { limit: LISTING_PAGE_SIZE, offset: offsetOf(page), category: [categoryName] };
}
