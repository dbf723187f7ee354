/**
 * Image addresses as they are stored and as answers carry them. The database keeps a path on this server
 * (`/media/…`, or the storefront's own `/images/…`) or an absolute http(s) URL (object storage's public
 * address, a CDN, another site). Answers carry this server's media as absolute URLs on SITE_URL
 * (`absoluteMediaUrl`), as the original backend did: a storefront on another origin (CORS_ORIGINS) would
 * resolve a bare `/media/…` against its own host. Page heads make every URL absolute (`absoluteUrl`). What
 * staff send back is stored as the path again (`storedImageUrl`).
 */
import { MEDIA_URL_PREFIX } from './media-keys';

/** A path on this server (`/media/…`) or an absolute http(s) URL (object storage); never `//host` or `javascript:`. */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A path on this site (`/media/…`, `/images/…`, a page's path) as an absolute URL under `siteUrl` (the
 * configured public origin, without a trailing slash; never taken from request headers); an absolute
 * http(s) URL is kept as it is. The one place the API makes a URL absolute.
 */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * A stored image address as answers carry it: this server's media (`/media/…`) absolute on `siteUrl`;
 * an absolute URL (S3_PUBLIC_URL, a CDN) and the storefront's own pictures (`/images/…`, which the
 * storefront serves itself) as stored.
 */
export function absoluteMediaUrl(url: string, siteUrl: string): string {
  return url.startsWith(MEDIA_URL_PREFIX) ? absoluteUrl(url, siteUrl) : url;
}

/**
 * An image address staff sent, as it is stored: this site's own media URL (`${siteUrl}/media/…`, as
 * answers carry it) becomes its path `/media/…`, so the stored value does not depend on SITE_URL; anything
 * else is kept as it came.
 */
export function storedImageUrl(url: string, siteUrl: string): string {
  const ownMedia = `${siteUrl}${MEDIA_URL_PREFIX}`;
  return url.startsWith(ownMedia) ? url.slice(siteUrl.length) : url;
}

/**
 * Stored (cleaned) article HTML with each picture's `src` as answers carry it (`absoluteMediaUrl`). The
 * stored HTML is sanitize-html's output, which always writes attributes double-quoted with `"` escaped, so
 * an `<img>`'s `src="…"` is found plainly; entities in the value stay as they are, as only a prefix is added.
 */
export function withAbsoluteImageSources(html: string, siteUrl: string): string {
  return html.replace(/(<img\b[^>]*?\ssrc=")([^"]*)"/gi, (_whole, start: string, source: string) => `${start}${absoluteMediaUrl(source, siteUrl)}"`);
}
