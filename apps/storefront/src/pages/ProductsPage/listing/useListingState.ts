import { useMemo, useRef, useState } from 'react';
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
  // The router writes the address in a transition, and React puts a controlled select or checkbox back as it
  // was until then: on a slow phone a choice would seem undone for a moment. So the page shows the last change
  // written at once, until the address has it. And a second change builds on the first: the router's own
  // updater is handed the last render's params, so a sort chosen before the page rendered a filter would write
  // the listing as it was and drop the filter.
  const lastWrite = useRef<Written | null>(null);
  const [shownWrite, showWrite] = useState<Written | null>(null);
  const current = shownWrite?.over === params ? shownWrite.params : params;
  const state = useMemo(() => readListingParams(current, knownCategories), [current, knownCategories]);

  const write = (change: (current: ListingState) => ListingState) => {
    const last = lastWrite.current;
    const base = last?.over === params ? last.params : params;
    const written = { over: params, params: writeListingParams(base, change(readListingParams(base, knownCategories))) };
    lastWrite.current = written;
    showWrite(written);
    setParams(written.params, { replace: true, preventScrollReset: true });
  };

  return {
    ...state,
    setFilters: (filters) => write((current) => ({ ...current, filters })),
    setSort: (sort) => write((current) => ({ ...current, sort })),
    resetFilters: () => write((current) => ({ ...current, filters: NO_FILTERS })),
  };
}

/** The address's params a change wrote, and those it was written over. */
interface Written {
  over: URLSearchParams;
  params: URLSearchParams;
}
