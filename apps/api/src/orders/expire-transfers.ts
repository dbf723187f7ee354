/**
 * Orders placed to be paid by bank transfer or UPI whose money was not recorded by their `transfer_pay_by` are
 * cancelled as staff would cancel them (units back on sale once, the timeline, the mail saying so), their payment
 * marked failed. The online checkout's hold of minutes does not apply to them (expire-unpaid.ts leaves them out):
 * a business's transfer takes days of approvals (decision 053, "Paying by transfer"). One order per transaction,
 * taken with `for update skip locked`, so instances sweeping at once share the work, and staff recording the money
 * at that moment either win (the order is paid) or wait for the sweep and are refused (cancelled).
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { shopNow } from '../shop-clock';
import type { ConfirmationContext } from './cod-confirmation';
import { changeDeliveryStatus } from './delivery';

/** At most this many per sweep; the next sweep takes the rest. */
const PER_SWEEP = 100;

export async function expireUnpaidTransfers(db: Database, context: ConfirmationContext, now: Date = shopNow()): Promise<number> {
  let expired = 0;
  while (expired < PER_SWEEP) {
    const found = await inTransaction(db, async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.paymentMethod, 'bank_transfer'), eq(orders.paymentStatus, 'pending'), lt(orders.transferPayBy, now)))
        .orderBy(asc(orders.transferPayBy))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return false;
      // Cancelled first, while the payment is still pending, so the cancel gives the units back.
      await changeDeliveryStatus(tx, order.id, { to: 'cancelled' }, { ...context, at: now });
      await tx.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, order.id));
      return true;
    });
    if (!found) break;
    expired += 1;
  }
  return expired;
}
