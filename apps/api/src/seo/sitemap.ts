/** sitemap.xml (sitemaps.org protocol 0.9) and robots.txt as text. */
import { escapeHtml } from './escape';

export interface SitemapEntry {
  /** Absolute, already URL-encoded. */
  url: string;
  lastModified?: Date | undefined;
}

export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(entry.url)}</loc>${lastModified}</url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

export interface RobotsRules {
  /** Path prefixes crawlers should stay out of. */
  disallow: readonly string[];
  sitemapUrl: string;
}

export function renderRobots({ disallow, sitemapUrl }: RobotsRules): string {
  return ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
