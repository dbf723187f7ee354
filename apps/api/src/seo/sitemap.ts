/** sitemap.xml (sitemaps.org protocol 0.9, with Google's alternates of each page by language) and robots.txt as text. */
import { DEFAULT_LANGUAGE, type ShopLanguage } from '@shop/rules/languages';
import { escapeHtml } from './escape';
import { alternatesOf, urlInLanguage } from './languages';

export interface SitemapEntry {
  /** Absolute, already URL-encoded. */
  url: string;
  lastModified?: Date | undefined;
}

/**
 * Each entry (an English address) once per language served, each listing the page in every language, as Google
 * reads a sitemap's alternates: the same links under every `<url>` of the page.
 */
export function renderSitemap(entries: readonly SitemapEntry[], siteUrl: string, languages: readonly ShopLanguage[] = [DEFAULT_LANGUAGE]): string {
  const urls = entries.flatMap((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    const alternates = alternatesOf(entry.url, languages, siteUrl)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`)
      .join('');
    return languages.map((language) => `  <url><loc>${escapeHtml(urlInLanguage(entry.url, language, siteUrl))}</loc>${lastModified}${alternates}</url>\n`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`;
}

export interface RobotsRules {
  /** Path prefixes crawlers should stay out of. */
  disallow: readonly string[];
  sitemapUrl: string;
}

export function renderRobots({ disallow, sitemapUrl }: RobotsRules): string {
  return ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
