import { describe, expect, it } from 'vitest';
import { dayMonthTimeInIndia, longUsDateInIndia, weekdayDayMonth } from '../src/indiaTime';

const longUsDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const dayMonthTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** Instants spread over years, every month and hour, and the edges of India's day (18:29 and 18:30 UTC). */
function instants(): Date[] {
  const found: Date[] = [];
  for (let step = 0; step < 3000; step++) found.push(new Date(Date.UTC(1999, 0, 1) + step * 11_111_117_000));
  for (const iso of ['2025-12-31T18:29:59Z', '2025-12-31T18:30:00Z', '2024-02-28T18:30:00Z', '2026-06-30T06:30:00Z', '2026-06-30T18:59:00Z']) {
    found.push(new Date(iso));
  }
  return found;
}

describe('dates on India’s clock without Intl', () => {
  it('writes the long US date of the day in India as Intl does', () => {
    for (const instant of instants()) expect(longUsDateInIndia(instant), instant.toISOString()).toBe(longUsDate.format(instant));
  });

  it('writes a day, a month and a time in India as Intl’s Indian English does', () => {
    for (const instant of instants()) expect(dayMonthTimeInIndia(instant), instant.toISOString()).toBe(dayMonthTime.format(instant));
  });
});

describe('a calendar day with its weekday, without Intl', () => {
  const weekdayDate = (locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  /** Every day of four years, a leap year among them. */
  const days = Array.from({ length: 4 * 366 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)).toISOString().slice(0, 10));

  it('writes each day as Intl’s Indian English and Hindi do', () => {
    for (const [language, locale] of [['en', 'en-IN'], ['hi', 'hi-IN']] as const) {
      const intl = weekdayDate(locale);
      for (const day of days) expect(weekdayDayMonth(day, language), `${language} ${day}`).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it('takes an instant as the day it is in India, and writes nothing for what names no day', () => {
    expect(weekdayDayMonth('2025-11-27T10:00:00+05:30')).toBe('Thu, 27 Nov');
    // 20:00 in London is already the next morning in India.
    expect(weekdayDayMonth(new Date('2025-11-27T20:00:00Z'))).toBe('Fri, 28 Nov');
    expect(weekdayDayMonth('2025-11-27T20:00:00Z', 'hi')).toBe('शुक्र, 28 नव॰');
    expect(weekdayDayMonth('2025-11-27', 'hi')).toBe('गुरु, 27 नव॰');
    expect(weekdayDayMonth('soon')).toBe('');
    expect(weekdayDayMonth('2025-13-45')).toBe('');
    expect(weekdayDayMonth('2025-02-30')).toBe('');
    expect(weekdayDayMonth(new Date(Number.NaN))).toBe('');
  });
});
