import { describe, expect, it } from 'vitest';
import { complaintDate, complaintPath } from './complaintDate';

describe('complaint dates and links', () => {
  it('reads a deadline on India’s clock, and nothing for an unreadable one', () => {
    expect(complaintDate('2026-02-28T04:30:00.000Z')).toMatch(/^28 Feb 2026, 10:00\s?am$/i);
    expect(complaintDate('not a date')).toBe('');
  });

  it('keeps the link’s secret in one path segment', () => {
    expect(complaintPath('GR-2026-00001.abc_DEF-123')).toBe('/complaint/GR-2026-00001.abc_DEF-123');
    expect(complaintPath('a/b')).toBe('/complaint/a%2Fb');
  });
});
