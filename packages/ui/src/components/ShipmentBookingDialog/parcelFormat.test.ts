import { describe, expect, it } from 'vitest';
import { formatSize, formatWeight } from './parcelFormat';

describe('formatWeight', () => {
  it('writes grams under a kilo and kilos from one, with at most two decimals', () => {
    expect(formatWeight(800)).toBe('800 g');
    expect(formatWeight(1000)).toBe('1 kg');
    expect(formatWeight(1250)).toBe('1.25 kg');
    expect(formatWeight(12345)).toBe('12.35 kg');
  });
});

describe('formatSize', () => {
  it('writes length × breadth × height in centimetres', () => {
    expect(formatSize({ lengthCm: 30, breadthCm: 20, heightCm: 15 })).toBe('30 × 20 × 15 cm');
  });
});
