/**
 * A held survey's fee paid online (decision 055). The booking keeps one provider order for exactly its fee as it
 * stood when held, and the payment that paid it (unique: one payment pays one booking, once). A payment applied to
 * the booking confirms it: at once while its hold lasts; after the hold ran out only if the slot is still free,
 * which the exclusion constraint decides inside a savepoint as a hold does; otherwise the booking is cancelled and
 * the caller (the flow) refunds the payment in full, so there is never a confirmed booking without money nor money
 * kept without a booking.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { bookings } from '../db/schema';
import type { PaymentProvider } from '../db/tables/values';
import { ConflictError, NotFoundError, problem } from '../errors';
import { isExclusionViolation } from '../kernel';
import { assertStillHeld, BOOKING_NOT_FOUND, confirmHeld } from './customer';
import { NO_OVERLAP, releaseExpiredHolds } from './hold';
import { HOLD_EXPIRED, type BookingRow } from './reshape';
import type { FeeRefundWhy } from '../notify';

const NO_FEE = problem('no_survey_fee', 'This survey has no fee to pay: confirm it instead.');
const SLOT_GONE = 'Your payment arrived after the time held for you ran out, and the slot had been booked by someone else meanwhile.';
const NOT_BOOKABLE = 'Your payment arrived for a booking that was no longer open (cancelled, or its time has passed).';

/** The customer's own booking, or 404. */
export async function ownBooking(db: Database | Transaction, userId: number, bookingId: number): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
  return row;
}

/** The customer's held booking whose fee is to be paid: still held, and with a fee. */
export async function bookingToPay(db: Database, userId: number, bookingId: number, now: Date): Promise<BookingRow> {
  const booking = await ownBooking(db, userId, bookingId);
  assertStillHeld(booking, now);
  if (booking.feePaise <= 0) throw new ConflictError(NO_FEE, { fee: [NO_FEE] });
  return booking;
}

/**
 * Keeps the provider order made for the booking's fee; when another request kept one first (a double press), that
 * one stands and is answered, so a booking never has two orders to pay.
 */
export async function keepFeeOrder(db: Database, bookingId: number, provider: PaymentProvider, providerOrderId: string): Promise<BookingRow> {
  const [kept] = await db
    .update(bookings)
    .set({ paymentProvider: provider, providerOrderId })
    .where(and(eq(bookings.id, bookingId), isNull(bookings.providerOrderId)))
    .returning();
  if (kept) return kept;
  const [first] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return first!;
}

export interface FeePayment {
  providerOrderId: string;
  providerPaymentId: string;
}

export type FeePaymentOutcome =
  | { outcome: 'unknown-booking' }
  | { outcome: 'already-paid' | 'another-payment'; booking: BookingRow }
  | { outcome: 'confirmed'; booking: BookingRow }
  /**
   * The payment is recorded, the booking cancelled: the caller refunds `booking.paidPaise` in full, recording `reason`
   * and telling the customer `why`.
   */
  | { outcome: 'refund'; booking: BookingRow; reason: string; why: FeeRefundWhy };

/** Applies a captured payment of a booking's provider order, once, inside the caller's transaction. */
export async function applyFeePayment(tx: Transaction, payment: FeePayment, now: Date, siteUrl: string): Promise<FeePaymentOutcome> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.providerOrderId, payment.providerOrderId)).for('update');
  if (!booking) return { outcome: 'unknown-booking' };
  if (booking.paymentId === payment.providerPaymentId) return { outcome: 'already-paid', booking };
  // The provider lets one order be paid once; a second payment of it is the provider's to reverse, and is logged.
  if (booking.paymentId !== null) return { outcome: 'another-payment', booking };
  await tx.update(bookings).set({ paymentId: payment.providerPaymentId, paidAt: now, paidPaise: booking.feePaise }).where(eq(bookings.id, booking.id));

  if (booking.status === 'held' && booking.holdExpiresAt!.getTime() > now.getTime()) {
    return { outcome: 'confirmed', booking: await confirmHeld(tx, booking.id, siteUrl) };
  }
  const ranOut = booking.status === 'held' || (booking.status === 'cancelled' && booking.cancelReason === HOLD_EXPIRED);
  if (ranOut && booking.startsAt.getTime() > now.getTime()) {
    // Whoever holds the slot now has the last word: the constraint refuses our booking if it is live.
    await releaseExpiredHolds(tx, now, { crewId: booking.crewId, startsAt: booking.startsAt, endsAt: booking.endsAt });
    try {
      return { outcome: 'confirmed', booking: await tx.transaction((savepoint) => confirmHeld(savepoint, booking.id, siteUrl)) };
    } catch (error) {
      if (!isExclusionViolation(error, NO_OVERLAP)) throw error;
    }
    return { outcome: 'refund', booking: await cancelPaid(tx, booking.id, SLOT_GONE), reason: SLOT_GONE, why: 'slot_gone' };
  }
  return { outcome: 'refund', booking: await cancelPaid(tx, booking.id, booking.status === 'cancelled' ? booking.cancelReason! : NOT_BOOKABLE), reason: NOT_BOOKABLE, why: 'not_bookable' };
}

async function cancelPaid(tx: Transaction, bookingId: number, reason: string): Promise<BookingRow> {
  const [cancelled] = await tx
    .update(bookings)
    .set({ status: 'cancelled', holdExpiresAt: null, cancelReason: reason, version: sql`${bookings.version} + 1` })
    .where(eq(bookings.id, bookingId))
    .returning();
  return cancelled!;
}

/** Whether a provider order is a booking's fee's (a webhook's failed payment of one changes nothing). */
export async function isFeeOrder(db: Database | Transaction, providerOrderId: string): Promise<boolean> {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.providerOrderId, providerOrderId));
  return row !== undefined;
}
