/**
 * What a customer's erasure takes from their returns: their own words (the request's note) and their photos, the
 * rows here and, by the keys this answers, the stored objects. The rest stays, as the accounts and the law need
 * it: the lines and their quantities, the reason and resolution as codes, the refund with its credit note, the
 * replacement order, and staff's own record of what they decided and found. The pickup was booked from the
 * order's delivery copy, which the order keeps for its tax invoice; a return holds no address or phone of its own.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orders, returnPhotos, returns } from '../db/schema';
import { keysNoPhotoUses } from '../media';

/** Answers the storage keys of the photos removed that no other return's photo still uses. */
export async function eraseReturnTraces(tx: Transaction, userId: number): Promise<string[]> {
  const theirOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  await tx
    .update(returns)
    .set({ note: null, version: sql`${returns.version} + 1` })
    .where(and(inArray(returns.orderId, theirOrders), isNotNull(returns.note)));
  const removed = await tx.delete(returnPhotos).where(eq(returnPhotos.userId, userId)).returning({ variants: returnPhotos.variants });
  // Keys are content-addressed: the very same picture sent by someone else is kept for them.
  return keysNoPhotoUses(
    tx,
    removed.flatMap((photo) => photo.variants.map((variant) => variant.key)),
  );
}
