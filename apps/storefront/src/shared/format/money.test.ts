import { describe, expect, it } from 'vitest';
import { formatRs, formatRupees, formatRupeesExact } from './money';

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

describe('formatRs', () => {
  it("writes the checkout's Rs. notation with Indian grouping and no suffix", () => {
    expect(formatRs(0)).toBe('Rs.0');
    expect(formatRs(259800)).toBe('Rs.2,59,800');
    expect(formatRs(12.1)).toBe('Rs.12.10');
  });
});

describe('formatRupeesExact', () => {
  it('always shows two decimals, as order totals do', () => {
    expect(formatRupeesExact(1299)).toBe('₹1,299.00');
    expect(formatRupeesExact(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupeesExact(0)).toBe('₹0.00');
  });
});
