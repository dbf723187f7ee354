/**
 * The shopper's browser reports the payment widget's outcome. A valid signature completes the order
 * (once; a repeat answers success again and changes nothing); a forged one, or one for another order,
 * changes nothing; a reported failure is recorded and frees the stock.
 */
import type { Schema } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { orders } from '../db/schema';
import { NotFoundError, ORDER_NOT_FOUND } from '../errors';
import type { PaymentGateway } from '../payments';
import { sendUnsentRefunds } from '../refunds';
import { providerOfOrder } from './order-provider';
import { completePayment, failPayment, type SettleContext } from './settle-payment';
import { inTransaction } from '../db/transaction';

type PaymentReport = Schema<'PaymentVerification'>;

export type PaymentResult = Schema<'PaymentResult'>;

/** The product brief's texts. */
export const PAYMENT_MESSAGES = {
  success: 'Payment successful!',
  verificationFailed: 'Payment verification failed',
  failed: 'Payment failed. Please try again.',
} as const;

export async function verifyPayment(
  db: Database,
  gateway: PaymentGateway,
  userId: number,
  orderId: number,
  report: PaymentReport,
  context: SettleContext,
): Promise<PaymentResult> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const [order] = await db
    .select({ providerOrderId: orders.providerOrderId, provider: providerOfOrder })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  // A signature for another order proves nothing about this one.
  if (!order.providerOrderId || report.razorpay_order_id !== order.providerOrderId) {
    return { status: 'failure', message: PAYMENT_MESSAGES.verificationFailed };
  }
  // Only the provider that opened the payment can vouch for it: after a switch from the demo provider to
  // Razorpay (or back) the other one's signature, and its reported failures, prove nothing.
  if (order.provider !== gateway.provider) {
    return { status: 'failure', message: PAYMENT_MESSAGES.verificationFailed };
  }

  if (report.razorpay_error) {
    await inTransaction(db, (tx) =>
      failPayment(tx, {
        providerOrderId: order.providerOrderId!,
        providerPaymentId: report.razorpay_payment_id,
        code: report.razorpay_error!.code || 'PAYMENT_FAILED',
        description: report.razorpay_error!.description || 'The payment widget reported a failed payment.',
      }),
    );
    return { status: 'failure', message: PAYMENT_MESSAGES.failed };
  }

  const paymentId = report.razorpay_payment_id;
  if (!paymentId || !gateway.paymentSignatureValid(order.providerOrderId, paymentId, report.razorpay_signature)) {
    return { status: 'failure', message: PAYMENT_MESSAGES.verificationFailed };
  }
  const outcome = await inTransaction(db, (tx) => completePayment(tx, { providerOrderId: order.providerOrderId!, providerPaymentId: paymentId }, context));
  // A payment for an order cancelled meanwhile is refunded; its refund was reserved with the payment.
  if (outcome === 'completed') await sendUnsentRefunds(db, gateway, context, { orderId, minAgeSeconds: 0 });
  return outcome === 'completed' || outcome === 'already-completed'
    ? { status: 'success', message: PAYMENT_MESSAGES.success }
    : { status: 'failure', message: PAYMENT_MESSAGES.verificationFailed };
}
