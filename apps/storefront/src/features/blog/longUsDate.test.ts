import { describe, expect, it } from 'vitest';
import { formatLongUsDate } from './longUsDate';
import { formatLongUsDate as hindiLongDate } from './longUsDate.hi';

describe('formatLongUsDate', () => {
  it("writes the long US date ('March 14, 2025')", () => {
    expect(formatLongUsDate('2025-03-14T00:00:00.000Z')).toBe('March 14, 2025');
  });

  it("uses India's calendar day, wherever the reader is", () => {
    // 20:00 UTC on the 13th is already the 14th in India.
    expect(formatLongUsDate('2025-03-13T20:00:00.000Z')).toBe('March 14, 2025');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatLongUsDate('not a date')).toBe('');
  });
});

describe('formatLongUsDate in the Hindi build', () => {
  it('writes the day, the Hindi month and the year on India’s calendar, as Intl writes hi-IN’s long date', () => {
    expect(hindiLongDate('2025-03-13T20:00:00.000Z')).toBe('14 मार्च 2025');
    expect(hindiLongDate('2025-03-13T20:00:00.000Z')).toBe(new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date('2025-03-13T20:00:00.000Z')));
    expect(hindiLongDate('2026-10-01T00:00:00.000Z')).toBe('1 अक्टूबर 2026');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(hindiLongDate('not a date')).toBe('');
  });
});
