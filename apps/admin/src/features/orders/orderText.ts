import { format, parseISO } from 'date-fns';

/** "23 Nov 2026, 9:05 pm", in the staff member's time zone. */
export function orderTime(at: string): string {
  return format(new Date(at), 'd MMM yyyy, h:mm a');
}

/** "2026-11-28" → "28 Nov 2026": a calendar day (a remittance's, a pickup's), the same day in any time zone. */
export function dayText(day: string): string {
  return format(parseISO(day), 'd MMM yyyy');
}
