import { format } from 'date-fns';

/** "23 Nov 2026, 9:05 pm", in the staff member's time zone. */
export function formatAuditTime(at: string): string {
  return format(new Date(at), 'd MMM yyyy, h:mm a');
}
