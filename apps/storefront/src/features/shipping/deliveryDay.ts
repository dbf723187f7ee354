import { format, isValid, parseISO } from 'date-fns';

/**
 * A courier's day ("2025-11-27", India's calendar) as the shop writes a promise: "Thu, 27 Nov", as the pincode
 * box does. Read as a calendar day, so the clock it is read on cannot move it. '' for a day that cannot be read.
 */
export function deliveryDay(isoDay: string): string {
  const day = parseISO(isoDay);
  return isValid(day) ? format(day, 'EEE, d MMM') : '';
}
