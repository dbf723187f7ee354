/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date in India at `at`, as YYYY-MM-DD. */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const indianDateTimes = {
  en: new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }),
  hi: new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }),
};

/**
 * A moment as a customer reads it, on India's clock, in their language: "27 Nov 2026, 6:15 pm" (a deadline, say),
 * "27 नव॰ 2026, 6:15 pm" in Hindi.
 */
export function indianTimeInWords(at: Date, language: keyof typeof indianDateTimes = 'en'): string {
  return indianDateTimes[language].format(at);
}
