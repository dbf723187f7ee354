/**
 * The shop's policy pages (privacy, terms, return policy, offers): rich HTML cleaned when stored, like
 * articles (decision 013), edited by staff with a version check and an audit entry. Every install has
 * all four: ensureLegalPages writes today's wording where a row is missing, at every start.
 */
import type { Schema } from '@shop/contracts';
import type { LanguageCode } from '@shop/rules/languages';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database } from '../db/database';
import { legalPages } from '../db/schema';
import { LEGAL_PAGE_SLUGS, type LegalPageSlug } from '../db/tables/legal-page-slugs';
import { POLICY_TEXT_FIELDS } from '../db/tables/values';
import { NotFoundError, problem } from '../errors';
import { withAbsoluteImageSources } from '../media';
import { validateLegalPage } from './admin-validate';
import { DEFAULT_LEGAL_PAGES } from './default-legal-pages';
import { sanitizeRichHtml } from './sanitize-html';
import { inTransaction } from '../db/transaction';
import { textsInLanguage, translatedTextsOf } from '../translations';

type LegalPageView = Schema<'LegalPage'>;
type AdminLegalPageView = Schema<'AdminLegalPage'>;
type LegalPageRow = typeof legalPages.$inferSelect;

const PAGE_NOT_FOUND = problem('page_not_found', 'No such page.');

function isLegalPageSlug(slug: string): slug is LegalPageSlug {
  return (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug);
}

/** Writes today's wording for each policy that has no row yet; returns how many it wrote. Safe on every instance. */
export async function ensureLegalPages(db: Database): Promise<number> {
  const written = await db
    .insert(legalPages)
    .values(
      DEFAULT_LEGAL_PAGES.map((page) => ({
        slug: page.slug,
        title: page.title,
        contentHtml: sanitizeRichHtml(page.contentHtml),
        updatedAt: new Date(`${page.lastUpdated}T00:00:00Z`),
      })),
    )
    .onConflictDoNothing({ target: legalPages.slug })
    .returning({ slug: legalPages.slug });
  return written.length;
}

/**
 * One page as shoppers read it, in `language` where staff translated it: pictures in the page have absolute URLs
 * (media/image-url.ts).
 */
export async function getLegalPage(db: Database, slug: string, siteUrl: string, language: LanguageCode = 'en'): Promise<LegalPageView> {
  if (!isLegalPageSlug(slug)) throw new NotFoundError(PAGE_NOT_FOUND);
  const [row] = await db
    .select({ ...getTableColumns(legalPages), translated: translatedTextsOf('policy', legalPages.slug, language) })
    .from(legalPages)
    .where(eq(legalPages.slug, slug));
  if (!row) throw new NotFoundError(PAGE_NOT_FOUND);
  const view = (title: string, contentHtml: string): LegalPageView => ({
    slug: row.slug,
    title,
    content: withAbsoluteImageSources(contentHtml, siteUrl),
    updated_at: row.updatedAt.toISOString(),
  });
  if (language === 'en') return view(row.title, row.contentHtml);
  const shown = textsInLanguage({ title: row.title, content: row.contentHtml }, POLICY_TEXT_FIELDS, row.translated);
  return { ...view(shown.texts.title, shown.texts.content), untranslated_fields: shown.untranslated };
}

export async function listAdminLegalPages(db: Database): Promise<AdminLegalPageView[]> {
  const rows = await db.select().from(legalPages).orderBy(asc(legalPages.slug));
  return rows.map(reshapeAdminLegalPage);
}

export async function updateAdminLegalPage(db: Database, actorId: number, slug: string, body: unknown): Promise<AdminLegalPageView> {
  const input = validateLegalPage(body);
  return inTransaction(db, async (tx) => {
    if (!isLegalPageSlug(slug)) throw new NotFoundError(PAGE_NOT_FOUND);
    const [current] = await tx.select().from(legalPages).where(eq(legalPages.slug, slug)).for('update');
    if (!current) throw new NotFoundError(PAGE_NOT_FOUND);
    assertVersion(current.version, input.version, 'page');
    const [row] = await tx
      .update(legalPages)
      .set({ title: input.title, contentHtml: sanitizeRichHtml(input.contentHtml), version: current.version + 1 })
      .where(eq(legalPages.slug, slug))
      .returning();
    const after = reshapeAdminLegalPage(row!);
    await recordAudit(tx, { actorId, action: 'legal_page.update', entityType: 'legal_page', entityId: slug, before: reshapeAdminLegalPage(current), after });
    return after;
  });
}

function reshapeAdminLegalPage(row: LegalPageRow): AdminLegalPageView {
  return { slug: row.slug, title: row.title, content: row.contentHtml, version: row.version, updated_at: row.updatedAt.toISOString() };
}
