/**
 * The metadata of one page as HTML head elements: title, description, canonical link, Open Graph and
 * Twitter card tags, and JSON-LD. Pure and free of the shop's domain, so it is easy to test on its own.
 */
import { escapeHtml, jsonForScript } from './escape';

type OpenGraphType = 'website' | 'product' | 'article';

/** The page in one language (`hreflang`), or the default one (`x-default`). */
export interface Alternate {
  hreflang: string;
  href: string;
}
type TwitterCardType = 'summary' | 'summary_large_image';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page; the canonical link and og:url. */
  url: string;
  /** Absolute URL of the social preview image. */
  imageUrl: string;
  type: OpenGraphType;
  twitterCard: TwitterCardType;
  siteName: string;
  /** Open Graph locale, e.g. en_IN. */
  locale: string;
  /** The page in each language the shop speaks, `x-default` among them (`<link rel="alternate" hreflang>`). */
  alternates?: readonly Alternate[];
  /** Keep the page out of search indexes (and give it no canonical link), e.g. a missing product. */
  noindex?: boolean;
  /** Further Open Graph properties, e.g. product:price:amount. */
  openGraph?: ReadonlyArray<readonly [property: string, content: string]>;
  /** schema.org objects, each written as its own application/ld+json script. */
  structuredData?: readonly object[];
}

const INDENT = '    ';

export function renderHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    ...(head.noindex ? [] : (head.alternates ?? [])).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', head.locale),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.imageUrl),
    ...(head.openGraph ?? []).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', head.twitterCard),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
    ...(head.structuredData ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return lines.map((line) => `${INDENT}${line}\n`).join('');
}
