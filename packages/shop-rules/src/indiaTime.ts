/**
 * Dates on India's clock written without `Intl`. India keeps one offset all year (UTC+05:30, no summer time),
 * so the day and the hour there are plain arithmetic. A page's first `Intl.DateTimeFormat` loads the
 * browser's calendar and time-zone data, about 17 ms of a fast desktop's main thread and several times that
 * on a phone, inside the task that evaluates the module or renders the page; and the server (Node's ICU)
 * and the browser (its own) could one day write a month differently and break hydration. The words are
 * Indian English as `Intl` writes them ("Sept", "6:30 pm"); indiaTime.test.ts holds them to it. Hindi's are the
 * months as `Intl` writes `hi-IN`'s, whole, with the digits the rest of the Hindi shop writes.
 */
import type { LanguageCode } from './languages';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A language's words for a day and a time: its months as a short date names them, and the halves of the day. */
export interface CalendarWords {
  shortMonths: readonly string[];
  /** The months as a date with its weekday abbreviates them ("गुरु, 27 नव॰"). */
  weekdayDateMonths: readonly string[];
  /** Sunday first, as `Date`'s `getUTCDay` counts them. */
  shortWeekdays: readonly string[];
  am: string;
  pm: string;
}

const ENGLISH_SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The Hindi months, `hi-IN`'s long and short alike: a Hindi date writes the month whole ("14 मार्च 2025"). */
export const HINDI_MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'] as const;

export const CALENDARS: Record<LanguageCode, CalendarWords> = {
  en: {
    shortMonths: ENGLISH_SHORT_MONTHS,
    weekdayDateMonths: ENGLISH_SHORT_MONTHS,
    shortWeekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    am: 'am',
    pm: 'pm',
  },
  hi: {
    shortMonths: HINDI_MONTHS,
    weekdayDateMonths: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    shortWeekdays: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
    am: 'पूर्वाह्न',
    pm: 'अपराह्न',
  },
};

/** The calendar day and the time in India of an instant. */
function inIndia(instant: Date): { year: number; month: number; day: number; hours: number; minutes: number } {
  const shifted = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** "March 14, 2025": the day in India, in the long US style the product brief gives blog dates. */
export function longUsDateInIndia(instant: Date): string {
  const { year, month, day } = inIndia(instant);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** "14 Mar, 6:30 pm" ("14 मार्च, 6:30 अपराह्न"): a day and a time in India, as a sale's end is told. */
export function dayMonthTimeInIndia(instant: Date, language: LanguageCode = 'en'): string {
  const { month, day, hours, minutes } = inIndia(instant);
  const calendar = CALENDARS[language];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${day} ${calendar.shortMonths[month]}, ${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? calendar.am : calendar.pm}`;
}

/**
 * "Thu, 27 Nov" ("गुरु, 27 नव॰"): a calendar day with its weekday. A day as written ("2025-11-27", India's, as a
 * courier promises it) is that day; an instant (a Date, or ISO 8601 with a time) is the day it is in India.
 * '' for what is not a date, or a day no calendar has ("2025-02-30").
 */
export function weekdayDayMonth(value: Date | string, language: LanguageCode = 'en'): string {
  const day = calendarDay(value);
  if (!day) return '';
  const calendar = CALENDARS[language];
  return `${calendar.shortWeekdays[day.getUTCDay()]}, ${day.getUTCDate()} ${calendar.weekdayDateMonths[day.getUTCMonth()]}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day `value` names, as a Date whose UTC fields are that day's; null when it names none. */
function calendarDay(value: Date | string): Date | null {
  const written = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (written) {
    const [year, month, day] = written.slice(1).map(Number) as [number, number, number];
    const utcDay = new Date(Date.UTC(year, month - 1, day));
    return utcDay.getUTCMonth() === month - 1 && utcDay.getUTCDate() === day ? utcDay : null;
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : new Date(instant.getTime() + INDIA_OFFSET_MS);
}
