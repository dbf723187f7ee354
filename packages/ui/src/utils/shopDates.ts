/**
 * Dates as the shop writes them: a calendar day ("Thu, 28 Nov") and an instant on India's clock ("Thu, 27 Nov,
 * 6:30 pm"). The shop, its couriers and its deadlines keep India's time, so a shopper abroad or a test machine in
 * another zone reads the same day and hour.
 */

import { weekdayDayMonth } from '@shop/rules/indiaTime';
import { SHOP_LANGUAGE } from '@shop/rules/locale';
import { SHOP_LOCALE } from '@shop/rules/money';

const SHOP_TIME_ZONE = 'Asia/Kolkata';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day without a time: "2025-11-28" (the courier's delivery date, a pickup date) is that day wherever
 * it is read; a Date is taken as the day it is in India. Null when the value is not a date.
 */
export function formatDay(value: Date | string, options: Intl.DateTimeFormatOptions): string | null {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const utcDay = isoDay(value);
    return utcDay ? new Intl.DateTimeFormat(SHOP_LOCALE, { ...options, timeZone: 'UTC' }).format(utcDay) : null;
  }
  return formatInstant(value, options);
}

/** "2025-11-28" as midnight UTC of that day; null for a day no calendar has ("2025-02-30"). */
function isoDay(value: string): Date | null {
  const [, year, month, day] = DATE_ONLY.exec(value)!.map(Number);
  const utcDay = new Date(Date.UTC(year!, month! - 1, day));
  return utcDay.getUTCMonth() === month! - 1 && utcDay.getUTCDate() === day ? utcDay : null;
}

/** An instant (a Date, or ISO 8601 with a time) on India's clock, or in `timeZone`. Null when it is not a date. */
export function formatInstant(
  value: Date | string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string = SHOP_TIME_ZONE,
): string | null {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(SHOP_LOCALE, { ...options, timeZone }).format(date) : null;
}

/** The instant as a Date, for `<time dateTime>`; null when it is not a date. */
export function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `<time dateTime>` of a day: the ISO day itself, or the day in India of a Date. */
export function dayAttribute(value: Date | string): string | undefined {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return isoDay(value) ? value : undefined;
  const date = toDate(value);
  if (!date) return undefined;
  // en-CA writes the ISO order, yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * "Thu, 28 Nov" ("गुरु, 28 नव॰" in the Hindi build): a delivery promise, a pickup day, a return's steps. Written
 * from the rules' tables, as the checkout writes its delivery date, not through `Intl`: the pincode box writes it
 * as it answers a tap, and a page's first `Intl` date format loads the browser's calendar data (15–50 ms of a fast
 * machine's main thread) inside that answer. A day as written ("2025-11-28") is that day, a Date or a timestamp
 * the day in India. Null when the value is not a date.
 */
export function formatWeekdayDay(value: Date | string): string | null {
  return weekdayDayMonth(value, SHOP_LANGUAGE) || null;
}

/** "26 Nov 2025": when an order was placed. */
export const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** "26 Nov 2026, 6:15 pm": when a choice was recorded (a consent, a message). */
export const DAY_MONTH_YEAR_TIME: Intl.DateTimeFormatOptions = { ...DAY_MONTH_YEAR, hour: 'numeric', minute: '2-digit' };

/** "26 Nov, 6:15 pm": an event of this season (a message about an order). */
export const DAY_MONTH_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };

/** "Fri, 27 Nov, 6:30 pm": a deadline. */
export const WEEKDAY_DAY_MONTH_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
