/**
 * Dates on India's clock written without `Intl`. India keeps one offset all year (UTC+05:30, no summer time),
 * so the day and the hour there are plain arithmetic. A page's first `Intl.DateTimeFormat` loads the
 * browser's calendar and time-zone data, about 17 ms of a fast desktop's main thread and several times that
 * on a phone, inside the task that evaluates the module or renders the page; and the server (Node's ICU)
 * and the browser (its own) could one day write a month differently and break hydration. The words are
 * Indian English as `Intl` writes them ("Sept", "6:30 pm"); indiaTime.test.ts holds them to it.
 */

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

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

/** "14 Mar, 6:30 pm": a day and a time in India, as a sale's end is told. */
export function dayMonthTimeInIndia(instant: Date): string {
  const { month, day, hours, minutes } = inIndia(instant);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${day} ${SHORT_MONTHS[month]}, ${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}
