/** The storefront titles an article by its first h1; the API stores the same text as the blog's title. */
import { decodeEntities } from './html-text';

const FALLBACK_TITLE = 'Blog Title';

export function blogTitleFromHtml(html: string): string {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/i.exec(html)?.[1];
  if (heading === undefined) return FALLBACK_TITLE;
  const title = decodeEntities(heading.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return title === '' ? FALLBACK_TITLE : title;
}
