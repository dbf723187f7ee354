/**
 * A customer's own bookings: the list, confirming a free survey's hold (a survey with a fee is confirmed by paying
 * it, fee-payment.ts) and cancelling before the visit. Another customer's booking does not exist as far as they
 * can tell (404). What a cancellation refunds is the flow's (flows/survey-fees): it passes the step that does it.
 */
import type { Schema } from '@shop/contracts';
import type { CancelledBy } from '@shop/rules/bookingTerms';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { bookingPhotos, bookings } from '../db/schema';
import { keysNoPhotoUses } from '../media';
import { inTransaction } from '../db/transaction';
import { ConflictError, NotFoundError, problem } from '../errors';
import { notify } from '../notify';
import { bookingView, bookingViews, reshapeBooking, termsOf, type BookingRow } from './reshape';
import { visitOf } from './visit';

export const BOOKING_NOT_FOUND = problem('booking_not_found', 'Booking not found.');
const HOLD_RAN_OUT = problem('slot_hold_expired', 'This slot was held for you but the time to confirm it has run out. Choose a time again.');
const NOT_HELD = problem('booking_not_held', 'This booking is no longer waiting for confirmation.');
const ERASED = "The customer's account was erased.";
const NOT_CANCELLABLE = problem('booking_not_cancellable', 'This booking can no longer be cancelled.');
const PAY_TO_CONFIRM = problem('survey_fee_unpaid', 'This survey has a fee: pay it to confirm the booking.');

/**
 * What happens to a paid fee when a booking is cancelled, in the cancellation's transaction: the flow's refund by
 * the owner's rule. Answers the paise refunded, which the customer is told.
 */
export type CancelStep = (tx: Transaction, cancelled: BookingRow, by: CancelledBy) => Promise<number>;

export async function listOwnBookings(db: Database, userId: number, now: Date): Promise<Schema<'Booking'>[]> {
  const rows = await db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.startsAt), desc(bookings.id));
  return bookingViews(db, rows, now);
}

async function ownBookingForUpdate(tx: Transaction, userId: number, bookingId: number): Promise<BookingRow> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .for('update');
  if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
  return row;
}

/** Refuses a booking that is not held any more, or whose hold ran out. */
export function assertStillHeld(booking: BookingRow, now: Date): void {
  if (booking.status !== 'held') throw new ConflictError(NOT_HELD, { status: [NOT_HELD] });
  if (booking.holdExpiresAt!.getTime() <= now.getTime()) throw new ConflictError(HOLD_RAN_OUT, { status: [HOLD_RAN_OUT] });
}

export async function confirmOwnBooking(db: Database, userId: number, bookingId: number, now: Date, siteUrl: string): Promise<Schema<'Booking'>> {
  const row = await inTransaction(db, async (tx) => {
    const booking = await ownBookingForUpdate(tx, userId, bookingId);
    assertStillHeld(booking, now);
    if (booking.feePaise > 0) throw new ConflictError(PAY_TO_CONFIRM, { payment: [PAY_TO_CONFIRM] });
    return confirmHeld(tx, booking.id, siteUrl);
  });
  return bookingView(db, row, now);
}

/** Confirms a held booking and mails its contact; the caller has locked it. */
export async function confirmHeld(tx: Transaction, bookingId: number, siteUrl: string): Promise<BookingRow> {
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: 'confirmed', holdExpiresAt: null, cancelReason: null, version: sql`${bookings.version} + 1` })
    .where(eq(bookings.id, bookingId))
    .returning();
  const visit = visitOf(confirmed!);
  if (visit) await notify(tx, { name: 'booking_confirmed', booking: visit, siteUrl }, { email: visit.contactEmail, userId: visit.userId });
  return confirmed!;
}

export async function cancelOwnBooking(db: Database, userId: number, bookingId: number, now: Date, siteUrl: string, onCancelled: CancelStep): Promise<Schema<'Booking'>> {
  const row = await inTransaction(db, async (tx) => {
    const booking = await ownBookingForUpdate(tx, userId, bookingId);
    const live = booking.status === 'confirmed' || (booking.status === 'held' && booking.holdExpiresAt!.getTime() > now.getTime());
    if (!live || booking.startsAt.getTime() <= now.getTime()) throw new ConflictError(NOT_CANCELLABLE, { status: [NOT_CANCELLABLE] });
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', holdExpiresAt: null, cancelReason: 'Cancelled by the customer.', version: sql`${bookings.version} + 1` })
      .where(eq(bookings.id, bookingId))
      .returning();
    const refundPaise = await onCancelled(tx, cancelled!, 'customer');
    const visit = visitOf(cancelled!);
    if (visit && refundPaise > 0) await notify(tx, { name: 'booking_fee_refunded', booking: visit, refundPaise, why: 'cancelled_in_time', siteUrl }, { email: visit.contactEmail, userId: visit.userId });
    return cancelled!;
  });
  return bookingView(db, row, now);
}

/**
 * A customer's erasure deletes their unpaid bookings whole (contact, site and words), an installation's
 * completion notes and photos with it (answered: the storage keys no photo left uses, for the caller to delete). A paid survey's row stays
 * with what the accounts must keep of the fee (amount, date, payment id, and any refund) and its time, PIN code
 * and status, its contact, address and note wiped; a visit still to come is cancelled with it, as the account that
 * booked it is gone. The fee's tax invoice and credit notes stay whole, with the buyer they name (decision 060):
 * GST law keeps them, as it keeps an order's. Only paid rows are left, and a paid row is confirmed, cancelled or done (never held).
 */
export async function eraseBookings(tx: Transaction, userId: number, now: Date): Promise<string[]> {
  const upcoming = sql`${bookings.status} = 'confirmed' and ${bookings.startsAt} > ${now.toISOString()}::timestamptz`;
  const theirs = tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId));
  // Every photo of their jobs goes, a paid survey's too: its row stays for the accounts, pictures of their home do not.
  const photos = await tx.delete(bookingPhotos).where(inArray(bookingPhotos.bookingId, theirs)).returning({ variants: bookingPhotos.variants });
  await tx.delete(bookings).where(and(eq(bookings.userId, userId), sql`${bookings.paymentId} is null`));
  await tx
    .update(bookings)
    .set({
      status: sql`case when ${upcoming} then 'cancelled' else ${bookings.status} end`,
      cancelReason: sql`case when ${upcoming} then ${ERASED} else ${bookings.cancelReason} end`,
      holdExpiresAt: null,
      userId: null,
      contactName: null,
      contactPhone: null,
      contactEmail: null,
      address: null,
      note: null,
      buyerGstin: null,
      buyerBusinessName: null,
      completionNotes: sql`case when ${bookings.completedAt} is null then null else 'Erased with the customer''s account.' end`,
    })
    .where(eq(bookings.userId, userId));
  return keysNoPhotoUses(
    tx,
    photos.flatMap((photo) => photo.variants.map((variant) => variant.key)),
  );
}

/** The customer's bookings for their data export: what they booked, where, and what they paid and got back. */
export async function bookingsForExport(tx: Transaction, userId: number, now: Date): Promise<NonNullable<Schema<'CustomerDataExport'>['bookings']>> {
  const rows = await tx.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.startsAt), desc(bookings.id));
  const terms = await termsOf(
    tx,
    rows.map((row) => row.id),
    now,
  );
  const photoCount = new Map<number, number>();
  if (rows.length > 0) {
    const counted = await tx
      .select({ bookingId: bookingPhotos.bookingId, photos: count() })
      .from(bookingPhotos)
      .where(
        inArray(
          bookingPhotos.bookingId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(bookingPhotos.bookingId);
    for (const row of counted) photoCount.set(row.bookingId, row.photos);
  }
  return rows.map((row) => {
    const { refund, invoiceNumber } = terms(row.id);
    const view = reshapeBooking(row, now);
    return {
      id: row.id,
      kind: row.kind,
      starts_at: view.starts_at,
      ends_at: view.ends_at,
      pincode: row.pincode,
      address: view.address,
      contact_name: view.contact_name,
      contact_phone: view.contact_phone,
      contact_email: view.contact_email,
      status: view.status,
      fee_paise: row.feePaise,
      paid_paise: row.paidPaise,
      paid_at: view.paid_at ?? null,
      refunded_paise: refund && refund.status !== 'failed' ? refund.amountPaise : 0,
      invoice_number: invoiceNumber,
      order_id: row.orderId,
      completed_at: row.completedAt?.toISOString() ?? null,
      completion_notes: row.completionNotes,
      photo_count: photoCount.get(row.id) ?? 0,
      outcome: row.customerOutcome,
      answered_at: row.answeredAt?.toISOString() ?? null,
    };
  });
}
