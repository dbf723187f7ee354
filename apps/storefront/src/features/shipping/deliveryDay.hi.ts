/**
 * A courier's day ("2025-11-27", India's calendar) as the Hindi shop writes a promise: "गुरु, 27 नव॰", as the pincode
 * box does. Read as a calendar day (on UTC's calendar, where the day was put), so the clock it is read on cannot move
 * it. '' for a day that cannot be read.
 */
const dayFormat = new Intl.DateTimeFormat('hi-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

export function deliveryDay(isoDay: string): string {
  const day = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}/.test(isoDay) && !Number.isNaN(day.getTime()) ? dayFormat.format(day) : '';
}
