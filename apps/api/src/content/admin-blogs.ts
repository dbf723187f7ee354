/**
 * Articles as staff keep them: hidden ones too, with their version. Every write runs in one transaction
 * with its audit entry and checks the version the editor read; the HTML is cleaned as it is stored
 * (articleColumns). A changed slug keeps the old address as a permanent redirect, as products do.
 */
import type { Schema } from '@shop/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { blogs, blogSlugRedirects } from '../db/schema';
import { InvalidInputError, NotFoundError, problem } from '../errors';
import { validateBlog } from './admin-validate';
import { ARTICLE_WITHOUT_TITLE, articleColumns, hasTitleHeading } from './stored-articles';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../kernel';

type AdminBlogView = Schema<'AdminBlog'>;
type BlogRow = typeof blogs.$inferSelect;

const BLOG_NOT_FOUND = problem('blog_not_found', 'No such article.');
const SLUG_TAKEN = problem('slug_taken', 'Another article already uses this address (slug). Choose another.');

/** Every article, hidden ones too, newest first. */
export async function listAdminBlogs(db: Database): Promise<AdminBlogView[]> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.publishedAt), desc(blogs.id));
  return rows.map(reshapeAdminBlog);
}

export async function getAdminBlog(db: Database | Transaction, blogId: number): Promise<AdminBlogView> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, blogId));
  if (!row) throw new NotFoundError(BLOG_NOT_FOUND);
  return reshapeAdminBlog(row);
}

/** A new article; published now unless it is saved hidden (a draft). */
export async function createAdminBlog(db: Database, actorId: number, body: unknown): Promise<AdminBlogView> {
  const input = validateBlog(body);
  const columns = cleanArticle(input.contentHtml);
  return slugRaceAsInvalid(
    inTransaction(db, async (tx) => {
      await assertSlugFree(tx, input.slug, undefined);
      const [row] = await tx
        .insert(blogs)
        .values({ slug: input.slug, ...columns, hidden: input.hidden, publishedAt: new Date(), version: 1 })
        .returning();
      await takeSlug(tx, input.slug);
      const after = reshapeAdminBlog(row!);
      await recordAudit(tx, { actorId, action: 'blog.create', entityType: 'blog', entityId: after.id, before: null, after });
      return after;
    }),
  );
}

/** Saves the whole article: address, text and whether it is published. */
export async function updateAdminBlog(db: Database, actorId: number, blogId: number, body: unknown): Promise<AdminBlogView> {
  const input = validateBlog(body);
  if (input.version === undefined) throw new InvalidInputError({ version: [problem('version_required', 'Send the version of the article you edited.')] });
  const sentVersion = input.version;
  const columns = cleanArticle(input.contentHtml);
  return slugRaceAsInvalid(
    inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(blogs).where(eq(blogs.id, blogId)).for('update');
      if (!current) throw new NotFoundError(BLOG_NOT_FOUND);
      assertVersion(current.version, sentVersion, 'article');
      await assertSlugFree(tx, input.slug, blogId);
      if (current.slug !== input.slug) {
        // The old address keeps working (a permanent redirect) for links, bookmarks and search engines.
        await tx.insert(blogSlugRedirects).values({ slug: current.slug, blogId }).onConflictDoUpdate({ target: blogSlugRedirects.slug, set: { blogId } });
        await takeSlug(tx, input.slug);
      }
      // A draft published for the first time is dated the day it goes out.
      const firstPublished = current.hidden && !input.hidden && current.version === 1;
      const [row] = await tx
        .update(blogs)
        .set({ slug: input.slug, ...columns, hidden: input.hidden, version: current.version + 1, ...(firstPublished ? { publishedAt: new Date() } : {}) })
        .where(eq(blogs.id, blogId))
        .returning();
      const before = reshapeAdminBlog(current);
      const after = reshapeAdminBlog(row!);
      const action = before.hidden === after.hidden ? 'blog.update' : after.hidden ? 'blog.unpublish' : 'blog.publish';
      await recordAudit(tx, { actorId, action, entityType: 'blog', entityId: blogId, before, after });
      return after;
    }),
  );
}

function cleanArticle(html: string): { contentHtml: string; title: string } {
  const columns = articleColumns(html);
  if (!hasTitleHeading(columns.contentHtml)) throw new InvalidInputError({ content: [ARTICLE_WITHOUT_TITLE] });
  return columns;
}

function reshapeAdminBlog(row: BlogRow): AdminBlogView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.contentHtml,
    hidden: row.hidden,
    published_at: row.publishedAt.toISOString(),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function assertSlugFree(tx: Transaction, slug: string, blogId: number | undefined): Promise<void> {
  const [taken] = await tx
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.slug, slug), blogId === undefined ? undefined : ne(blogs.id, blogId)));
  if (taken) throw new InvalidInputError({ slug: [SLUG_TAKEN] });
}

/** A live slug wins over an old one: a redirect with this slug (to this or another article) ends. */
async function takeSlug(tx: Transaction, slug: string): Promise<void> {
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.slug, slug));
}

/** Two saves that claim the same free slug at once: the unique key stops the second, with the same answer. */
async function slugRaceAsInvalid<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, 'blogs_slug_key')) throw new InvalidInputError({ slug: [SLUG_TAKEN] });
    throw error;
  }
}
