/** Which requests the web host (storefront and back-office) answers with a page. */
import type { FastifyRequest } from 'fastify';
import { splitUrl } from '../http/split-url';

/**
 * A visit to one of an app's pages: a GET or HEAD from a browser (accepts HTML), or from a client that
 * accepts anything for a path that does not name a file. A missing script is a 404, not the page, so a
 * stale tab fails loudly instead of parsing HTML as JavaScript. `isFilePath` names the paths that are
 * always files or API calls, never pages.
 */
export function isPageVisit(request: FastifyRequest, isFilePath: (pathname: string) => boolean): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const [pathname] = splitUrl(request.url);
  if (isFilePath(pathname)) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const namesAFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
  return !namesAFile && (accept.trim() === '' || accept.includes('*/*'));
}
