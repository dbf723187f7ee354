import type { AdminComplaintSummary } from '@shop/api-client/admin';
import { complaintsCopy } from '../../copy/complaints';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const words = complaintsCopy.clock;

/** A span in whole days from two days on, else in whole hours, else "less than an hour". */
function span(ms: number): string {
  if (ms >= 2 * DAY_MS) return words.days(Math.floor(ms / DAY_MS));
  if (ms >= HOUR_MS) return words.hours(Math.floor(ms / HOUR_MS));
  return words.minutes;
}

export type ClockTone = 'critical' | 'warning' | 'calm' | 'done';

/**
 * A ticket's clock as staff read it: the time left to its month, or how far past it an open ticket is; for a
 * resolved one, whether it was in time. Under three days left is a warning.
 */
export function timeLeft(complaint: Pick<AdminComplaintSummary, 'status' | 'resolve_by' | 'resolved_at'>, now: Date): { text: string; tone: ClockTone } {
  const due = Date.parse(complaint.resolve_by);
  if (complaint.status === 'resolved') {
    const late = complaint.resolved_at !== null && Date.parse(complaint.resolved_at) > due;
    return { text: late ? words.resolvedLate : words.resolvedInTime, tone: 'done' };
  }
  const left = due - now.getTime();
  if (left < 0) return { text: words.overdue(span(-left)), tone: 'critical' };
  return { text: words.left(span(left)), tone: left < 3 * DAY_MS ? 'warning' : 'calm' };
}
