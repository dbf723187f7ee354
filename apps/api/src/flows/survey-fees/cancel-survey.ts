/**
 * Cancelling a survey, with the owner's refund rule applied to its paid fee (decision 055): a customer cancelling
 * at least the owner's hours before the visit gets it all back, later nothing; the shop cancelling always refunds
 * in full. The refund is reserved in the cancellation's transaction through the refunds module and sent once it
 * commits (or by the refunds' sweep, should the provider be unreachable).
 */
import type { Schema } from '@shop/contracts';
import { cancellationRefundPaise } from '@shop/rules/bookingTerms';
import { bookingSettings, bookingView, cancelBookingForStaff, cancelOwnBooking, ownBooking, staffBookingView, surveyCreditInUse, type CancelStep } from '../../bookings';
import type { Database } from '../../db/database';
import type { PaymentGateway } from '../../payments';
import { reserveBookingRefund, sendUnsentRefunds } from '../../refunds';
import type { SurveyPaymentContext } from './pay-survey';

const REASONS = {
  customer: 'Cancelled by the customer in time for a refund.',
  shop: 'Cancelled by the shop.',
} as const;

function refundStep(now: Date): CancelStep {
  return async (tx, cancelled, by) => {
    // A fee already taken off an order that stands went back to the customer there (decision 062): not twice.
    if (cancelled.paidPaise === null || (await surveyCreditInUse(tx, cancelled.id))) return 0;
    const { freeCancelHours } = await bookingSettings(tx);
    const refundPaise = cancellationRefundPaise({ paidPaise: cancelled.paidPaise, startsAt: cancelled.startsAt, cancelledAt: now, cancelledBy: by, freeCancelHours });
    if (refundPaise > 0) await reserveBookingRefund(tx, { bookingId: cancelled.id, amountPaise: refundPaise, reason: REASONS[by], idempotencyKey: `booking-cancel:${cancelled.id}` });
    return refundPaise;
  };
}

/** Sends the refund a cancellation reserved; an unreachable provider leaves it to the sweep, the cancellation stands. */
async function sendReserved(db: Database, gateway: () => Promise<PaymentGateway>, bookingId: number, context: SurveyPaymentContext): Promise<void> {
  try {
    await sendUnsentRefunds(db, await gateway(), context, { bookingId, minAgeSeconds: 0 });
  } catch (error) {
    context.logger?.warn({ err: error, bookingId }, 'A booking refund was not sent; the sweep sends it later');
  }
}

export async function cancelOwnSurvey(
  db: Database,
  gateway: () => Promise<PaymentGateway>,
  userId: number,
  bookingId: number,
  now: Date,
  context: SurveyPaymentContext,
): Promise<Schema<'Booking'>> {
  const cancelled = await cancelOwnBooking(db, userId, bookingId, now, context.siteUrl, refundStep(now));
  if (!cancelled.refund) return cancelled;
  await sendReserved(db, gateway, bookingId, context);
  // As it stands after the refund was sent (the demo provider processes one at once).
  return bookingView(db, await ownBooking(db, userId, bookingId), now);
}

export async function cancelSurveyForStaff(
  db: Database,
  gateway: () => Promise<PaymentGateway>,
  bookingId: number,
  reason: string,
  actorId: number,
  now: Date,
  context: SurveyPaymentContext,
): Promise<Schema<'AdminBooking'>> {
  const cancelled = await cancelBookingForStaff(db, bookingId, reason, actorId, now, context.siteUrl, refundStep(now));
  if (!cancelled.booking.refund) return cancelled;
  await sendReserved(db, gateway, bookingId, context);
  return staffBookingView(db, bookingId, now);
}
