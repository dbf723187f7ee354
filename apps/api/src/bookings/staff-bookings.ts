/**
 * Bookings for staff: the week's, per crew; moving one to another crew (the exclusion constraint decides whether
 * that crew is free, as it does for a customer's hold); cancelling one with a reason the customer is mailed, and
 * its paid fee refunded in full.
 */
import type { Schema } from '@shop/contracts';
import { addDays } from '@shop/rules/bookingSlots';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { bookings, crews } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ConflictError, InvalidInputError, NotFoundError, problem } from '../errors';
import { notify } from '../notify';
import { BOOKING_NOT_FOUND, type CancelStep } from './customer';
import { withFirstFreeCrew } from './hold';
import { reshapeAdminBooking, termsOf, type BookingRow } from './reshape';
import { visitOf } from './visit';

export const NOT_LIVE = problem('booking_not_live', 'This booking is cancelled or done; it cannot be changed.');
const CREW_BUSY = problem('crew_busy', 'This crew is already booked at that time. Choose another crew, or move the other booking first.');

const withCrew = { booking: bookings, crewName: crews.name };

export async function weekOfBookings(db: Database, from: string, now: Date): Promise<Schema<'AdminBooking'>[]> {
  const start = new Date(`${from}T00:00:00+05:30`);
  const end = new Date(`${addDays(from, 7)}T00:00:00+05:30`);
  const rows = await db
    .select(withCrew)
    .from(bookings)
    .innerJoin(crews, eq(crews.id, bookings.crewId))
    .where(and(gte(bookings.startsAt, start), lt(bookings.startsAt, end)))
    .orderBy(asc(bookings.startsAt), asc(crews.name), asc(bookings.id));
  const terms = await termsOf(
    db,
    rows.map((row) => row.booking.id),
    now,
  );
  return rows.map((row) => reshapeAdminBooking({ ...row.booking, crewName: row.crewName }, now, terms(row.booking.id)));
}

/** One booking as staff see it. */
export async function adminBooking(tx: Database | Transaction, bookingId: number, now: Date): Promise<Schema<'AdminBooking'>> {
  const [row] = await tx.select(withCrew).from(bookings).innerJoin(crews, eq(crews.id, bookings.crewId)).where(eq(bookings.id, bookingId));
  if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
  const terms = await termsOf(tx, [bookingId], now);
  return reshapeAdminBooking({ ...row.booking, crewName: row.crewName }, now, terms(bookingId));
}

async function liveBookingForUpdate(tx: Transaction, bookingId: number, now: Date): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
  const live = row.status === 'confirmed' || (row.status === 'held' && row.holdExpiresAt!.getTime() > now.getTime());
  if (!live) throw new ConflictError(NOT_LIVE, { status: [NOT_LIVE] });
  return row;
}

export async function reassignBooking(db: Database, bookingId: number, crewId: number, actorId: number, now: Date): Promise<Schema<'AdminBooking'>> {
  return inTransaction(db, async (tx) => {
    const booking = await liveBookingForUpdate(tx, bookingId, now);
    const [crew] = await tx.select({ active: crews.active }).from(crews).where(eq(crews.id, crewId));
    if (!crew?.active) throw new InvalidInputError({ crew_id: [problem('crew_inactive', 'Choose an active crew.')] }, 'Choose an active crew.');
    const before = await adminBooking(tx, bookingId, now);
    const moved = await withFirstFreeCrew(tx, [crewId], now, booking, async (savepoint) => {
      const [row] = await savepoint
        .update(bookings)
        .set({ crewId, version: sql`${bookings.version} + 1` })
        .where(eq(bookings.id, bookingId))
        .returning();
      return row!;
    });
    if (!moved) throw new ConflictError(CREW_BUSY, { crew_id: [CREW_BUSY] });
    const after = await adminBooking(tx, bookingId, now);
    await recordAudit(tx, { actorId, action: 'booking.reassign', entityType: 'booking', entityId: bookingId, before, after });
    return after;
  });
}

/** Staff cancelling is the shop cancelling: a paid fee goes back in full (the flow's step), and the mail says so. */
export async function cancelBookingForStaff(
  db: Database,
  bookingId: number,
  reason: string,
  actorId: number,
  now: Date,
  siteUrl: string,
  onCancelled: CancelStep,
): Promise<Schema<'AdminBooking'>> {
  return inTransaction(db, async (tx) => {
    await liveBookingForUpdate(tx, bookingId, now);
    const before = await adminBooking(tx, bookingId, now);
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', holdExpiresAt: null, cancelReason: reason.trim(), version: sql`${bookings.version} + 1` })
      .where(eq(bookings.id, bookingId))
      .returning();
    const refundPaise = await onCancelled(tx, cancelled!, 'shop');
    const visit = visitOf(cancelled!);
    if (visit) await notify(tx, { name: 'booking_cancelled', booking: visit, refundPaise, siteUrl }, { email: visit.contactEmail, userId: visit.userId });
    const after = await adminBooking(tx, bookingId, now);
    await recordAudit(tx, { actorId, action: 'booking.cancel', entityType: 'booking', entityId: bookingId, before, after });
    return after;
  });
}
