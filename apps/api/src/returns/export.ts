/**
 * A customer's return requests in their data export: what they asked for and why, in their words, where it stands,
 * and the photos they sent with it, listed by id and upload time only (never the pictures or their addresses).
 */
import type { Schema } from '@shop/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orders, returnPhotos, returns } from '../db/schema';

export async function returnsForExport(tx: Transaction, userId: number): Promise<NonNullable<Schema<'CustomerDataExport'>['returns']>> {
  const rows = await tx
    .select({ id: returns.id, orderId: returns.orderId, status: returns.status, reason: returns.reason, resolution: returns.resolution, note: returns.note, createdAt: returns.createdAt })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(returns.createdAt), desc(returns.id));
  const photos = rows.length
    ? await tx
        .select({ id: returnPhotos.id, returnId: returnPhotos.returnId, createdAt: returnPhotos.createdAt })
        .from(returnPhotos)
        .where(
          inArray(
            returnPhotos.returnId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(returnPhotos.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    requested_at: row.createdAt.toISOString(),
    status: row.status,
    reason: row.reason,
    resolution: row.resolution,
    note: row.note,
    photos: photos.filter((photo) => photo.returnId === row.id).map((photo) => ({ id: photo.id, uploaded_at: photo.createdAt.toISOString() })),
  }));
}
