/**
 * Holding a slot: a signed-in customer's site survey at a start the slot rule offers, for a business (its GSTIN
 * and name, for a B2B invoice of the fee) or not. The crew is picked among
 * the active crews serving the PIN code that are free for the whole survey; the database has the last word
 * (`bookings_no_overlap`): of two customers racing for one crew's time, on any number of API instances, one
 * insert waits for the other's commit and is refused, and the next free crew is tried, or the customer is told
 * the next free start. Expired holds in the way are cancelled first in the same transaction, since the
 * constraint cannot read the clock; a refusal rolls that back too, so a 409 writes nothing.
 */
import type { Schema } from '@shop/contracts';
import { bookingWindow, crewsFreeAt, startProblem, type StartProblem } from '@shop/rules/bookingSlots';
import { checkBusinessBuyer } from '@shop/rules';
import { normaliseIndianMobile, normalisePincode } from '@shop/rules/patterns';
import { and, eq, gt, lt, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { bookings } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ConflictError, InvalidInputError, problem, type Problem } from '../errors';
import { isExclusionViolation } from '../kernel';
import { sharedRuleProblems } from '../validation';
import { crewCalendars } from './calendar';
import { bookingView, HOLD_EXPIRED, type BookingRow } from './reshape';
import { bookingSettings } from './settings';
import { freeSlotsAt, NO_CREW_HERE } from './slots';

export const NO_OVERLAP = 'bookings_no_overlap';
const MINUTE_MS = 60 * 1000;

const START_PROBLEMS: Record<StartProblem, Problem> = {
  past: problem('slot_in_past', 'This time has passed. Choose a later one.'),
  outside_window: problem('slot_outside_window', 'Choose a day from tomorrow to 30 days ahead.'),
  off_grid: problem('slot_off_grid', 'Choose a start on the hour or the half hour.'),
  outside_hours: problem('slot_outside_hours', 'Our fitters do not work at this time. Choose one of the times offered.'),
};

/** Why no crew could ever take a start (the slot rule's answer), as a refusal naming `starts_at`. */
export function startRefusal(why: StartProblem): InvalidInputError {
  return new InvalidInputError({ starts_at: [START_PROBLEMS[why]] }, START_PROBLEMS[why]);
}

const TAKEN = problem('slot_taken', 'Someone has just booked this time. Choose another.');

export async function holdSurvey(db: Database, userId: number, input: Schema<'BookingInput'>, now: Date): Promise<Schema<'Booking'>> {
  const business = businessOf(input);
  const pincode = normalisePincode(input.pincode)!;
  const settings = await bookingSettings(db);
  const row = await inTransaction(db, (tx) =>
    placeBooking(tx, { pincode, startsAt: new Date(input.starts_at), lengthMinutes: settings.surveyMinutes }, now, {
      kind: 'survey',
      status: 'held',
      holdExpiresAt: new Date(now.getTime() + settings.holdMinutes * MINUTE_MS),
      userId,
      contactName: input.contact_name.trim(),
      contactPhone: normaliseIndianMobile(input.contact_phone)!,
      contactEmail: input.contact_email.trim(),
      address: input.address.trim(),
      note: input.note?.trim() || null,
      feePaise: settings.surveyFeePaise,
      buyerGstin: business?.gstin ?? null,
      buyerBusinessName: business?.name ?? null,
    }),
  );
  return bookingView(db, row, now);
}

/**
 * The business a survey is booked for, checked as the checkout checks a business buyer (@shop/rules'
 * checkBusinessBuyer, which the form shows too) before anything is held: none when both fields are blank or left out.
 */
function businessOf(input: Schema<'BookingInput'>) {
  const checked = checkBusinessBuyer({ gstin: input.gstin, businessName: input.business_name });
  if (!checked.ok) throw new InvalidInputError(sharedRuleProblems(checked.errors), 'Check the GSTIN and business name.');
  return checked.business;
}

export interface Slot {
  pincode: string;
  startsAt: Date;
  lengthMinutes: number;
}

/**
 * Checks a chosen start by the slot rule and books it with the first active crew serving the PIN code that is free
 * for the whole job (the exclusion constraint decides a race); none left is 409 naming `starts_at` with the next
 * free start. In the caller's transaction, which a refusal rolls back whole.
 */
export async function placeBooking(tx: Transaction, slot: Slot, now: Date, values: Omit<typeof bookings.$inferInsert, 'crewId' | 'startsAt' | 'endsAt' | 'pincode'>): Promise<BookingRow> {
  const { pincode, startsAt, lengthMinutes } = slot;
  const endsAt = new Date(startsAt.getTime() + lengthMinutes * MINUTE_MS);
  const crews = await crewCalendars(tx, pincode, { from: startsAt, to: endsAt }, now);
  if (crews.length === 0) throw new InvalidInputError({ pincode: [NO_CREW_HERE] }, NO_CREW_HERE);
  const refused = startProblem(crews, startsAt, lengthMinutes, now);
  if (refused) throw startRefusal(refused);
  const placed = await withFirstFreeCrew(tx, crewsFreeAt(crews, startsAt, lengthMinutes, now), now, { startsAt, endsAt }, async (savepoint, crewId) => {
    const [row] = await savepoint
      .insert(bookings)
      .values({ ...values, crewId, startsAt, endsAt, pincode })
      .returning();
    return row!;
  });
  if (placed) return placed;
  const next = await nextFreeStart(tx, pincode, lengthMinutes, startsAt, now);
  throw new ConflictError(TAKEN, { starts_at: [TAKEN] }, { next_starts_at: next?.toISOString() ?? null });
}

/**
 * Writes a booking's time with the first of `crewIds` the database lets have it, each try in a savepoint: expired
 * holds in the way are released first (the constraint cannot read the clock), and a crew whose time another live
 * booking took meanwhile (NO_OVERLAP: on PostgreSQL the write waits for the other's commit, then is refused) gives
 * way to the next. Answers the written row, or null when every crew was taken.
 */
export async function withFirstFreeCrew(
  tx: Transaction,
  crewIds: readonly number[],
  now: Date,
  time: { startsAt: Date; endsAt: Date },
  write: (savepoint: Transaction, crewId: number) => Promise<BookingRow>,
): Promise<BookingRow | null> {
  for (const crewId of crewIds) {
    await releaseExpiredHolds(tx, now, { crewId, ...time });
    try {
      return await tx.transaction((savepoint) => write(savepoint, crewId));
    } catch (error) {
      if (!isExclusionViolation(error, NO_OVERLAP)) throw error;
    }
  }
  return null;
}

/** The first free start after `after` in the booking window, read after the race was lost (so counting the winner). */
async function nextFreeStart(tx: Transaction, pincode: string, lengthMinutes: number, after: Date, now: Date): Promise<Date | null> {
  const days = await freeSlotsAt(tx, pincode, lengthMinutes, now, { from: bookingWindow(now).first });
  for (const day of days) for (const start of day.startsAt) if (start.getTime() > after.getTime()) return start;
  return null;
}

/**
 * Cancels the holds that ran out (all of them, or one crew's in a time range): they block nobody any more, and
 * the exclusion constraint must not see them as live. Answers how many.
 */
export async function releaseExpiredHolds(db: Database | Transaction, now: Date, within?: { crewId: number; startsAt: Date; endsAt: Date }): Promise<number> {
  const expired = and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now));
  const where = within ? and(expired, eq(bookings.crewId, within.crewId), lt(bookings.startsAt, within.endsAt), gt(bookings.endsAt, within.startsAt)) : expired;
  const released = await db.update(bookings).set({ status: 'cancelled', holdExpiresAt: null, cancelReason: HOLD_EXPIRED }).where(where).returning({ id: bookings.id });
  return released.length;
}
