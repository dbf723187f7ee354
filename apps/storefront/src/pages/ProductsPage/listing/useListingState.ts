import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListingParams, writeListingParams, type ListingState } from './listingParams';
import { NO_FILTERS, type ProductFilters, type SortKey } from '@shop/rules/listing';

export interface ListingControls extends ListingState {
  setFilters: (filters: ProductFilters) => void;
  setSort: (sort: SortKey) => void;
  /** Clears categories, materials and ratings and sets the price range to 0–50000; the sort stays. */
  resetFilters: () => void;
}

/**
 * The listing's filters and sort, read from and written to the URL's search params.
 * Each change replaces the history entry (Back leaves the page rather than undoing one
 * tick), keeps the scroll position, and, as only the query string changes, does not
 * show the route loader again (see `onPathChange` in routeLoader.ts).
 */
export function useListingState(knownCategories?: readonly string[]): ListingControls {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListingParams(params, knownCategories), [params, knownCategories]);

  const write = useCallback(
    (next: ListingState) =>
      setParams((current) => writeListingParams(current, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  return {
    ...state,
    setFilters: (filters) => write({ ...state, filters }),
    setSort: (sort) => write({ ...state, sort }),
    resetFilters: () => write({ ...state, filters: NO_FILTERS }),
  };
}
