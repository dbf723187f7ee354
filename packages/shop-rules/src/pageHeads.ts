/**
 * The rules of a page's head (title, description, canonical URL, share image), shared by the HTML the
 * server delivers, `seo.json`, the sitemap and the storefront's updates of `document.title` and meta tags.
 * The words stay where they are kept: per-path entries in the database, the shop's name in each app's copy.
 */
import { HOME_PATH } from './paths';


/** About the length search engines show of a description. */
export const DESCRIPTION_LENGTH = 160;

/** The preview card of a page whose entry names none. */
export const DEFAULT_TWITTER_CARD = 'summary_large_image';

/** A page's own title with the shop's name after it: "Steel Bird Spikes | BirdShield India". */
export function pageTitle(ownTitle: string, shopName: string): string {
  return `${ownTitle} | ${shopName}`;
}

/** One path's entry in the page metadata (`seo.json`), as the contract's `PageMetadata` has it. */
export interface PageMetadataEntry {
  title: string;
  description: string;
  canonical_url: string;
  og_image: string;
  twitter_card: string;
}

/** What a page sets in the document head: its title, description, canonical URL and social preview. */
export interface DocumentMetadata {
  title: string;
  description: string;
  /** Absolute URL of the page without its query string. */
  canonicalUrl: string;
  /** Absolute URL of the social preview image ('' when there is none). */
  image: string;
  twitterCard: string;
  /** Keep the page out of search indexes (and give it no canonical link). */
  noindex: boolean;
}

/** What a page may set for itself (a product, an article, a category). */
export interface DocumentMetadataOverride {
  /** The page's own name, e.g. the product's title; the shop's name is added after it. */
  title?: string;
  description?: string;
  /** The preview image: a full URL or a path on the shop (e.g. an API `/media/…` path). */
  image?: string;
  /** Keep the page out of search indexes, e.g. "Product not found". */
  noindex?: boolean;
}

export interface MetadataOptions {
  /** The site's own origin, for pages without an entry (the home entry's origin is preferred). */
  origin: string;
  /** The shop's name, added after a page's own title. */
  shopName: string;
  override?: DocumentMetadataOverride;
  /** Turns a media path into a URL the browser fetches (the API may live elsewhere). */
  resolveMedia?: (path: string) => string;
}

type PageMetadataEntries = Readonly<Record<string, PageMetadataEntry>>;

/** '/products/' and '/products' are one page; '/' stays '/'. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? HOME_PATH : trimmed;
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function absolute(url: string, origin: string): string {
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return url;
  }
}

/**
 * The product brief's rule: the page metadata entry of the path, with the home ('/') entry as the
 * fallback; a page's own values (`override`) win over both. A page without its own entry keeps its
 * own canonical URL: pointing it at the home page would tell search engines it is a copy of it.
 * Undefined while there is nothing to apply (no entries loaded and no override).
 */
export function metadataForPath(
  entries: PageMetadataEntries | undefined,
  pathname: string,
  { origin, shopName, override, resolveMedia = (path) => path }: MetadataOptions,
): DocumentMetadata | undefined {
  const path = normalisePath(pathname);
  const own = entries?.[path] ?? entries?.[decodePath(path)];
  const home = entries?.[HOME_PATH];
  const base = own ?? home;
  if (!base && !override) return undefined;

  const siteOrigin = originOf(home?.canonical_url) ?? originOf(own?.canonical_url) ?? origin;
  const image = override?.image ? resolveMedia(override.image) : (base?.og_image ?? '');
  return {
    title: override?.title ? pageTitle(override.title, shopName) : (base?.title ?? shopName),
    description: override?.description ?? base?.description ?? '',
    canonicalUrl: own?.canonical_url || `${siteOrigin}${path}`,
    image: image ? absolute(image, siteOrigin) : '',
    twitterCard: base?.twitter_card || DEFAULT_TWITTER_CARD,
    noindex: override?.noindex ?? false,
  };
}

/** True when the path has its own entry (not only the home fallback). */
export function hasOwnEntry(entries: PageMetadataEntries | undefined, pathname: string): boolean {
  const path = normalisePath(pathname);
  return entries !== undefined && (path in entries || decodePath(path) in entries);
}
