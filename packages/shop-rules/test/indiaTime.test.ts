import { describe, expect, it } from 'vitest';
import { dayMonthTimeInIndia, longUsDateInIndia } from '../src/indiaTime';

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
