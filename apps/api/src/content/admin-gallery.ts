/**
 * The gallery as staff keep it: pictures (uploaded through the media storage) with titles and
 * descriptions, in display order. Every write runs in one transaction with its audit entry.
 */
import type { Schema } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { galleryItems } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError, problem } from '../errors';
import { validateGalleryItem, validateGalleryUpdate } from './admin-validate';
import { inTransaction } from '../db/transaction';

type AdminGalleryItemView = Schema<'AdminGalleryItem'>;
type GalleryRow = typeof galleryItems.$inferSelect;

const ITEM_NOT_FOUND = problem('gallery_item_not_found', 'No such gallery picture.');
const ORDER_OUT_OF_DATE = problem('sort_order_out_of_date', 'The gallery changed since you opened it (a picture was added or removed). Reload and order it again.');

export async function listAdminGallery(db: Database | Transaction): Promise<AdminGalleryItemView[]> {
  const rows = await db.select().from(galleryItems).orderBy(asc(galleryItems.position), asc(galleryItems.id));
  return rows.map(reshapeAdminGalleryItem);
}

/** A new picture, last in display order; sent as this site's own media URL, it is stored as its path. */
export async function createAdminGalleryItem(db: Database, actorId: number, body: unknown, siteUrl: string): Promise<AdminGalleryItemView> {
  const input = validateGalleryItem(body, siteUrl);
  return inTransaction(db, async (tx) => {
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${galleryItems.position}), 0)` }).from(galleryItems);
    const [row] = await tx
      .insert(galleryItems)
      .values({ ...input, position: (last?.position ?? 0) + 1 })
      .returning();
    const after = reshapeAdminGalleryItem(row!);
    await recordAudit(tx, { actorId, action: 'gallery.create', entityType: 'gallery_item', entityId: after.id, before: null, after });
    return after;
  });
}

export async function updateAdminGalleryItem(db: Database, actorId: number, itemId: number, body: unknown): Promise<AdminGalleryItemView> {
  const input = validateGalleryUpdate(body);
  return inTransaction(db, async (tx) => {
    const current = await lockItem(tx, itemId);
    assertVersion(current.version, input.version, 'gallery picture');
    const [row] = await tx
      .update(galleryItems)
      .set({ title: input.title, description: input.description, version: current.version + 1 })
      .where(eq(galleryItems.id, itemId))
      .returning();
    const after = reshapeAdminGalleryItem(row!);
    await recordAudit(tx, { actorId, action: 'gallery.update', entityType: 'gallery_item', entityId: itemId, before: reshapeAdminGalleryItem(current), after });
    return after;
  });
}

/** Takes the picture off the gallery; the uploaded file stays in the media storage (others may share it). */
export async function deleteAdminGalleryItem(db: Database, actorId: number, itemId: number, version: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const current = await lockItem(tx, itemId);
    assertVersion(current.version, version, 'gallery picture');
    await tx.delete(galleryItems).where(eq(galleryItems.id, itemId));
    await recordAudit(tx, { actorId, action: 'gallery.delete', entityType: 'gallery_item', entityId: itemId, before: reshapeAdminGalleryItem(current), after: null });
  });
}

/**
 * `ids` is every picture, first shown first. Naming them all is the version check of the whole list: a
 * picture added or removed since the editor loaded it makes the list differ, and the save is refused.
 */
export async function reorderAdminGallery(db: Database, actorId: number, ids: readonly number[]): Promise<AdminGalleryItemView[]> {
  if (new Set(ids).size !== ids.length) throw new InvalidInputError({ ids: [problem('duplicate_ids', 'Name each picture once.')] });
  return inTransaction(db, async (tx) => {
    const current = await tx.select().from(galleryItems).orderBy(asc(galleryItems.id)).for('update');
    const byId = new Map(current.map((row) => [row.id, row]));
    if (current.length !== ids.length || ids.some((id) => !byId.has(id))) throw new ConflictError(ORDER_OUT_OF_DATE, { ids: [ORDER_OUT_OF_DATE] });
    for (const [index, id] of ids.entries()) {
      const row = byId.get(id)!;
      const position = index + 1;
      if (row.position === position) continue;
      const [updated] = await tx
        .update(galleryItems)
        .set({ position, version: row.version + 1 })
        .where(eq(galleryItems.id, id))
        .returning();
      await recordAudit(tx, {
        actorId,
        action: 'gallery.reorder',
        entityType: 'gallery_item',
        entityId: id,
        before: reshapeAdminGalleryItem(row),
        after: reshapeAdminGalleryItem(updated!),
      });
    }
    return listAdminGallery(tx);
  });
}

async function lockItem(tx: Transaction, itemId: number): Promise<GalleryRow> {
  const [row] = await tx.select().from(galleryItems).where(eq(galleryItems.id, itemId)).for('update');
  if (!row) throw new NotFoundError(ITEM_NOT_FOUND);
  return row;
}

function reshapeAdminGalleryItem(row: GalleryRow): AdminGalleryItemView {
  return { id: row.id, image: row.image, title: row.title, description: row.description, position: row.position, version: row.version };
}
