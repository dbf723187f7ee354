import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(1299)).toBe('₹1,299');
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });

  it('shows paise only when there are some', () => {
    expect(formatRupees(499.5)).toBe('₹499.50');
    expect(formatRupees(123456.75)).toBe('₹1,23,456.75');
    expect(formatRupees(0)).toBe('₹0');
  });
});
