/**
 * Razorpay's webhook: the provider's own word on a payment or a refund, which settles an order (or a site
 * survey's fee, decision 055) even when the shopper's browser closed before it could report. The signature is checked over the raw bytes; each
 * event is stored verbatim once (a redelivery is recognised by its event id and changes nothing), and
 * Razorpay's payload becomes our own settlement types here, in this one adapter.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { isFeeOrder } from '../bookings';
import { webhookEvents } from '../db/schema';
import { completePayment, failPayment, type SettleContext, type SettleOutcome } from '../orders';
import { settleRefund, type RefundSettleOutcome } from '../refunds';
import { hmacSha256Hex, signatureMatches } from '../payments';
import { inTransaction } from '../db/transaction';
import { shopNow } from '../shop-clock';
import { settleSurveyPayment } from './survey-fees/pay-survey';

export type WebhookResult = 'processed' | 'duplicate' | 'ignored' | 'bad-signature';

interface RazorpayPaymentEntity {
  id?: string;
  order_id?: string;
  amount?: number;
  method?: string;
  error_code?: string | null;
  error_description?: string | null;
}

interface RazorpayRefundEntity {
  id?: string;
  payment_id?: string;
  amount?: number;
  status?: string;
  /** Ours: the refund id the shop sent in the refund's notes. */
  notes?: { refund_id?: string } | unknown[];
  error_description?: string | null;
}

interface RazorpayEvent {
  event?: string;
  payload?: { payment?: { entity?: RazorpayPaymentEntity }; refund?: { entity?: RazorpayRefundEntity } };
}

export async function handleRazorpayWebhook(
  db: Database,
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
  eventIdHeader: string | undefined,
  context: SettleContext,
): Promise<WebhookResult> {
  if (!signatureMatches(hmacSha256Hex(webhookSecret, rawBody), signature)) return 'bad-signature';
  let event: RazorpayEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as RazorpayEvent;
  } catch {
    return 'ignored'; // signed but not JSON: nothing we can act on, and nothing to retry
  }
  // Razorpay names each event in a header; without one, the body itself identifies a redelivery.
  const eventId = eventIdHeader?.slice(0, 100) || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const eventType = typeof event.event === 'string' ? event.event.slice(0, 100) : 'unknown';

  return inTransaction(db, async (tx) => {
    const [stored] = await tx
      .insert(webhookEvents)
      .values({ provider: 'razorpay', eventId, eventType, rawBody: rawBody.toString('utf8'), signature: signature ?? null })
      .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
      .returning({ id: webhookEvents.id });
    if (!stored) return 'duplicate';

    const payment = event.payload?.payment?.entity;
    const refund = event.payload?.refund?.entity;
    let outcome: SettleOutcome | RefundSettleOutcome | 'not-a-settlement' = 'not-a-settlement';
    if ((eventType === 'refund.processed' || eventType === 'refund.failed') && refund?.id) {
      const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
      outcome = await settleRefund(
        tx,
        {
          providerRefundId: refund.id,
          refundId: notes.refund_id && /^\d{1,10}$/.test(notes.refund_id) ? Number(notes.refund_id) : undefined,
          status: eventType === 'refund.processed' ? 'processed' : 'failed',
          failureReason: refund.error_description ?? 'Razorpay reported the refund as failed.',
        },
        context,
      );
    } else if (payment?.order_id && payment.id) {
      if (eventType === 'payment.captured' || eventType === 'order.paid') {
        outcome = await completePayment(tx, { providerOrderId: payment.order_id, providerPaymentId: payment.id, method: payment.method }, context);
        // Not an order's: a site survey's fee, paid while its slot was held.
        if (outcome === 'unknown-order') {
          const paid = await settleSurveyPayment(tx, { providerOrderId: payment.order_id, providerPaymentId: payment.id }, shopNow(), context);
          if (paid.outcome !== 'unknown-booking') outcome = 'completed';
        }
      } else if (eventType === 'payment.failed') {
        outcome = await failPayment(tx, {
          providerOrderId: payment.order_id,
          providerPaymentId: payment.id,
          code: payment.error_code ?? 'PAYMENT_FAILED',
          description: payment.error_description ?? 'Razorpay reported the payment as failed.',
        });
        // A booking's failed payment changes nothing: its hold stays, to try again until it runs out.
        if (outcome === 'unknown-order' && (await isFeeOrder(tx, payment.order_id))) outcome = 'failed';
      }
    }
    await tx
      .update(webhookEvents)
      .set({ processedAt: new Date(), processingError: processingError(outcome, payment?.order_id, refund?.id) })
      .where(eq(webhookEvents.id, stored.id));
    return outcome === 'not-a-settlement' ? 'ignored' : 'processed';
  });
}

function processingError(outcome: string, providerOrderId: string | undefined, providerRefundId: string | undefined): string | null {
  if (outcome === 'unknown-order') return `No order with provider order id ${providerOrderId}`;
  if (outcome === 'unknown-refund') return `No refund with provider refund id ${providerRefundId}`;
  return null;
}
