/**
 * A review's dates in English; the Hindi build takes `reviewDates.hi.ts` in their place, as it does a component's
 * words (decision 066).
 */
import { format, formatDistanceToNow } from 'date-fns';

/** "3 days ago", "about 1 month ago". */
export const defaultRelativeDate = (date: Date) => formatDistanceToNow(date, { addSuffix: true });

/** "18 Nov 2025, 2:05 pm": the exact date shown as the tooltip of the relative one. */
export const defaultExactDate = (date: Date) => format(date, 'd MMM yyyy, h:mm a');
