/**
 * Checkouts abandoned before payment hold stock. After the hold each is reconciled with the provider:
 * a payment it captured meanwhile completes the order (the webhook may have been lost); otherwise the
 * order is failed as expired and its stock goes back on sale. Idempotent; every instance may run it.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import type { PaymentGateway } from '../payments';
import { providerOfOrder } from './order-provider';
import { sendUnsentRefunds } from '../refunds';
import { shopNow } from '../shop-clock';
import { completePayment, failPayment, type SettleContext } from './settle-payment';
import { DEFAULT_UNPAID_ORDER_LIMITS } from './unpaid-limits';
import { inTransaction } from '../db/transaction';

export async function expireUnpaidOrders(
  db: Database,
  gateway: PaymentGateway,
  context: SettleContext,
  holdMinutes: number = DEFAULT_UNPAID_ORDER_LIMITS.holdMinutes,
  now: Date = shopNow(),
): Promise<number> {
  const stale = await db
    .select({ id: orders.id, providerOrderId: orders.providerOrderId, provider: providerOfOrder })
    .from(orders)
    // A bank transfer waits days, not minutes (expire-transfers.ts), and has no provider to ask.
    .where(and(eq(orders.paymentStatus, 'pending'), eq(orders.paymentMethod, 'online'), lt(orders.createdAt, new Date(now.getTime() - holdMinutes * 60 * 1000))))
    .limit(100);
  let expired = 0;
  for (const order of stale) {
    if (!order.providerOrderId) continue;
    let captured: Awaited<ReturnType<NonNullable<PaymentGateway['capturedPaymentOf']>>>;
    if (order.provider !== null && order.provider !== gateway.provider) {
      // Made by the provider used before a configuration change: the active one cannot be asked about it.
      // A demo order never took money, so it simply expires; a Razorpay one waits for Razorpay to be back.
      if (order.provider !== 'demo') continue;
      captured = undefined;
    } else {
      try {
        captured = await gateway.capturedPaymentOf?.(order.providerOrderId);
      } catch (error) {
        // Without the provider's word the order is left as it is, and asked about again next time.
        context.logger?.warn({ orderId: order.id, err: error }, 'Could not reconcile an unpaid order with the payment provider');
        continue;
      }
    }
    const outcome = await inTransaction(db, (tx) =>
      captured
        ? completePayment(tx, { providerOrderId: order.providerOrderId!, providerPaymentId: captured.id, method: captured.method }, context)
        : failPayment(tx, { providerOrderId: order.providerOrderId!, code: 'EXPIRED', description: 'No payment arrived before the checkout expired.' }),
    );
    if (outcome === 'failed') expired += 1;
    if (outcome === 'completed') await sendUnsentRefunds(db, gateway, context, { orderId: order.id, minAgeSeconds: 0 });
  }
  return expired;
}
