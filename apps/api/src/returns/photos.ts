/**
 * A shopper's photos for a return: stored as staff uploads are (media's storeImage: sniffed, web sizes without
 * metadata), recorded as theirs until a request takes them, shown at their largest web size.
 */
import type { Schema } from '@shop/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { returnPhotos } from '../db/schema';
import type { MediaStorage, StoredImage } from '../media';

type PhotoRow = typeof returnPhotos.$inferSelect;

export async function recordReturnPhoto(db: Database, userId: number, image: StoredImage, storage: Pick<MediaStorage, 'urlOf'>): Promise<Schema<'ReturnPhoto'>> {
  const [row] = await db.insert(returnPhotos).values({ userId, width: image.width, height: image.height, variants: image.variants }).returning();
  return photoView(row!, storage);
}

export function photoView(row: PhotoRow, storage: Pick<MediaStorage, 'urlOf'>): Schema<'ReturnPhoto'> {
  // The last variant is the fallback JPEG or PNG at the largest size, as media's own answers use.
  return { id: row.id, url: storage.urlOf(row.variants.at(-1)!.key) };
}

/** Gives the customer's own untaken photos to a return; answers how many it took (fewer: some were not theirs to give). */
export async function attachReturnPhotos(tx: Transaction, userId: number, returnId: number, photoIds: readonly number[]): Promise<number> {
  if (photoIds.length === 0) return 0;
  const taken = await tx
    .update(returnPhotos)
    .set({ returnId })
    .where(and(inArray(returnPhotos.id, [...photoIds]), eq(returnPhotos.userId, userId), isNull(returnPhotos.returnId)))
    .returning({ id: returnPhotos.id });
  return taken.length;
}

export async function photosOfReturns(db: Database | Transaction, returnIds: readonly number[]): Promise<PhotoRow[]> {
  if (returnIds.length === 0) return [];
  return db.select().from(returnPhotos).where(inArray(returnPhotos.returnId, [...returnIds])).orderBy(returnPhotos.id);
}
