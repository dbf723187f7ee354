import type { ShouldRevalidateFunction } from 'react-router-dom';
import { timings } from '../shared/timings';

/**
 * The request context the server renderer gives React Router (entry-server.tsx). The document a browser
 * first receives is not a path change: it is rendered with its content, and no loader delays it
 * (the owner's rule: decision 022). In the browser, the first page starts with the loader's data (the server's, or
 * firstDocumentData), so this loader runs only for navigations inside the app.
 */
export const firstDocumentContext = { isFirstDocument: true } as const;

/** The route that holds the route loader, by which a first document says its wait is over (firstDocumentData). */
export const ROUTE_LOADER_ID = 'page';

/**
 * The router's starting data for a page the browser renders itself (the cart, sign-up, the signed-in pages): the
 * route loader counts as done, since the first document is no path change (decision 022), so only the page's code
 * is waited for (main.tsx).
 */
export const firstDocumentData = { loaderData: { [ROUTE_LOADER_ID]: null } };

/**
 * The product brief's route loader: on every path change a loader shows for
 * 500 ms, then the content appears. A router loader that only waits gives the
 * data router's own pending state that length.
 */
export function waitForRouteLoader({ request, context }: { request: Request; context?: unknown }): Promise<null> {
  if (context === firstDocumentContext) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timings.routeLoaderMs);
    // A navigation superseded by another one stops waiting at once.
    request.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

/** Only a new path shows the loader again; a changed query string (a new search) does not. */
export const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
