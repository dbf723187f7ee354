import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

  // The controls are the same functions for the page's life, and the object changes only with the state: the
  // listing's parts are memoised on them. They write over the address as last rendered.
  const rendered = useRef({ params, setParams, knownCategories });
  useLayoutEffect(() => {
    rendered.current = { params, setParams, knownCategories };
  });
  const write = useCallback((change: (current: ListingState) => ListingState) => {
    const { params: address, setParams: setAddress, knownCategories: known } = rendered.current;
    const last = lastWrite.current;
    const base = last?.over === address ? last.params : address;
    const written = { over: address, params: writeListingParams(base, change(readListingParams(base, known))) };
    lastWrite.current = written;
    showWrite(written);
    setAddress(written.params, { replace: true, preventScrollReset: true });
  }, []);

  return useMemo(
    () => ({
      ...state,
      setFilters: (filters: ProductFilters) => write((current) => ({ ...current, filters })),
      setSort: (sort: SortKey) => write((current) => ({ ...current, sort })),
      resetFilters: () => write((current) => ({ ...current, filters: NO_FILTERS })),
    }),
    [state, write],
  );
}

/** The address's params a change wrote, and those it was written over. */
interface Written {
  over: URLSearchParams;
  params: URLSearchParams;
}
