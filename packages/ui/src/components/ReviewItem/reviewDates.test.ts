import { subDays, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import * as english from './reviewDates';
import * as hindi from './reviewDates.hi';

describe('a review’s dates', () => {
  it('say how long ago in English and in Hindi, with the digits the rest of the shop writes', () => {
    const threeDaysAgo = subDays(new Date(), 3);
    expect(english.defaultRelativeDate(threeDaysAgo)).toBe('3 days ago');
    expect(hindi.defaultRelativeDate(threeDaysAgo)).toBe('3 दिन पहले');
    expect(hindi.defaultRelativeDate(subDays(new Date(), 1))).toBe('1 दिन पहले');
    expect(hindi.defaultRelativeDate(subMonths(new Date(), 18))).toBe('1 वर्ष से अधिक पहले');
  });

  it('give the exact date and time, each language with its own month and half of the day', () => {
    const evening = new Date(2025, 10, 18, 14, 5);
    expect(english.defaultExactDate(evening)).toBe('18 Nov 2025, 2:05 PM');
    expect(hindi.defaultExactDate(evening)).toBe('18 नवंबर 2025, 2:05 अपराह्न');
    expect(hindi.defaultExactDate(new Date(2026, 0, 2, 0, 30))).toBe('2 जनवरी 2026, 12:30 पूर्वाह्न');
  });
});
