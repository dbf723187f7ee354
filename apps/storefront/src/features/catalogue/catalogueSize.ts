import { asProductPage, useListProductsQuery, type ListProductsApiArg } from '@shop/api-client';
import { PRICE_RANGE, type ProductFilters, type SortKey } from '@shop/rules/listing';

/**
 * Up to this many products the listing filters and sorts in the browser, as it always has: every change
 * is instant and needs no request. Beyond it the server pages (docs/decisions/021-product-paging.md).
 */
const BROWSER_LISTING_LIMIT = 200;

/** Products per page when the server pages: a few screens on a phone, two rows on a wide screen times four. */
export const SERVER_PAGE_SIZE = 24;

/**
 * A listing's first call: the first BROWSER_LISTING_LIMIT products (of the search, if any) and how many
 * there are. At or below the limit `items` is all of them and the browser does the rest; above it,
 * `isLarge` and the listing asks the server for each page.
 */
export function useCatalogueProbe(query: string | undefined) {
  const result = useListProductsQuery({ query: query || undefined, limit: BROWSER_LISTING_LIMIT });
  const page = asProductPage(result.currentData);
  return { result, page, isLarge: page !== undefined && page.total > BROWSER_LISTING_LIMIT };
}

/** The server's page of a listing, asked with the same filters and sort the browser would apply. */
export function serverPageArgs(query: string | undefined, filters: ProductFilters, sort: SortKey, page: number): ListProductsApiArg {
  return {
    query: query || undefined,
    limit: SERVER_PAGE_SIZE,
    offset: page > 1 ? (page - 1) * SERVER_PAGE_SIZE : undefined,
    category: filters.categories,
    material: filters.materials as ListProductsApiArg['material'],
    rating: filters.ratings,
    minPrice: filters.price.min > PRICE_RANGE.min ? filters.price.min : undefined,
    // Always sent: the browser's rule keeps prices within the slider's range even when it is untouched.
    maxPrice: filters.price.max,
    sort: sort === 'default' ? undefined : sort,
  };
}

/** The server's page of one category, as its page lists it: the catalogue's order, no other filter. */
export function categoryPageArgs(categoryName: string, page: number): ListProductsApiArg {
  return { limit: SERVER_PAGE_SIZE, offset: page > 1 ? (page - 1) * SERVER_PAGE_SIZE : undefined, category: [categoryName] };
}
