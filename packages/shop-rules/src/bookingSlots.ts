/**
 * When a crew can come: the free start times of a site survey (or any job of a given length) from the crews'
 * working hours, days off and bookings, in shop time (India, UTC+05:30 all year, so plain arithmetic). The API
 * answers the slots and checks a chosen start by these functions; the storefront only shows what it answers.
 *
 * Starts lie on the clock's half hours (09:00, 09:30, …); a job fits wholly inside one working period of its day;
 * a day off has no slots; the window runs from tomorrow to BOOKING_DAYS_AHEAD days after today, in India.
 */

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Starts are this many minutes apart, on the clock's grid. */
export const SLOT_STEP_MINUTES = 30;
/** The last bookable day is this many days after today (India's today). */
export const BOOKING_DAYS_AHEAD = 30;

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One working period of a weekday, "HH:MM" in shop time, start before end. */
export interface WorkingPeriod {
  weekday: Weekday;
  start: string;
  end: string;
}

/** What one crew's calendar holds: its hours, its days off ("YYYY-MM-DD"), and the time it is already booked. */
export interface CrewCalendar {
  crewId: number;
  hours: readonly WorkingPeriod[];
  daysOff: readonly string[];
  busy: readonly { startsAt: Date; endsAt: Date }[];
}

export interface SlotDay {
  /** "YYYY-MM-DD", India's calendar. */
  date: string;
  startsAt: Date[];
}

/** India's calendar day of an instant, "YYYY-MM-DD". */
export function indianDateOf(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after a "YYYY-MM-DD" day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The bookable days as of `now`: tomorrow to BOOKING_DAYS_AHEAD days after today, both included. */
export function bookingWindow(now: Date): { first: string; last: string } {
  const today = indianDateOf(now);
  return { first: addDays(today, 1), last: addDays(today, BOOKING_DAYS_AHEAD) };
}

/** Minutes after midnight of "HH:MM" (seconds, as the database writes a time, are ignored). */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** The instant of a time of day ("minutes after midnight") on a day in India. */
function instantAt(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS - INDIA_OFFSET_MS);
}

function overlaps(start: number, end: number, busy: CrewCalendar['busy']): boolean {
  return busy.some((booking) => booking.startsAt.getTime() < end && start < booking.endsAt.getTime());
}

/** One crew's free starts on one day, earliest first. */
function crewStartsOn(crew: CrewCalendar, date: string, lengthMinutes: number, now: Date): number[] {
  if (crew.daysOff.includes(date)) return [];
  const weekday = weekdayOf(date);
  const starts: number[] = [];
  for (const period of crew.hours) {
    if (period.weekday !== weekday) continue;
    const open = minutesOfDay(period.start);
    const close = minutesOfDay(period.end);
    const first = Math.ceil(open / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
    for (let minute = first; minute + lengthMinutes <= close; minute += SLOT_STEP_MINUTES) {
      const start = instantAt(date, minute).getTime();
      if (start <= now.getTime()) continue;
      if (!overlaps(start, start + lengthMinutes * MINUTE_MS, crew.busy)) starts.push(start);
    }
  }
  return starts;
}

/**
 * The free starts of a job of `lengthMinutes` with any of the crews, day by day from `from` to `to` (clamped to
 * the booking window): a start is free when at least one crew could do the whole job then. Days with none are
 * left out.
 */
export function freeSlots(crews: readonly CrewCalendar[], { now, lengthMinutes, from, to }: { now: Date; lengthMinutes: number; from?: string; to?: string }): SlotDay[] {
  const window = bookingWindow(now);
  const first = from !== undefined && from > window.first ? from : window.first;
  const last = to !== undefined && to < window.last ? to : window.last;
  const days: SlotDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const starts = new Set<number>();
    for (const crew of crews) for (const start of crewStartsOn(crew, date, lengthMinutes, now)) starts.add(start);
    if (starts.size > 0) days.push({ date, startsAt: [...starts].sort((a, b) => a - b).map((start) => new Date(start)) });
  }
  return days;
}

/** The crews (ids, in the order given) free for the whole job from `startsAt`. */
export function crewsFreeAt(crews: readonly CrewCalendar[], startsAt: Date, lengthMinutes: number, now: Date): number[] {
  const date = indianDateOf(startsAt);
  return crews.filter((crew) => crewStartsOn(crew, date, lengthMinutes, now).includes(startsAt.getTime())).map((crew) => crew.crewId);
}

/** Why a start cannot be booked whatever the bookings, or null when it is a start some crew works at. */
export type StartProblem = 'past' | 'outside_window' | 'off_grid' | 'outside_hours';

export function startProblem(crews: readonly CrewCalendar[], startsAt: Date, lengthMinutes: number, now: Date): StartProblem | null {
  if (startsAt.getTime() <= now.getTime()) return 'past';
  const date = indianDateOf(startsAt);
  const window = bookingWindow(now);
  if (date < window.first || date > window.last) return 'outside_window';
  if ((startsAt.getTime() + INDIA_OFFSET_MS) % (SLOT_STEP_MINUTES * MINUTE_MS) !== 0) return 'off_grid';
  const idle = crews.map((crew) => ({ ...crew, busy: [] }));
  return crewsFreeAt(idle, startsAt, lengthMinutes, now).length > 0 ? null : 'outside_hours';
}
