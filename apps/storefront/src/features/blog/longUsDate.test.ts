import { describe, expect, it } from 'vitest';
import { formatLongUsDate } from './longUsDate';

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
