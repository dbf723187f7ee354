/**
 * Cash-on-delivery orders nobody confirmed by their deadline are cancelled: the confirmation is marked
 * expired and the order cancelled as staff would cancel it (its units back on sale once, the timeline, a
 * mail saying why). Each order in its own transaction, taken with `for update skip locked`, so several
 * instances sweeping at once share the work instead of queueing on the same row, and a customer answering
 * at that moment either wins (the order is no longer awaiting) or waits for the sweep's answer.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import type { ConfirmationContext } from './cod-confirmation';
import { changeDeliveryStatus } from './delivery';
import { shopNow } from '../shop-clock';
import { inTransaction } from '../db/transaction';

/** At most this many per sweep; the next sweep takes the rest. */
const PER_SWEEP = 100;

export async function expireCodConfirmations(db: Database, context: ConfirmationContext, now: Date = shopNow()): Promise<number> {
  let expired = 0;
  while (expired < PER_SWEEP) {
    const found = await inTransaction(db, async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.codConfirmation, 'awaiting'), lt(orders.codConfirmBy, now)))
        .orderBy(asc(orders.codConfirmBy))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return false;
      await tx.update(orders).set({ codConfirmation: 'expired' }).where(eq(orders.id, order.id));
      await changeDeliveryStatus(tx, order.id, { to: 'cancelled' }, { ...context, at: now });
      return true;
    });
    if (!found) break;
    expired += 1;
  }
  return expired;
}
