/**
 * Articles are stored already clean, so every page and every other API client gets the same safe
 * HTML: whatever writes a blog row goes through `articleColumns`, and rows written before the
 * allow-list existed (or by hand, in SQL) are cleaned when the API starts.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { blogs } from '../db/schema';
import { problem } from '../errors';
import { blogTitleFromHtml } from './blog-title';
import { sanitizeRichHtml } from './sanitize-html';

export const ARTICLE_WITHOUT_TITLE = problem('article_title_missing', 'Start the article with a main heading (Heading 1): it becomes the title.');

/** Whether clean article HTML has a main heading with words in it, to be its title. */
export function hasTitleHeading(contentHtml: string): boolean {
  return /<h1\b[^>]*>[\s\S]*?\S[\s\S]*?<\/h1>/i.test(contentHtml);
}

/** The stored HTML and title of an article written as `html`. */
export function articleColumns(html: string): { contentHtml: string; title: string } {
  const contentHtml = sanitizeRichHtml(html);
  return { contentHtml, title: blogTitleFromHtml(contentHtml) };
}

/**
 * Re-cleans every stored article and rewrites those that change; returns how many did. Idempotent
 * (clean HTML comes back unchanged), so every instance may run it at start. A SQL migration could not
 * do this: the allow-list is the library's code, and it also catches rows written later by hand.
 */
export async function cleanStoredArticles(db: Database): Promise<number> {
  const rows = await db.select({ id: blogs.id, contentHtml: blogs.contentHtml, title: blogs.title }).from(blogs);
  let cleaned = 0;
  for (const row of rows) {
    const clean = articleColumns(row.contentHtml);
    if (clean.contentHtml === row.contentHtml && clean.title === row.title) continue;
    await db.update(blogs).set(clean).where(eq(blogs.id, row.id));
    cleaned += 1;
  }
  return cleaned;
}
