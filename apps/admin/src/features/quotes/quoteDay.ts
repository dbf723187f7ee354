import { SHOP_LOCALE } from '@shop/rules';

let dayFormat: Intl.DateTimeFormat | undefined;

/** A calendar day of India ("2026-12-15") as staff read it: "15 Dec 2026". */
export function quoteDay(day: string): string {
  const at = new Date(`${day}T12:00:00+05:30`);
  if (Number.isNaN(at.getTime())) return day;
  dayFormat ??= new Intl.DateTimeFormat(SHOP_LOCALE, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
  return dayFormat.format(at);
}
