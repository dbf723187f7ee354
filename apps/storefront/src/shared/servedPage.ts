import { createContext, useContext } from 'react';
import { useDelayElapsed } from './hooks/useDelayElapsed';

/**
 * True while the page on screen is the one the server rendered into this document: on the server, and in
 * the browser from hydration until the shopper's first move to another path. The owner's rule:
 * timed loaders belong to navigation inside the running app, so that page shows its content at once and
 * hydration must not flash a spinner in. Provided by the shell (app/RootLayout).
 */
export const ServedPageContext = createContext(false);

/** The element a served page's state comes in, for the browser to start from (app/pageState). */
export const PAGE_STATE_ELEMENT_ID = 'shop-page-state';

let hasMoved = false;

/**
 * For code that runs outside a render, as a module is evaluated: whether this document came with a page the server
 * rendered (its state is in the document) and the shopper has made no move yet, a filter or a sort being one.
 */
export function isServedPageShowing(): boolean {
  return !hasMoved && typeof document !== 'undefined' && document.getElementById(PAGE_STATE_ELEMENT_ID) !== null;
}

/** The shopper's first move (main.tsx): from then on the page on screen is the browser's own. */
export function leaveServedPage(): void {
  hasMoved = true;
}

/** A page's own timed spinner: false for `ms` after it mounts, except on the page the server rendered. */
export function usePageSpinnerDone(ms: number): boolean {
  return useDelayElapsed(useContext(ServedPageContext) ? 0 : ms);
}
