/**
 * Checkouts abandoned before payment hold stock. After a while each is reconciled with the provider:
 * a payment it captured meanwhile completes the order (the webhook may have been lost); otherwise the
 * order is failed as expired and its stock goes back on sale. Idempotent; every instance may run it.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import type { PaymentGateway } from '../payments/gateway';
import { completePayment, failPayment, type SettleContext } from './settle-payment';

/** Razorpay's Checkout session lasts far less; a shopper who comes back later starts a new checkout. */
const UNPAID_ORDER_LIFETIME = sql`interval '2 hours'`;

export async function expireUnpaidOrders(db: Database, gateway: PaymentGateway, context: SettleContext): Promise<number> {
  const stale = await db
    .select({ id: orders.id, providerOrderId: orders.providerOrderId })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.createdAt, sql`now() - ${UNPAID_ORDER_LIFETIME}`)))
    .limit(100);
  let expired = 0;
  for (const order of stale) {
    if (!order.providerOrderId) continue;
    let captured: Awaited<ReturnType<NonNullable<PaymentGateway['capturedPaymentOf']>>>;
    try {
      captured = await gateway.capturedPaymentOf?.(order.providerOrderId);
    } catch (error) {
      // Without the provider's word the order is left as it is, and asked about again next time.
      context.logger?.warn({ orderId: order.id, err: error }, 'Could not reconcile an unpaid order with the payment provider');
      continue;
    }
    const outcome = await db.transaction((tx) =>
      captured
        ? completePayment(tx, { providerOrderId: order.providerOrderId!, providerPaymentId: captured.id, method: captured.method }, context)
        : failPayment(tx, { providerOrderId: order.providerOrderId!, code: 'EXPIRED', description: 'No payment arrived before the checkout expired.' }),
    );
    if (outcome === 'failed') expired += 1;
  }
  return expired;
}
