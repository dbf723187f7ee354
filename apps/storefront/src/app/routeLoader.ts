import type { ShouldRevalidateFunction } from 'react-router-dom';
import { timings } from '../shared/timings';

/**
 * The product brief's route loader: on every path change a loader shows for
 * 500 ms, then the content appears. A router loader that only waits gives the
 * data router's own pending state (and the initial HydrateFallback) that length.
 */
export function waitForRouteLoader({ request }: { request: Request }): Promise<null> {
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
