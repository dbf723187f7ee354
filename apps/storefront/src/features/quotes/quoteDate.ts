import { SHOP_LOCALE } from '@shop/rules';

let dayFormat: Intl.DateTimeFormat | undefined;

/** A calendar day of India ("2026-12-15") as the buyer reads it: "15 Dec 2026". The figure itself when unreadable. */
export function quoteDay(day: string): string {
  const at = new Date(`${day}T12:00:00+05:30`);
  if (Number.isNaN(at.getTime())) return day;
  dayFormat ??= new Intl.DateTimeFormat(SHOP_LOCALE, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
  return dayFormat.format(at);
}

/** An instant's day in India. */
export const quoteInstantDay = (iso: string) => quoteDay(new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10));
