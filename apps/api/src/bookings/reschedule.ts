/**
 * Staff moving a booking to another time (decision 071). The free starts it may move to are a job of its own length
 * at its PIN code, by the slot rule customers book by, its own present time not in its way. The move keeps the
 * job's length, payment and fee; it keeps the crew when that crew is free then, else takes the first free crew
 * serving the PIN code, and the exclusion constraint decides a race as it does for a customer's hold. The customer
 * is told through notify, and the move is audited with its reason. Only a confirmed booking moves: a held one is its
 * customer's choice in the making (minutes long, perhaps with a payment under way for that very time).
 */
import type { Schema } from '@shop/contracts';
import { crewsFreeAt, startProblem, type SlotDay } from '@shop/rules/bookingSlots';
import { freeCancelUntil } from '@shop/rules/bookingTerms';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { bookings } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ConflictError, InvalidInputError, NotFoundError, problem } from '../errors';
import { notify, type MovedVisitRefund } from '../notify';
import { requiredStaffText } from '../validation';
import { crewCalendars, servesPincode } from './calendar';
import { BOOKING_NOT_FOUND } from './customer';
import { startRefusal, withFirstFreeCrew } from './hold';
import type { BookingRow } from './reshape';
import { bookingSettings } from './settings';
import { daysAsked, freeSlotsAt, NO_CREW_HERE, slotDays } from './slots';
import { adminBooking, NOT_LIVE } from './staff-bookings';
import { surveyCreditInUse } from './survey-credit';
import { visitOf } from './visit';

const STILL_HELD = problem('booking_not_confirmed', 'This booking still waits for its customer to confirm it. Move it once it is confirmed, or cancel it.');
const UNCHANGED = problem('booking_time_unchanged', 'The booking starts at this time already. Choose another time.');
const NO_CREW_FREE = problem('slot_taken', 'No crew serving this PIN code is free for the whole job then (it may just have been booked). Choose another time.');
const BLANK_REASON = 'Say why the booking moves, in words the customer will read.';
const MINUTE_MS = 60 * 1000;

/** Only a confirmed booking moves; a held one is refused by its own words, one cancelled, done or whose hold ran out as not live. */
function assertMovable(row: BookingRow, now: Date): void {
  if (row.status === 'confirmed') return;
  if (row.status === 'held' && row.holdExpiresAt!.getTime() > now.getTime()) throw new ConflictError(STILL_HELD, { status: [STILL_HELD] });
  throw new ConflictError(NOT_LIVE, { status: [NOT_LIVE] });
}

const lengthOf = (row: BookingRow) => (row.endsAt.getTime() - row.startsAt.getTime()) / MINUTE_MS;

/** The days' free starts less the booking's present one: moving there is no move. */
function withoutStart(days: SlotDay[], present: Date): SlotDay[] {
  return days
    .map((day) => ({ ...day, startsAt: day.startsAt.filter((start) => start.getTime() !== present.getTime()) }))
    .filter((day) => day.startsAt.length > 0);
}

export async function rescheduleSlots(db: Database, bookingId: number, query: { from?: string | undefined; to?: string | undefined }, now: Date): Promise<Schema<'RescheduleSlots'>> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
  assertMovable(row, now);
  const days = daysAsked(query);
  const minutes = lengthOf(row);
  // A PIN code no crew serves any more has no free start, which is the answer rather than a refusal.
  const free = (await servesPincode(db, row.pincode)) ? await freeSlotsAt(db, row.pincode, minutes, now, days, row.id) : [];
  return { booking_id: row.id, pincode: row.pincode, duration_minutes: minutes, days: slotDays(withoutStart(free, row.startsAt)) };
}

export async function rescheduleBooking(db: Database, bookingId: number, input: Schema<'BookingReschedule'>, actorId: number, now: Date, siteUrl: string): Promise<Schema<'AdminBooking'>> {
  const reason = requiredStaffText(input.reason, 'reason', BLANK_REASON);
  const startsAt = new Date(input.starts_at);
  return inTransaction(db, async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
    assertMovable(booking, now);
    if (startsAt.getTime() === booking.startsAt.getTime()) throw new InvalidInputError({ starts_at: [UNCHANGED] }, UNCHANGED);
    const minutes = lengthOf(booking);
    const endsAt = new Date(startsAt.getTime() + minutes * MINUTE_MS);
    const crews = await crewCalendars(tx, booking.pincode, { from: startsAt, to: endsAt }, now, booking.id);
    if (crews.length === 0) throw new InvalidInputError({ starts_at: [NO_CREW_HERE] }, NO_CREW_HERE);
    const refused = startProblem(crews, startsAt, minutes, now);
    if (refused) throw startRefusal(refused);
    // Its own crew first: the customer may know them, and the other crew's day stays as it was.
    const free = crewsFreeAt(crews, startsAt, minutes, now).sort((a, b) => Number(b === booking.crewId) - Number(a === booking.crewId));
    const before = await adminBooking(tx, bookingId, now);
    const moved = await withFirstFreeCrew(tx, free, now, { startsAt, endsAt }, async (savepoint, crewId) => {
      const [row] = await savepoint
        .update(bookings)
        .set({ crewId, startsAt, endsAt, version: sql`${bookings.version} + 1` })
        .where(eq(bookings.id, bookingId))
        .returning();
      return row!;
    });
    if (!moved) throw new ConflictError(NO_CREW_FREE, { starts_at: [NO_CREW_FREE] });
    const visit = visitOf(moved);
    if (visit) {
      const refund = await refundOnCancelling(tx, moved, now);
      await notify(tx, { name: 'booking_moved', booking: visit, previousStart: booking.startsAt, reason, refund, occurrence: moved.version, siteUrl }, { email: visit.contactEmail, userId: visit.userId });
    }
    const after = await adminBooking(tx, bookingId, now);
    await recordAudit(tx, { actorId, action: 'booking.reschedule', entityType: 'booking', entityId: bookingId, before, after: { ...after, reason } });
    return after;
  });
}

/**
 * What the customer would get back by cancelling the moved visit, by the owner's rule for a customer's cancellation
 * (unchanged by the move): nothing to refund when no fee was paid or an order took it; else the fee in full until the
 * owner's hours before the new start, or no longer when the new start is closer than that.
 */
async function refundOnCancelling(tx: Transaction, moved: BookingRow, now: Date): Promise<MovedVisitRefund | null> {
  if (moved.paidPaise === null || moved.paidPaise === 0 || (await surveyCreditInUse(tx, moved.id))) return null;
  const until = freeCancelUntil(moved.startsAt, (await bookingSettings(tx)).freeCancelHours);
  return { paise: moved.paidPaise, until: until.getTime() > now.getTime() ? until : null };
}
