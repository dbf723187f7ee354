/**
 * Checkouts whose outcome never reached us: the browser closed before it reported the payment, the
 * webhook was lost, or Razorpay was unreachable when the shopper came back. A few minutes after
 * checkout the provider is asked about each pending order, and a payment it captured completes the
 * order (once: completePayment locks the row). Orders without a captured payment are left pending;
 * expireUnpaidOrders fails them later. Idempotent, so every instance may run it.
 */
import { and, asc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import type { PaymentGateway } from '../payments';
import { completePayment, type SettleContext } from './settle-payment';
import { inTransaction } from '../db/transaction';

/** Long enough for a shopper still at the payment widget; short enough that nobody waits long for a lost confirmation. */
const RECONCILE_AFTER = sql`interval '5 minutes'`;
/** Past this, expireUnpaidOrders asks the provider one last time and settles the order either way. */
const RECONCILE_UNTIL = sql`interval '2 hours'`;
const BATCH_SIZE = 50;

export interface ReconcileOptions {
  /** Overrides RECONCILE_AFTER: how old a pending order must be before the provider is asked. */
  after?: ReturnType<typeof sql>;
}

/** Answers how many pending orders turned out to be paid and were completed. */
export async function reconcilePendingPayments(db: Database, gateway: PaymentGateway, context: SettleContext, options: ReconcileOptions = {}): Promise<number> {
  if (!gateway.capturedPaymentOf) return 0; // The demo provider has no server to ask.
  const pending = await db
    .select({ id: orders.id, providerOrderId: orders.providerOrderId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'pending'),
        isNotNull(orders.providerOrderId),
        lt(orders.createdAt, sql`now() - ${options.after ?? RECONCILE_AFTER}`),
        gt(orders.createdAt, sql`now() - ${RECONCILE_UNTIL}`),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH_SIZE);
  let completed = 0;
  for (const order of pending) {
    let captured: Awaited<ReturnType<NonNullable<PaymentGateway['capturedPaymentOf']>>>;
    try {
      captured = await gateway.capturedPaymentOf(order.providerOrderId!);
    } catch (error) {
      // Still unreachable: ask again on the next run.
      context.logger?.warn({ orderId: order.id, err: error }, 'Could not ask the payment provider about a pending order');
      continue;
    }
    if (!captured) continue;
    const outcome = await inTransaction(db, (tx) =>
      completePayment(tx, { providerOrderId: order.providerOrderId!, providerPaymentId: captured.id, method: captured.method }, context),
    );
    if (outcome === 'completed') {
      completed += 1;
      context.logger?.info({ orderId: order.id }, 'A pending order was found paid at the provider and completed');
    }
  }
  return completed;
}
