import { useMemo } from 'react';
import { asProductPage, errorStatus, useListProductsQuery, type Product, type ProductPage } from '@shop/api-client';
import { useListingPage } from '../../../features/catalogue/listingPage';
import { listingArgs } from '../../../features/catalogue/listingArgs';
import type { ListingState } from './listingParams';

export interface ListingResults {
  /** The page of products the grid shows, in order; undefined before the first answer. */
  shown: readonly Product[] | undefined;
  /** How many pass the filters, all pages together. */
  total: number | undefined;
  /** How many products each choice would give under the other filters; undefined before the first answer. */
  facets: ProductPage['facets'] | undefined;
  /** The categories the search's products carry, for the panel when the category list could not load. */
  categoriesCarried: string[];
  /** A new answer is on its way; the last one stays in view until it comes. */
  isUpdating: boolean;
  /** The current view's call failed (other than for filters the API refuses, which match nothing). */
  isError: boolean;
  refetch: () => void;
  page: number;
  setPage: (page: number) => void;
}

/**
 * The listing's products as the API answers them for the URL's search, filters, sort and page
 * (docs/decisions/021-product-paging.md). Each view is one call, kept by its arguments, so going back to
 * a view is instant; while a new one loads, the last answer stays on screen.
 */
export function useListingResults(query: string, { filters, sort }: ListingState): ListingResults {
  const [page, setPage] = useListingPage();
  const { data, isFetching, isError, error, refetch } = useListProductsQuery(listingArgs(query, filters, sort, page));
  // The same object until something it holds changes: the listing's parts are memoised on it.
  return useMemo(() => {
    // A view the API refuses (a hand-edited price range turned inside out) is a view nothing matches.
    const refused = isError && errorStatus(error) === 400;
    const answer = refused ? undefined : asProductPage(data);
    return {
      shown: refused ? [] : answer?.items,
      total: refused ? 0 : answer?.total,
      facets: answer?.facets,
      categoriesCarried: answer?.facets.categories.map(({ name }) => name) ?? [],
      isUpdating: isFetching,
      isError: isError && !refused,
      refetch: () => void refetch(),
      page,
      setPage,
    };
  }, [data, isFetching, isError, error, refetch, page, setPage]);
}
