import { SHOP_LOCALE } from '@shop/rules/locale';

/** Read on UTC's calendar, where the day was put, so the clock it is read on cannot move it. */
const dayFormat = new Intl.DateTimeFormat(SHOP_LOCALE, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A courier's day ("2025-11-27", India's calendar) as the shop writes a promise: "Thu, 27 Nov", as the pincode
 * box does, through `Intl` as it does (date-fns' formatting was about 6 KB compressed that the checkout's first
 * render waited for). '' for a day that cannot be read.
 */
export function deliveryDay(isoDay: string): string {
  const day = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}/.test(isoDay) && !Number.isNaN(day.getTime()) ? dayFormat.format(day) : '';
}
