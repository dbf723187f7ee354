/**
 * Page metadata as staff keep it: each listed storefront path's title, description and share image.
 * The served HTML (content/page-heads.ts), seo.json and the sitemap read the same rows on every request,
 * so a save shows there at once.
 */
import type { Schema } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { pageMetadata } from '../db/schema';
import { NotFoundError, problem } from '../errors';
import { storedImageUrl } from '../media';
import { inTransaction } from '../db/transaction';

export type AdminPageMetadataView = Schema<'AdminPageMetadata'>;

const PAGE_NOT_FOUND = problem('page_not_found', 'No such page.');

export async function listAdminPageMetadata(db: Database): Promise<AdminPageMetadataView[]> {
  return selectPages(db).orderBy(asc(pageMetadata.path));
}

/**
 * `body` has passed the contract's schema (filled text, image a site path or an https URL); an image sent as
 * this site's own media URL (`siteUrl`, as seo.json answers it) is stored as its `/media/…` path.
 */
export async function updateAdminPageMetadata(
  db: Database,
  actorId: number,
  pageId: number,
  body: Schema<'AdminPageMetadataUpdate'>,
  siteUrl: string,
): Promise<AdminPageMetadataView> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(pageMetadata).where(eq(pageMetadata.id, pageId)).for('update');
    if (!current) throw new NotFoundError(PAGE_NOT_FOUND);
    assertVersion(current.version, body.version, 'page');
    const before = await getPage(tx, pageId);
    await tx
      .update(pageMetadata)
      .set({ title: body.title.trim(), description: body.description.trim(), ogImage: storedImageUrl(body.og_image, siteUrl), version: current.version + 1 })
      .where(eq(pageMetadata.id, pageId));
    const after = await getPage(tx, pageId);
    await recordAudit(tx, { actorId, action: 'page_metadata.update', entityType: 'page_metadata', entityId: pageId, before, after });
    return after;
  });
}

async function getPage(tx: Transaction, pageId: number): Promise<AdminPageMetadataView> {
  const [row] = await selectPages(tx).where(eq(pageMetadata.id, pageId));
  if (!row) throw new NotFoundError(PAGE_NOT_FOUND);
  return row;
}

function selectPages(db: Database | Transaction) {
  return db
    .select({
      id: pageMetadata.id,
      path: pageMetadata.path,
      title: pageMetadata.title,
      description: pageMetadata.description,
      og_image: pageMetadata.ogImage,
      version: pageMetadata.version,
    })
    .from(pageMetadata)
    .$dynamic();
}
