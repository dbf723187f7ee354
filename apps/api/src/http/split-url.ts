/** A request URL's path and its query string (with its `?`, or empty): logs keep only the path, pages read both. */
export function splitUrl(url: string): [pathname: string, search: string] {
  const index = url.indexOf('?');
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}
