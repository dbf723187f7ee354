import type { LanguageCode } from '@shop/rules/languages';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/database';
import { blogs, blogSlugRedirects } from '../db/schema';
import { ARTICLE_TEXT_FIELDS } from '../db/tables/values';
import { textsInLanguage, translatedTextsOf } from '../translations';
import { blogTitleFromHtml } from './blog-title';
import { reshapeBlog, type BlogView } from './reshape';

export interface BlogFilter {
  /** Only the blog with this slug (a list of one, or empty), as the storefront's detail page asks. */
  slug?: string | undefined;
}

/**
 * Published blogs, newest first; a hidden (unpublished) one is never among them. Asked by a slug the
 * article had before, the list holds the article under its slug now, so old links still find it. Each is in
 * `language` where staff translated it (its title then the translation's first heading), English otherwise.
 */
export async function listBlogs(db: Database, siteUrl: string, filter: BlogFilter = {}, language: LanguageCode = 'en'): Promise<BlogView[]> {
  const rows = await db
    .select({ ...getTableColumns(blogs), translated: translatedTextsOf('article', blogs.id, language) })
    .from(blogs)
    .where(and(eq(blogs.hidden, false), filter.slug === undefined ? undefined : eq(blogs.slug, filter.slug)))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  if (rows.length === 0 && filter.slug !== undefined) {
    const movedTo = await findMovedBlogSlug(db, filter.slug);
    if (movedTo !== undefined) return listBlogs(db, siteUrl, { slug: movedTo }, language);
  }
  return rows.map(({ translated, ...row }) => {
    if (language === 'en') return reshapeBlog(row, siteUrl);
    const shown = textsInLanguage({ content: row.contentHtml }, ARTICLE_TEXT_FIELDS, translated);
    const contentHtml = shown.texts.content;
    const title = contentHtml === row.contentHtml ? row.title : blogTitleFromHtml(contentHtml);
    return { ...reshapeBlog({ ...row, contentHtml, title }, siteUrl), untranslated_fields: shown.untranslated };
  });
}

export type BlogRow = typeof blogs.$inferSelect;

/** A published blog by its slug. */
export async function findBlog(db: Database, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), eq(blogs.hidden, false)));
  return row;
}

/** The slug a published blog has now, when `slug` is one it had before. */
export async function findMovedBlogSlug(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: blogs.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogs, eq(blogs.id, blogSlugRedirects.blogId))
    .where(and(eq(blogSlugRedirects.slug, slug), eq(blogs.hidden, false)));
  return row?.slug;
}

/** Every published blog's slug and last change, for the sitemap. */
export async function listBlogChanges(db: Database): Promise<{ slug: string; lastModified: Date }[]> {
  return db.select({ slug: blogs.slug, lastModified: blogs.updatedAt }).from(blogs).where(eq(blogs.hidden, false)).orderBy(desc(blogs.publishedAt), desc(blogs.id));
}
