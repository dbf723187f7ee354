/**
 * Which URLs an article may carry. Browsers ignore tabs and newlines anywhere in a URL and
 * control characters and spaces at its ends ("java\tscript:" is "javascript:"), so the scheme is
 * read the way the browser will read it.
 */

function asBrowserReadsIt(url: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters the URL parser strips
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

function schemeOf(url: string): string | undefined {
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
}

/** Links: http, https or relative (a path, a query or a #fragment). Never javascript:, data:, vbscript:… */
export function isSafeLinkHref(href: string): boolean {
  const url = asBrowserReadsIt(href);
  if (url === '') return false;
  const scheme = schemeOf(url);
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/**
 * Images: a path on our own site or https. Not http (mixed content), not data: or blob:, and
 * not protocol-relative ("//host", "/\host"), whose scheme depends on the page.
 */
export function isSafeImageSrc(src: string): boolean {
  const url = asBrowserReadsIt(src);
  if (url === '' || /^[\\/]{2}/.test(url)) return false;
  const scheme = schemeOf(url);
  return scheme === undefined || scheme === 'https';
}
