import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { blogs } from '../db/schema';
import { reshapeBlog, type BlogView } from './reshape';

export interface BlogFilter {
  /** Only the blog with this slug (a list of one, or empty), as the storefront's detail page asks. */
  slug?: string | undefined;
}

/** Blogs, newest first. */
export async function listBlogs(db: Database, filter: BlogFilter = {}): Promise<BlogView[]> {
  const rows = await db
    .select()
    .from(blogs)
    .where(filter.slug === undefined ? undefined : eq(blogs.slug, filter.slug))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  return rows.map(reshapeBlog);
}

export type BlogRow = typeof blogs.$inferSelect;

export async function findBlog(db: Database, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug));
  return row;
}

/** Every blog's slug and last change, for the sitemap. */
export async function listBlogChanges(db: Database): Promise<{ slug: string; lastModified: Date }[]> {
  return db.select({ slug: blogs.slug, lastModified: blogs.updatedAt }).from(blogs).orderBy(desc(blogs.publishedAt), desc(blogs.id));
}
