import { createContext, useContext, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';

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
 * A parameter of the page's address. While a served page hydrates, it reads as the server read it, so that
 * hydration finds the HTML it renders (a mismatch would have React throw that HTML away and render afresh);
 * the address's own value follows in the render after (useSyncExternalStore's server snapshot).
 */
export function useSearchParam(name: string): string | null {
  const [params] = useSearchParams();
  const served = useContext(ServedSearchContext);
  const current = params.get(name);
  return useSyncExternalStore(
    noChanges,
    () => current,
    () => (served === undefined ? current : new URLSearchParams(served).get(name)),
  );
}
