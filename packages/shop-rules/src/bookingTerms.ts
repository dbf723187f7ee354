/**
 * A booked visit's terms over time: how much of a paid survey fee goes back when the booking is cancelled (the
 * owner's rule), when the day-before reminder is due, and how long a paid fee comes off the order that follows. The API applies them; the storefront shows what the API
 * answers and uses the same rule only to warn before a late cancellation.
 */

const HOUR_MS = 60 * 60 * 1000;
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The owner's default: a customer cancelling a day or more before the visit gets the fee back. */
export const DEFAULT_FREE_CANCEL_HOURS = 24;
/** The owner's default: a paid survey's fee comes off an order placed up to 90 days after the visit. */
export const DEFAULT_SURVEY_CREDIT_DAYS = 90;
/** The reminder goes out from this hour (India) of the day before the visit. */
export const REMINDER_HOUR_IN_INDIA = 10;

/** Who cancels: the customer themself, or the shop (staff cancelling, or a move the customer refused). */
export type CancelledBy = 'customer' | 'shop';

export interface CancellationTerms {
  /** What was paid, in paise (0 for an unpaid booking). */
  paidPaise: number;
  startsAt: Date;
  cancelledAt: Date;
  cancelledBy: CancelledBy;
  /** A customer cancelling at least this many hours before the start gets the fee back in full. */
  freeCancelHours: number;
}

/** Paise to refund: all of it when the shop cancels or the customer does early enough; nothing when late. */
export function cancellationRefundPaise(terms: CancellationTerms): number {
  if (terms.paidPaise <= 0) return 0;
  if (terms.cancelledBy === 'shop') return terms.paidPaise;
  return terms.cancelledAt.getTime() <= freeCancelUntil(terms.startsAt, terms.freeCancelHours).getTime() ? terms.paidPaise : 0;
}

/** The last moment a customer may cancel with the fee refunded. */
export function freeCancelUntil(startsAt: Date, freeCancelHours: number): Date {
  return new Date(startsAt.getTime() - freeCancelHours * HOUR_MS);
}

/** When the reminder of a visit is due: REMINDER_HOUR_IN_INDIA on the day before it, by India's calendar. */
export function reminderDueAt(startsAt: Date): Date {
  return new Date(indiaMidnight(startsAt) - DAY_MS + REMINDER_HOUR_IN_INDIA * HOUR_MS);
}

/**
 * The first instant a paid survey's fee no longer comes off an order: the end, in India, of the `creditDays`-th
 * day after the visit's day (a visit on 1 March with 90 days: orders until 30 May, 23:59 India).
 */
export function surveyCreditEndsAt(startsAt: Date, creditDays: number): Date {
  return new Date(indiaMidnight(startsAt) + (creditDays + 1) * DAY_MS);
}

/**
 * Whether a paid survey's fee comes off an order placed at `at`: from the visit's start (before it the customer
 * may still cancel the survey and have the fee back) to the end of the owner's days after it; never with 0 days.
 */
export function surveyCreditOpen(startsAt: Date, creditDays: number, at: Date): boolean {
  return creditDays > 0 && at.getTime() >= startsAt.getTime() && at.getTime() < surveyCreditEndsAt(startsAt, creditDays).getTime();
}

/** Midnight in India starting the day of an instant, in epoch milliseconds. */
function indiaMidnight(instant: Date): number {
  return Math.floor((instant.getTime() + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
}
