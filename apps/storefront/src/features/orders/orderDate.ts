import { format, isValid, parseISO } from 'date-fns';

/** The product brief's order date pattern ('MMM dd, yyyy HH:mm'), in the browser's time zone. */
const ORDER_DATE_PATTERN = 'MMM dd, yyyy HH:mm';

/** `2025-01-15T10:30:00.000Z` → `Jan 15, 2025 16:00` in India; '' for a date that cannot be read. */
export function formatOrderDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, ORDER_DATE_PATTERN) : '';
}
