/**
 * Sales start and end at a time of India's clock, whatever the device's own time zone says. India keeps
 * one offset all year (UTC+5:30, no summer time), so its wall clock is UTC shifted by a fixed amount.
 * A `datetime-local` field holds that wall clock as `2026-11-30T23:59`; the API takes and gives ISO instants.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** India's wall clock, as a `datetime-local` field holds it, for an instant: `2026-11-30T18:29:00Z` → `2026-11-30T23:59`. */
export function indiaTimeFromIso(iso: string): string {
  return new Date(Date.parse(iso) + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The instant of a time on India's clock: `2026-11-30T23:59` → `2026-11-30T18:29:00.000Z`. Null for what
 * is not a whole minute of a real day (empty, `2026-02-30T10:00`, seconds the field was not asked for).
 */
export function isoFromIndiaTime(wallClock: string): string | null {
  const parts = WALL_CLOCK.exec(wallClock.trim());
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute) - INDIA_OFFSET_MS);
  // Date.UTC rolls 30 February over into March; a day that does not exist is not a time.
  return indiaTimeFromIso(instant.toISOString()) === wallClock.trim() ? instant.toISOString() : null;
}

const SHOWN = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "30 Nov 2026, 11:59 PM" in India's time: the shape the back-office's other dates and times take. */
export function formatIndiaTime(iso: string): string {
  const part = Object.fromEntries(SHOWN.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()}`;
}
