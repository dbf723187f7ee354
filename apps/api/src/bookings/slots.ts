/** Free starts: a job's at a PIN code by the slot rule, the days a question asks for, and a site survey's as getBookingSlots answers them. */
import type { Schema } from '@shop/contracts';
import { addDays, bookingWindow, freeSlots, type SlotDay } from '@shop/rules/bookingSlots';
import { paiseToRupees } from '@shop/rules/money';
import { normalisePincode } from '@shop/rules/patterns';
import type { Database, Transaction } from '../db/database';
import { InvalidInputError, problem } from '../errors';
import { crewCalendars } from './calendar';
import { bookingSettings } from './settings';

export const NO_CREW_HERE = problem('no_crew_here', 'Our fitters do not visit this PIN code yet. Call us and we will see what we can do.');

/** The instants a range of India's days covers, with a day's margin either side for the slot rule to clamp. */
function daysRange(from: string, to: string): { from: Date; to: Date } {
  return { from: new Date(`${from}T00:00:00+05:30`), to: new Date(`${addDays(to, 1)}T00:00:00+05:30`) };
}

/**
 * The free starts of a job of `lengthMinutes` at the PIN code, on the days asked (clamped to the window), the time of
 * the booking being moved (`ignoring`) left free; a PIN code no active crew serves is refused.
 */
export async function freeSlotsAt(
  db: Database | Transaction,
  pincode: string,
  lengthMinutes: number,
  now: Date,
  days: { from?: string; to?: string } = {},
  ignoring?: number,
): Promise<SlotDay[]> {
  const window = bookingWindow(now);
  const from = days.from !== undefined && days.from > window.first ? days.from : window.first;
  const to = days.to !== undefined && days.to < window.last ? days.to : window.last;
  const crews = await crewCalendars(db, pincode, daysRange(from, to < from ? from : to), now, ignoring);
  if (crews.length === 0) throw new InvalidInputError({ pincode: [NO_CREW_HERE] }, NO_CREW_HERE);
  return freeSlots(crews, { now, lengthMinutes, from, to });
}

/** The days a question about free starts asks for, `to` refused when before `from`; a day left out is left out. */
export function daysAsked(query: { from?: string | undefined; to?: string | undefined }): { from?: string; to?: string } {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    throw new InvalidInputError({ to: [problem('date_range_backwards', 'Choose a last day on or after the first.')] }, 'The days asked for are the wrong way round.');
  }
  return { ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) };
}

/** Free starts as the contract's days show them. */
export function slotDays(days: SlotDay[]): Schema<'SlotDays'> {
  return days.map((day) => ({ date: day.date, starts_at: day.startsAt.map((start) => start.toISOString()) }));
}

export async function surveySlots(db: Database, query: { pincode: string; from?: string | undefined; to?: string | undefined }, now: Date): Promise<Schema<'BookingSlots'>> {
  const pincode = normalisePincode(query.pincode)!;
  const days = daysAsked(query);
  const settings = await bookingSettings(db);
  const free = await freeSlotsAt(db, pincode, settings.surveyMinutes, now, days);
  return { pincode, kind: 'survey', duration_minutes: settings.surveyMinutes, fee: paiseToRupees(settings.surveyFeePaise), days: slotDays(free) };
}
