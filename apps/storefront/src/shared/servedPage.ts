import { createContext, useContext } from 'react';
import { useDelayElapsed } from './hooks/useDelayElapsed';

/**
 * True while the page on screen is the one the server rendered into this document: on the server, and in
 * the browser from hydration until the shopper's first move to another path. The owner's rule:
 * timed loaders belong to navigation inside the running app, so that page shows its content at once and
 * hydration must not flash a spinner in. Provided by the shell (app/RootLayout).
 */
export const ServedPageContext = createContext(false);

/** A page's own timed spinner: false for `ms` after it mounts, except on the page the server rendered. */
export function usePageSpinnerDone(ms: number): boolean {
  return useDelayElapsed(useContext(ServedPageContext) ? 0 : ms);
}
