/** "2026-11-24" → "24 Nov": a calendar day as staff read it, whatever the browser's time zone. */
export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}
