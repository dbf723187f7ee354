import { describe, expect, it } from 'vitest';
import { ratingBreakdown } from './ratingBreakdown';

describe('ratingBreakdown', () => {
  it('counts each number of stars, 5 first, with its share of all ratings', () => {
    expect(ratingBreakdown([5, 5, 4, 5, 3])).toEqual([
      { stars: 5, count: 3, percent: 60 },
      { stars: 4, count: 1, percent: 20 },
      { stars: 3, count: 1, percent: 20 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('rounds to whole stars within 1–5 and skips values that are not numbers', () => {
    const shares = ratingBreakdown([4.6, 0, 9, Number.NaN]);
    expect(shares.map((share) => share.count)).toEqual([2, 0, 0, 0, 1]);
    expect(shares[0]?.percent).toBe(67);
  });

  it('gives five empty rows without ratings', () => {
    expect(ratingBreakdown([]).every((share) => share.count === 0 && share.percent === 0)).toBe(true);
  });
});
