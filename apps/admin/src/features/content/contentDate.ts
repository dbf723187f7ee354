import { format } from 'date-fns';

/** "23 Nov 2026", in the staff member's time zone. */
export function formatContentDate(at: string): string {
  return format(new Date(at), 'd MMM yyyy');
}
