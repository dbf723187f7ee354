/** Paths the API answers rather than the storefront's router (files, feeds, the API itself). */
const SERVER_PATHS = ['/api/', '/media/', '/seo-json/', '/sitemap.xml', '/robots.txt'];

/**
 * The router path for a link inside an article, when following it should stay inside the app
 * (same origin, a storefront page, not just a #fragment of the page being read); otherwise
 * undefined and the browser follows the link itself. `href` is resolved against `currentUrl`.
 */
export function internalPath(href: string, currentUrl: string): string | undefined {
  let url: URL;
  let current: URL;
  try {
    current = new URL(currentUrl);
    url = new URL(href, current);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin) return undefined;
  if (SERVER_PATHS.some((prefix) => url.pathname.startsWith(prefix) || `${url.pathname}/` === prefix)) return undefined;
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
