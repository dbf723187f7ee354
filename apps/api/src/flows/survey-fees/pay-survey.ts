/**
 * Paying a held survey's fee online (decision 055), on the orders' payment machinery: the same provider port makes
 * the provider order, the same signature check verifies the browser's report, and Razorpay's webhook (which tries
 * an order first, then a booking) settles a payment the browser never reported. The booking applies a payment
 * once; a payment that can no longer have its slot is refunded in full through the refunds module, reserved with
 * the payment and sent as soon as it commits, and the customer is mailed.
 */
import type { Schema } from '@shop/contracts';
import { applyFeePayment, bookingToPay, bookingView, keepFeeOrder, ownBooking, surveyTaxClass, visitOf, type BookingRow, type FeePaymentOutcome } from '../../bookings';
import type { Database, Transaction } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { NotFoundError, ServiceUnavailableError, problem } from '../../errors';
import type { Logger } from '../../logger';
import { issueBookingInvoice } from '../../invoices';
import { notify } from '../../notify';
import { PAYMENT_MESSAGES } from '../../orders';
import { PaymentProviderError, type DemoGateway, type PaymentGateway } from '../../payments';
import { reserveBookingRefund, sendUnsentRefunds, type RefundContext } from '../../refunds';

type PaymentReport = Schema<'PaymentVerification'>;


const PROVIDER_CHANGED = problem('payment_provider_changed', 'The payment service changed meanwhile. Please choose a time again.');

/** The provider order for the booking's fee (made once, then answered again), for the payment widget. */
export async function startSurveyPayment(db: Database, gateway: PaymentGateway, userId: number, bookingId: number, now: Date): Promise<Schema<'BookingPayment'>> {
  let booking = await bookingToPay(db, userId, bookingId, now);
  // An order the other provider made (the shop switched from the demo to Razorpay) cannot be paid here.
  if (booking.providerOrderId !== null && booking.paymentProvider !== gateway.provider) throw new ServiceUnavailableError(PROVIDER_CHANGED);
  if (booking.providerOrderId === null) {
    let providerOrderId: string;
    try {
      providerOrderId = await gateway.createOrder({ amountPaise: booking.feePaise, receipt: `booking_${booking.id}` });
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new ServiceUnavailableError(problem('payment_provider_unavailable', error.detail));
      throw error;
    }
    booking = await keepFeeOrder(db, booking.id, gateway.provider, providerOrderId);
    if (booking.paymentProvider !== gateway.provider) throw new ServiceUnavailableError(PROVIDER_CHANGED);
  }
  return {
    booking_id: booking.id,
    key: gateway.keyId,
    razorpay_amount: booking.feePaise,
    razorpay_order_id: booking.providerOrderId!,
    currency: 'INR',
    provider: gateway.provider === 'demo' ? 'demo' : 'razorpay',
    hold_expires_at: booking.holdExpiresAt!.toISOString(),
  };
}

export interface SurveyPaymentContext extends RefundContext {
  logger?: Logger | undefined;
}

/** The browser's report of the widget's outcome: a valid signature pays the booking; anything else changes nothing. */
export async function verifySurveyPayment(
  db: Database,
  gateway: PaymentGateway,
  userId: number,
  bookingId: number,
  report: PaymentReport,
  now: Date,
  context: SurveyPaymentContext,
): Promise<{ paid: boolean; answer: Schema<'BookingPaymentResult'> }> {
  const booking = await ownBooking(db, userId, bookingId);
  const refused = (message: string) => ({ paid: false, answer: { status: 'failure' as const, message } });
  if (!booking.providerOrderId || report.razorpay_order_id !== booking.providerOrderId || booking.paymentProvider !== gateway.provider) {
    return refused(PAYMENT_MESSAGES.verificationFailed);
  }
  // A failed or dismissed payment leaves the hold as it is: the customer may try again until it runs out.
  if (report.razorpay_error) return refused(PAYMENT_MESSAGES.failed);
  const paymentId = report.razorpay_payment_id;
  if (!paymentId || !gateway.paymentSignatureValid(booking.providerOrderId, paymentId, report.razorpay_signature)) return refused(PAYMENT_MESSAGES.verificationFailed);

  const outcome = await inTransaction(db, (tx) => settleSurveyPayment(tx, { providerOrderId: booking.providerOrderId!, providerPaymentId: paymentId }, now, context));
  if (outcome.outcome === 'refund') await sendUnsentRefunds(db, gateway, context, { bookingId, minAgeSeconds: 0 });
  const row = await ownBooking(db, userId, bookingId);
  return { paid: true, answer: { status: 'success', message: PAYMENT_MESSAGES.success, booking: await bookingView(db, row, now) } };
}

/**
 * Applies a captured payment of a booking's provider order inside the caller's transaction (the browser's report
 * or the webhook's): confirms the booking and issues the fee's tax invoice (decision 060), or reserves the refund
 * of a payment that can no longer have its slot and mails the customer. The refund is sent by the caller once this
 * commits (or by the refunds' sweep). A payment refused on arrival bought nothing, so it gets no invoice.
 */
export async function settleSurveyPayment(
  tx: Transaction,
  payment: { providerOrderId: string; providerPaymentId: string },
  now: Date,
  context: SurveyPaymentContext,
): Promise<FeePaymentOutcome> {
  const outcome = await applyFeePayment(tx, payment, now, context.siteUrl);
  // Only the payment that confirmed the booking gets here (a repeat answers already-paid), and the booking's row is
  // locked: one invoice, whether the browser or the webhook came first.
  if (outcome.outcome === 'confirmed') await invoiceSurveyFee(tx, outcome.booking, now, context);
  if (outcome.outcome === 'another-payment') {
    context.logger?.warn({ bookingId: outcome.booking.id }, 'A second payment arrived for a booking already paid; the provider must reverse it');
  }
  if (outcome.outcome === 'refund') {
    const { booking, reason, why } = outcome;
    await reserveBookingRefund(tx, { bookingId: booking.id, amountPaise: booking.paidPaise!, reason, idempotencyKey: `booking-payment:${payment.providerPaymentId}` });
    const visit = visitOf(booking);
    if (visit) await notify(tx, { name: 'booking_fee_refunded', booking: visit, refundPaise: booking.paidPaise!, why, siteUrl: context.siteUrl }, { email: visit.contactEmail, userId: visit.userId });
  }
  return outcome;
}

/** The fee's tax invoice, billed to the booking's contact at the site (and the business it was booked for, if any), for the survey service as it stands. */
async function invoiceSurveyFee(tx: Transaction, booking: BookingRow, now: Date, context: SurveyPaymentContext) {
  const survey = await surveyTaxClass(tx);
  await issueBookingInvoice(
    tx,
    context.seller,
    {
      bookingId: booking.id,
      buyer: {
        name: booking.contactName!,
        addressLines: booking.address!.split(/\r?\n/).filter((line) => line.trim() !== ''),
        phone: booking.contactPhone!,
        business: booking.buyerGstin && booking.buyerBusinessName ? { gstin: booking.buyerGstin, name: booking.buyerBusinessName } : null,
      },
      sitePincode: booking.pincode,
      line: { description: survey.name, sacCode: survey.sacCode, gstRatePercent: survey.gstRatePercent, amountPaise: booking.paidPaise! },
    },
    now,
  );
}

/** Stands in for Razorpay's Checkout with the demo provider: the booking's provider order paid, signed. */
export async function payDemoSurvey(db: Database, gateway: PaymentGateway, userId: number, bookingId: number): Promise<Schema<'DemoPayment'>> {
  if (gateway.provider !== 'demo') throw new NotFoundError(problem('demo_payments_off', 'The demo payment provider is not in use.'));
  const booking = await ownBooking(db, userId, bookingId);
  if (!booking.providerOrderId || booking.paymentProvider !== 'demo') throw new NotFoundError(problem('survey_payment_not_started', 'No payment was started for this booking.'));
  return (gateway as DemoGateway).signedPayment(booking.providerOrderId);
}
