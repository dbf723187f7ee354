import { describe, expect, it } from 'vitest';
import { formatIndiaTime, indiaTimeFromIso, isoFromIndiaTime } from './indiaTime';

describe('times on India’s clock', () => {
  it('turns a wall-clock time in India into the instant the API takes', () => {
    expect(isoFromIndiaTime('2026-11-30T23:59')).toBe('2026-11-30T18:29:00.000Z');
    // Before 5:30 in the morning it is still the day before in UTC.
    expect(isoFromIndiaTime('2027-01-01T00:00')).toBe('2026-12-31T18:30:00.000Z');
  });

  it('shows an instant from the API on India’s clock, to the minute', () => {
    expect(indiaTimeFromIso('2026-11-30T18:29:00.000Z')).toBe('2026-11-30T23:59');
    expect(indiaTimeFromIso('2026-12-31T18:30:00Z')).toBe('2027-01-01T00:00');
    expect(indiaTimeFromIso('2026-06-01T04:15:42.120Z')).toBe('2026-06-01T09:45');
  });

  it('comes back to the same wall clock both ways', () => {
    for (const wallClock of ['2026-03-01T00:00', '2028-02-29T12:30', '2026-10-25T02:30', '2026-12-31T23:59']) {
      expect(indiaTimeFromIso(isoFromIndiaTime(wallClock)!)).toBe(wallClock);
    }
  });

  it('refuses what is not a minute of a real day', () => {
    for (const text of ['', '2026-11-30', '2026-11-30T24:00', '2026-02-30T10:00', '2027-02-29T10:00', '2026-11-30T23:59:30', 'tomorrow']) {
      expect(isoFromIndiaTime(text), text).toBeNull();
    }
  });

  it('reads out an instant in India’s time as the back-office shows times', () => {
    expect(formatIndiaTime('2026-11-30T18:29:00.000Z')).toBe('30 Nov 2026, 11:59 PM');
    expect(formatIndiaTime('2026-11-01T03:30:00Z')).toBe('1 Nov 2026, 9:00 AM');
  });
});
