import { describe, expect, it } from 'vitest';
import { bookingWindow, crewsFreeAt, freeSlots, startProblem, type CrewCalendar } from '../src/bookingSlots';

// Monday 1 June 2026, 10:00 in India.
const now = new Date('2026-06-01T04:30:00Z');
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const times = (starts: Date[]) => starts.map((start) => start.toISOString());

const weekdays = ([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, start: '09:00', end: '12:00' }));
const crew = (overrides: Partial<CrewCalendar> = {}): CrewCalendar => ({ crewId: 1, hours: weekdays, daysOff: [], busy: [], ...overrides });

describe('the booking window', () => {
  it('runs from tomorrow to thirty days after today, by India’s calendar', () => {
    expect(bookingWindow(now)).toEqual({ first: '2026-06-02', last: '2026-07-01' });
    // 20:00 UTC on 1 June is already 2 June in India.
    expect(bookingWindow(new Date('2026-06-01T20:00:00Z'))).toEqual({ first: '2026-06-03', last: '2026-07-02' });
  });
});

describe('free slots', () => {
  it('start every half hour of the working hours, the whole job inside them', () => {
    const [tuesday] = freeSlots([crew()], { now, lengthMinutes: 60, from: '2026-06-02', to: '2026-06-02' });
    expect(tuesday?.date).toBe('2026-06-02');
    expect(times(tuesday!.startsAt)).toEqual(times([at('2026-06-02', '09:00'), at('2026-06-02', '09:30'), at('2026-06-02', '10:00'), at('2026-06-02', '10:30'), at('2026-06-02', '11:00')]));
  });

  it('keep to the half-hour grid when the hours begin between, and use every period of the day', () => {
    const split = crew({ hours: [{ weekday: 2, start: '09:15', end: '10:45' }, { weekday: 2, start: '14:00', end: '15:00' }] });
    const [tuesday] = freeSlots([split], { now, lengthMinutes: 60, from: '2026-06-02', to: '2026-06-02' });
    expect(times(tuesday!.startsAt)).toEqual(times([at('2026-06-02', '09:30'), at('2026-06-02', '14:00')]));
  });

  it('leave out days off, days without hours and the time already booked', () => {
    const busy = [{ startsAt: at('2026-06-02', '09:30'), endsAt: at('2026-06-02', '10:30') }];
    const days = freeSlots([crew({ daysOff: ['2026-06-03'], busy })], { now, lengthMinutes: 60, from: '2026-06-02', to: '2026-06-07' });
    expect(days.map((day) => day.date)).toEqual(['2026-06-02', '2026-06-04', '2026-06-05']); // Wed off, Sat and Sun without hours
    expect(times(days[0]!.startsAt)).toEqual(times([at('2026-06-02', '10:30'), at('2026-06-02', '11:00')]));
  });

  it('are the union over the crews, each start once', () => {
    const morning = crew({ busy: [{ startsAt: at('2026-06-02', '09:00'), endsAt: at('2026-06-02', '12:00') }] });
    const other = crew({ crewId: 2, hours: [{ weekday: 2, start: '10:00', end: '11:00' }] });
    const [tuesday] = freeSlots([morning, other, crew({ crewId: 3, hours: [{ weekday: 2, start: '10:00', end: '11:00' }] })], { now, lengthMinutes: 60, from: '2026-06-02', to: '2026-06-02' });
    expect(times(tuesday!.startsAt)).toEqual(times([at('2026-06-02', '10:00')]));
  });

  it('never start today or in the past, nor beyond thirty days, whatever the range asked', () => {
    const sunday = crew({ hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday: weekday as 1, start: '09:00', end: '10:00' })) });
    const days = freeSlots([sunday], { now, lengthMinutes: 60, from: '2026-05-01', to: '2026-12-31' });
    expect(days[0]?.date).toBe('2026-06-02');
    expect(days.at(-1)?.date).toBe('2026-07-01');
    expect(days).toHaveLength(30);
  });
});

describe('a chosen start', () => {
  const crews = [crew(), crew({ crewId: 2, busy: [{ startsAt: at('2026-06-02', '10:00'), endsAt: at('2026-06-02', '11:00') }] })];

  it('names the crews free for the whole job then', () => {
    expect(crewsFreeAt(crews, at('2026-06-02', '10:00'), 60, now)).toEqual([1]);
    expect(crewsFreeAt(crews, at('2026-06-02', '11:00'), 60, now)).toEqual([1, 2]);
  });

  it('is refused in the past, outside the window, off the half-hour grid or outside working hours, not for a booking', () => {
    expect(startProblem(crews, at('2026-06-01', '09:00'), 60, now)).toBe('past');
    expect(startProblem(crews, at('2026-06-01', '11:00'), 60, now)).toBe('outside_window');
    expect(startProblem(crews, at('2026-07-02', '09:00'), 60, now)).toBe('outside_window');
    expect(startProblem(crews, at('2026-06-02', '09:15'), 60, now)).toBe('off_grid');
    expect(startProblem(crews, at('2026-06-02', '11:30'), 60, now)).toBe('outside_hours');
    expect(startProblem(crews, at('2026-06-06', '09:00'), 60, now)).toBe('outside_hours');
    expect(startProblem(crews, at('2026-06-02', '10:00'), 60, now)).toBeNull();
  });
});
