import { SHOP_LOCALE } from '@shop/rules';

let visitFormat: Intl.DateTimeFormat | undefined;
let clockFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;

/** "Tue, 2 Jun, 9:30 am": a visit's start on India's clock, where the fitters work. */
export function visitTime(iso: string): string {
  visitFormat ??= new Intl.DateTimeFormat(SHOP_LOCALE, { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return visitFormat.format(new Date(iso));
}

/** "9:40 am": when a hold runs out, today. */
export function clockTime(iso: string): string {
  clockFormat ??= new Intl.DateTimeFormat(SHOP_LOCALE, { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' });
  return clockFormat.format(new Date(iso));
}

/** "31 Aug 2026": a day of India's calendar as the API writes it (YYYY-MM-DD), such as a survey fee's last day to use. */
export function calendarDay(day: string): string {
  dayFormat ??= new Intl.DateTimeFormat(SHOP_LOCALE, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
  return dayFormat.format(new Date(`${day}T12:00:00+05:30`));
}
