import { createContext, useContext, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The query string the server rendered this document's page with, for the browser's hydration (main.tsx);
 * undefined elsewhere, the server included, where the address is the one rendered. The API renders and keeps
 * pages under the parameters it knows pages read (the listing's and the product's variant, apps/api's
 * web/pages.ts), so the address of a served page may carry one its HTML was rendered without.
 */
export const ServedSearchContext = createContext<string | undefined>(undefined);

/** Nothing to subscribe to: the address changes through the router, which renders the page again. */
const noChanges = () => () => undefined;

/**
 * The page's query string ("?sort=price-asc"). While a served page hydrates, it reads as the server read it, so that
 * hydration finds the HTML it renders (a mismatch would have React throw that HTML away and render afresh); the
 * address's own query follows in the render after (useSyncExternalStore's server snapshot).
 */
export function useShownSearch(): string {
  const { search } = useLocation();
  const served = useContext(ServedSearchContext);
  return useSyncExternalStore(
    noChanges,
    () => search,
    () => served ?? search,
  );
}

/** A parameter of the page's address, read as useShownSearch reads the query. */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(useShownSearch()).get(name);
}
