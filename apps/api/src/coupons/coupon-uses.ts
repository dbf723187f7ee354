/**
 * A coupon's uses are the orders that carry it, less those that came to nothing: cancelled, or whose online
 * payment failed or expired (their stock went back on sale, and so does their use). Nothing is counted
 * anywhere else, so an order and its use are written, and given back, together.
 */
import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { orders } from '../db/schema';

const stillUsing: SQL = and(ne(orders.deliveryStatus, 'cancelled'), ne(orders.paymentStatus, 'failed'))!;

/** How many orders use each coupon, and with `userId`, how many of them are that customer's. */
export async function couponUses(db: Database | Transaction, couponIds: readonly number[], userId?: number): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: orders.couponId, uses: count() })
    .from(orders)
    .where(and(inArray(orders.couponId, [...couponIds]), stillUsing, userId === undefined ? undefined : eq(orders.userId, userId)))
    .groupBy(orders.couponId);
  return new Map(rows.map((row) => [row.couponId!, row.uses]));
}
