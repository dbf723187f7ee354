import { describe, expect, it } from 'vitest';
import { roundRating, starFill } from './ratingValue';

describe('roundRating', () => {
  it('rounds to one decimal', () => {
    expect(roundRating(4.26, 5)).toBe(4.3);
    expect(roundRating(4.34, 5)).toBe(4.3);
    expect(roundRating(3, 5)).toBe(3);
  });

  it('keeps the value within 0…max', () => {
    expect(roundRating(-1, 5)).toBe(0);
    expect(roundRating(7, 5)).toBe(5);
    expect(roundRating(Number.NaN, 5)).toBe(0);
  });
});

describe('starFill', () => {
  it('fills whole stars below the rating and a fraction of the next', () => {
    const fills = [0, 1, 2, 3, 4].map((index) => starFill(4.3, index));
    expect(fills.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(fills[4]).toBeCloseTo(0.3, 5);
  });

  it('leaves stars past the rating empty', () => {
    expect(starFill(2, 2)).toBe(0);
    expect(starFill(2, 4)).toBe(0);
  });
});
