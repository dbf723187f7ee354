/**
 * The crews' calendars as the slot rule (@shop/rules' bookingSlots) reads them: the active crews serving a PIN
 * code, with their working hours, days off and the time their live bookings take. A hold past its expiry takes
 * no time here, whether or not the sweep has released it yet; nor does a booking being moved, `ignoring` (its
 * present time is not in its own way).
 */
import type { CrewCalendar, Weekday } from '@shop/rules/bookingSlots';
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { bookings, crewDaysOff, crewHours, crews } from '../db/schema';

/** A crew serves a PIN code it names, or the 3-digit prefix the code starts with (decision 054). */
const servingPincode = (pincode: string) => sql`(${pincode} = any(${crews.pincodes}) or ${pincode.slice(0, 3)} = any(${crews.pincodes}))`;

/** A booking that holds its crew's time at `now`: confirmed, or held and not yet expired. */
const takesTime = (now: Date) => or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)));

export async function crewCalendars(db: Database | Transaction, pincode: string, range: { from: Date; to: Date }, now: Date, ignoring?: number): Promise<CrewCalendar[]> {
  const serving = await db.select({ id: crews.id }).from(crews).where(and(eq(crews.active, true), servingPincode(pincode))).orderBy(asc(crews.id));
  return calendarsOf(db, serving.map((crew) => crew.id), range, now, ignoring);
}

/** Whether an active crew serves the PIN code: what any service is offered by. */
export async function servesPincode(db: Database | Transaction, pincode: string): Promise<boolean> {
  const [crew] = await db.select({ id: crews.id }).from(crews).where(and(eq(crews.active, true), servingPincode(pincode))).limit(1);
  return crew !== undefined;
}

/** The calendars of the crews named, in that order. */
async function calendarsOf(db: Database | Transaction, crewIds: number[], range: { from: Date; to: Date }, now: Date, ignoring?: number): Promise<CrewCalendar[]> {
  if (crewIds.length === 0) return [];
  const fromDay = new Date(range.from.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const toDay = new Date(range.to.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [hours, daysOff, busy] = await Promise.all([
    db.select({ crewId: crewHours.crewId, weekday: crewHours.weekday, start: crewHours.startTime, end: crewHours.endTime }).from(crewHours).where(inArray(crewHours.crewId, crewIds)),
    db
      .select({ crewId: crewDaysOff.crewId, day: crewDaysOff.day })
      .from(crewDaysOff)
      .where(and(inArray(crewDaysOff.crewId, crewIds), gte(crewDaysOff.day, fromDay), lte(crewDaysOff.day, toDay))),
    db
      .select({ crewId: bookings.crewId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
      .from(bookings)
      .where(and(inArray(bookings.crewId, crewIds), takesTime(now), lt(bookings.startsAt, range.to), gt(bookings.endsAt, range.from), ignoring === undefined ? undefined : ne(bookings.id, ignoring))),
  ]);
  return crewIds.map((crewId) => ({
    crewId,
    hours: hours.filter((row) => row.crewId === crewId).map((row) => ({ weekday: row.weekday as Weekday, start: row.start.slice(0, 5), end: row.end.slice(0, 5) })),
    daysOff: daysOff.filter((row) => row.crewId === crewId).map((row) => row.day),
    busy: busy.filter((row) => row.crewId === crewId),
  }));
}
