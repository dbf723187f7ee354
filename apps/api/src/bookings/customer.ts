/**
 * A customer's own bookings: the list, confirming a hold (the survey's fee is paid on the day; online payment
 * plugs in here next) and cancelling before the visit. Another customer's booking does not exist as far as they
 * can tell (404).
 */
import type { Schema } from '@shop/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { bookings } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ConflictError, NotFoundError } from '../errors';
import { notify } from '../notify';
import { reshapeBooking, type BookingRow } from './reshape';

export const BOOKING_NOT_FOUND = 'Booking not found.';
const HOLD_RAN_OUT = 'This slot was held for you but the time to confirm it has run out. Choose a time again.';
const NOT_HELD = 'This booking is no longer waiting for confirmation.';
const NOT_CANCELLABLE = 'This booking can no longer be cancelled.';

export async function listOwnBookings(db: Database, userId: number, now: Date): Promise<Schema<'Booking'>[]> {
  const rows = await db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(desc(bookings.startsAt), desc(bookings.id));
  return rows.map((row) => reshapeBooking(row, now));
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

export async function confirmOwnBooking(db: Database, userId: number, bookingId: number, now: Date, siteUrl: string): Promise<Schema<'Booking'>> {
  const row = await inTransaction(db, async (tx) => {
    const booking = await ownBookingForUpdate(tx, userId, bookingId);
    if (booking.status !== 'held') throw new ConflictError(NOT_HELD, { status: [NOT_HELD] });
    if (booking.holdExpiresAt!.getTime() <= now.getTime()) throw new ConflictError(HOLD_RAN_OUT, { status: [HOLD_RAN_OUT] });
    const [confirmed] = await tx
      .update(bookings)
      .set({ status: 'confirmed', holdExpiresAt: null, version: sql`${bookings.version} + 1` })
      .where(eq(bookings.id, bookingId))
      .returning();
    await notify(tx, { name: 'booking_confirmed', booking: confirmed!, siteUrl }, { email: confirmed!.contactEmail });
    return confirmed!;
  });
  return reshapeBooking(row, now);
}

export async function cancelOwnBooking(db: Database, userId: number, bookingId: number, now: Date): Promise<Schema<'Booking'>> {
  const row = await inTransaction(db, async (tx) => {
    const booking = await ownBookingForUpdate(tx, userId, bookingId);
    const live = booking.status === 'confirmed' || (booking.status === 'held' && booking.holdExpiresAt!.getTime() > now.getTime());
    if (!live || booking.startsAt.getTime() <= now.getTime()) throw new ConflictError(NOT_CANCELLABLE, { status: [NOT_CANCELLABLE] });
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', holdExpiresAt: null, cancelReason: 'Cancelled by the customer.', version: sql`${bookings.version} + 1` })
      .where(eq(bookings.id, bookingId))
      .returning();
    return cancelled!;
  });
  return reshapeBooking(row, now);
}


/**
 * A customer's erasure deletes their bookings whole: a survey's row is their contact, site and words, and nothing
 * the accounts or the law keep (the fee is paid on the day, outside the shop's books); a visit still to come is
 * cancelled with it, as the account that booked it is gone.
 */
export async function eraseBookings(tx: Transaction, userId: number): Promise<void> {
  await tx.delete(bookings).where(eq(bookings.userId, userId));
}
