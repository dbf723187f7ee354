import { describe, expect, it } from 'vitest';
import { reattemptDays } from '../src/shipping';

describe('reattemptDays', () => {
  it('lists every day of the window, across a month’s end', () => {
    expect(reattemptDays('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });

  it('is empty for a window that ends before it starts', () => {
    expect(reattemptDays('2026-12-02', '2026-12-01')).toEqual([]);
  });
});
