import { config } from './config';

/**
 * Where the browser fetches an image the API names. The API gives uploaded
 * media as paths on its own origin (`/media/…`); when the storefront talks to
 * an API elsewhere, those paths must point there too. Full URLs pass through.
 */
export function mediaUrl(path: string, apiBaseUrl: string = config.apiBaseUrl): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${apiBaseUrl}${path}`;
}
