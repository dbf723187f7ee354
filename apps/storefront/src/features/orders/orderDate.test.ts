import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './orderDate';
import { formatOrderDate as hindiOrderDate } from './orderDate.hi';

describe('formatOrderDate', () => {
  it("writes 'MMM dd, yyyy HH:mm' in local time", () => {
    // A local time (no zone), so the expectation holds in any time zone the tests run in.
    expect(formatOrderDate('2025-01-05T09:07:00')).toBe('Jan 05, 2025 09:07');
    expect(formatOrderDate('2024-11-18T17:30:59')).toBe('Nov 18, 2024 17:30');
  });

  it('converts an instant to the local clock', () => {
    const instant = '2025-03-01T12:00:00.000Z';
    const local = new Date(instant);
    const pad = (value: number) => String(value).padStart(2, '0');
    expect(formatOrderDate(instant)).toMatch(new RegExp(` ${pad(local.getHours())}:${pad(local.getMinutes())}$`));
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatOrderDate('not a date')).toBe('');
    expect(formatOrderDate('')).toBe('');
  });
});

describe('formatOrderDate in the Hindi build', () => {
  it('writes the day, the Hindi month and the 24-hour local time', () => {
    expect(hindiOrderDate('2025-01-05T09:07:00')).toBe('05 जन॰ 2025, 09:07');
    expect(hindiOrderDate('2024-11-18T17:30:59')).toBe('18 नव॰ 2024, 17:30');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(hindiOrderDate('not a date')).toBe('');
  });
});
