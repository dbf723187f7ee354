/**
 * Blog dates (and the legal pages' 'Last updated') as the Hindi shop writes them: "14 मार्च 2025", as `Intl` writes
 * `hi-IN`'s long date, without `Intl` (a public page's first call loads the browser's calendar data: @shop/rules'
 * indiaTime.ts says why). Read in India's time zone, the shop's own, which keeps one offset all year.
 */
import { HINDI_MONTHS } from '@shop/rules/indiaTime';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export function formatLongUsDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  const inIndia = new Date(date.getTime() + INDIA_OFFSET_MS);
  return `${inIndia.getUTCDate()} ${HINDI_MONTHS[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
}
