/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India at `at`, as YYYY-MM-DD. */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const indianDateTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** A moment as a customer reads it, on India's clock: "27 Nov 2026, 6:15 pm" (a deadline, say). */
export function indianTimeInWords(at: Date): string {
  return indianDateTime.format(at);
}
