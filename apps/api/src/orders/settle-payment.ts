/**
 * Settling an order's payment. Two writers race to do it: the shopper's browser (verify_payment) and
 * the provider's webhook, in either order, possibly both at once and possibly repeated. Each locks the
 * order row first and moves it only from where it stands, so a payment completes an order exactly once
 * and every repeat changes nothing more.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { PAID_PAYMENT_STATUSES } from '../db/tables/values';
import type { Transaction } from '../db/database';
import { orders, payments } from '../db/schema';
import type { Logger } from '../logger';
import { issueInvoice } from '../invoices';
import { notify } from '../notify';
import { reserveRefund } from '../refunds';
import { releaseStock, retakeStock } from './stock';
import type { SellerConfig } from '../kernel';

export interface CapturedPayment {
  providerOrderId: string;
  providerPaymentId: string;
  /** Card, UPI, netbanking… when the provider says. */
  method?: string | undefined;
}

export interface FailedPayment {
  providerOrderId: string;
  providerPaymentId?: string | undefined;
  code: string;
  description: string;
}

export type SettleOutcome = 'completed' | 'already-completed' | 'failed' | 'already-final' | 'unknown-order';

export interface SettleContext {
  /** The shop's public address, for the link in the confirmation mail. */
  siteUrl: string;
  /** Who issues the tax invoice that a completed payment gets. */
  seller: SellerConfig;
  logger?: Logger | undefined;
}

export async function completePayment(tx: Transaction, payment: CapturedPayment, context: SettleContext): Promise<SettleOutcome> {
  const order = await lockOrder(tx, payment.providerOrderId);
  if (!order) return 'unknown-order';
  await recordAttempt(tx, order, { providerPaymentId: payment.providerPaymentId, status: 'captured', method: payment.method ?? null });
  if (PAID_PAYMENT_STATUSES.includes(order.paymentStatus)) return 'already-completed';

  if (order.deliveryStatus === 'cancelled') {
    // Staff cancelled the unpaid order (its units went back on sale) before this payment arrived: the
    // money is taken and documented with an invoice, the goods stay on sale, and the whole payment is
    // refunded. The refund is reserved here, with the payment; it is sent once this commits.
    await tx.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, order.id));
    await issueInvoice(tx, order.id, context.seller);
    await reserveRefund(
      tx,
      { orderId: order.id, reason: 'Order cancelled before the payment arrived', idempotencyKey: `late-payment:${payment.providerPaymentId}` },
      context,
    );
    return 'completed';
  }
  await settlePaidOrder(tx, order, context);
  return 'completed';
}

/**
 * An unpaid (or expired) order, locked by the caller, is paid: its stock taken again if an expiry freed it, its
 * tax invoice issued and its customer told, as for any payment however it arrived (the provider, or a bank
 * transfer staff record).
 */
export async function settlePaidOrder(tx: Transaction, order: { id: number; paymentStatus: string; userId: number }, context: SettleContext): Promise<void> {
  if (order.paymentStatus === 'failed') {
    const { shortfall } = await retakeStock(tx, order.id);
    if (shortfall > 0) context.logger?.warn({ orderId: order.id, shortfall }, 'A late payment completed an order whose stock was given away; staff must resolve it');
  }
  await tx.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, order.id));
  // In the same transaction, so the invoice number is taken exactly when the payment commits: a payment
  // that rolls back takes no number and the series stays gap-free.
  await issueInvoice(tx, order.id, context.seller);
  await notify(tx, { name: 'order_placed', orderId: order.id, siteUrl: context.siteUrl }, { userId: order.userId });
}

export async function failPayment(tx: Transaction, payment: FailedPayment): Promise<SettleOutcome> {
  const order = await lockOrder(tx, payment.providerOrderId);
  if (!order) return 'unknown-order';
  await recordAttempt(tx, order, {
    providerPaymentId: payment.providerPaymentId ?? null,
    status: 'failed',
    errorCode: payment.code.slice(0, 100),
    errorDescription: payment.description.slice(0, 500),
  });
  // A failed attempt after a success, or a second failure, changes nothing about the order.
  if (order.paymentStatus !== 'pending') return 'already-final';
  await tx.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, order.id));
  // Staff may have cancelled the unpaid order already, which gave its units back then.
  if (order.deliveryStatus !== 'cancelled') await releaseStock(tx, order.id);
  return 'failed';
}

async function lockOrder(tx: Transaction, providerOrderId: string) {
  const [order] = await tx
    .select({ id: orders.id, paymentStatus: orders.paymentStatus, deliveryStatus: orders.deliveryStatus, totalPaise: orders.totalPaise, userId: orders.userId })
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId))
    .for('update');
  return order;
}

interface Attempt {
  providerPaymentId: string | null;
  status: 'captured' | 'failed';
  method?: string | null;
  errorCode?: string;
  errorDescription?: string;
}

/**
 * One payments row per provider payment. The row made at checkout (no payment id yet) is filled by the
 * first attempt; later attempts get rows of their own; a repeated report of a payment updates its row.
 */
async function recordAttempt(tx: Transaction, order: { id: number; totalPaise: number }, attempt: Attempt): Promise<void> {
  const values = {
    status: attempt.status,
    method: attempt.method ?? null,
    errorCode: attempt.errorCode ?? null,
    errorDescription: attempt.errorDescription ?? null,
  };
  if (attempt.providerPaymentId) {
    const [existing] = await tx.select({ id: payments.id, status: payments.status }).from(payments).where(eq(payments.providerPaymentId, attempt.providerPaymentId));
    if (existing) {
      // A captured payment stays captured, whatever arrives late.
      if (existing.status !== 'captured') await tx.update(payments).set(values).where(eq(payments.id, existing.id));
      return;
    }
  }
  const [unused] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), isNull(payments.providerPaymentId), eq(payments.status, 'created')))
    .limit(1);
  if (unused) {
    await tx.update(payments).set({ ...values, providerPaymentId: attempt.providerPaymentId }).where(eq(payments.id, unused.id));
    return;
  }
  const [first] = await tx.select({ provider: payments.provider, providerOrderId: payments.providerOrderId }).from(payments).where(eq(payments.orderId, order.id)).limit(1);
  await tx.insert(payments).values({
    orderId: order.id,
    provider: first!.provider,
    providerOrderId: first!.providerOrderId,
    providerPaymentId: attempt.providerPaymentId,
    amountPaise: order.totalPaise,
    ...values,
  });
}
