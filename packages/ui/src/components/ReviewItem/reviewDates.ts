import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';

/** A Date from a Date or an ISO 8601 string (the API's `created_at`); null when it is not a valid date. */
export function toReviewDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** "3 days ago", "about 1 month ago". */
export const defaultRelativeDate = (date: Date) => formatDistanceToNow(date, { addSuffix: true });

/** "18 Nov 2025, 2:05 pm": the exact date shown as the tooltip of the relative one. */
export const defaultExactDate = (date: Date) => format(date, 'd MMM yyyy, h:mm a');
