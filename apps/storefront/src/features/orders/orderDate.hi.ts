/**
 * The order date as a Hindi reader writes it, in the browser's time zone: "01 दिस॰ 2026, 16:00" (the English build's
 * is the product brief's 'MMM dd, yyyy HH:mm', in date-fns' English month names). '' for a date that cannot be read.
 */
const orderDateFormat = new Intl.DateTimeFormat('hi-IN', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function formatOrderDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : orderDateFormat.format(date);
}
