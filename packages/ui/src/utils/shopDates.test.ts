import { describe, expect, it } from 'vitest';
import { DAY_MONTH_TIME, DAY_MONTH_YEAR, DAY_MONTH_YEAR_TIME, WEEKDAY_DAY_MONTH_TIME, dayAttribute, formatDay, formatInstant, formatWeekdayDay } from './shopDates';

describe('formatDay', () => {
  it('writes an ISO day as that day, whatever the zone it is read in', () => {
    expect(formatDay('2026-01-01', DAY_MONTH_YEAR)).toBe('1 Jan 2026');
  });

  it('takes a Date as the day it is in India', () => {
    // 20:00 in London is already the next morning in India.
    expect(formatDay(new Date('2025-11-27T20:00:00Z'), DAY_MONTH_YEAR)).toBe('28 Nov 2025');
  });

  it('gives null for what is not a date', () => {
    expect(formatDay('soon', DAY_MONTH_YEAR)).toBeNull();
    expect(formatDay('2025-02-30', DAY_MONTH_YEAR)).toBeNull();
  });
});

describe('formatWeekdayDay', () => {
  it('writes a day as that day and a Date as its day in India', () => {
    expect(formatWeekdayDay('2025-11-28')).toBe('Fri, 28 Nov');
    expect(formatWeekdayDay(new Date('2025-11-27T20:00:00Z'))).toBe('Fri, 28 Nov');
  });

  it('gives null for what is not a date', () => {
    expect(formatWeekdayDay('soon')).toBeNull();
    expect(formatWeekdayDay('2025-02-30')).toBeNull();
  });
});

describe('formatInstant', () => {
  it('writes an instant on India’s clock', () => {
    expect(formatInstant('2025-11-27T13:00:00Z', WEEKDAY_DAY_MONTH_TIME)).toBe('Thu, 27 Nov, 6:30 pm');
  });

  it('writes when a choice was recorded, with and without the year', () => {
    expect(formatInstant('2026-11-26T12:45:00Z', DAY_MONTH_YEAR_TIME)).toBe('26 Nov 2026, 6:15 pm');
    expect(formatInstant('2026-11-26T12:45:00Z', DAY_MONTH_TIME)).toBe('26 Nov, 6:15 pm');
  });

  it('gives null for what is not a date', () => {
    expect(formatInstant('', WEEKDAY_DAY_MONTH_TIME)).toBeNull();
  });
});

describe('dayAttribute', () => {
  it('keeps an ISO day and writes a Date as its day in India', () => {
    expect(dayAttribute('2025-11-28')).toBe('2025-11-28');
    expect(dayAttribute(new Date('2025-11-27T20:00:00Z'))).toBe('2025-11-28');
    expect(dayAttribute('nonsense')).toBeUndefined();
  });
});
