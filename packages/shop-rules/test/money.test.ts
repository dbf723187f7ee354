import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, paiseToRupees, percentOff, rupeesToPaise } from '../src/money';

describe('paise and rupees', () => {
  it('shows whole and fractional rupees as numbers', () => {
    expect(paiseToRupees(129900)).toBe(1299);
    expect(paiseToRupees(129950)).toBe(1299.5);
    expect(paiseToRupees(1)).toBe(0.01);
  });

  it('rounds rupees to whole paise, so sums do not drift', () => {
    expect(rupeesToPaise(12.1)).toBe(1210);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1299)).toBe(129900);
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way (lakh, crore)', () => {
    expect(formatRupees(129999, 'symbol')).toBe('₹1,29,999');
    expect(formatRupees(12345678, 'symbol')).toBe('₹1,23,45,678');
    expect(formatRupees(999, 'symbol')).toBe('₹999');
    expect(formatRupees(0, 'symbol')).toBe('₹0');
  });

  it('uses the symbol notation by default', () => {
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });

  it('writes the Rs. notation with its /- suffix', () => {
    expect(formatRupees(129999, 'rs')).toBe('Rs.1,29,999/-');
    expect(formatRupees(1499, 'rs')).toBe('Rs.1,499/-');
  });

  it("writes the checkout's Rs. notation without the suffix", () => {
    expect(formatRupees(0, 'rsWithoutSuffix')).toBe('Rs.0');
    expect(formatRupees(259800, 'rsWithoutSuffix')).toBe('Rs.2,59,800');
    expect(formatRupees(12.1, 'rsWithoutSuffix')).toBe('Rs.12.10');
  });

  it('shows whole rupees without decimals and paise with two', () => {
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
    expect(formatRupees(499.5)).toBe('₹499.50');
    expect(formatRupees(123456.75)).toBe('₹1,23,456.75');
    expect(formatRupees(1299.456)).toBe('₹1,299.46');
  });

  it('uses exactly the fraction digits asked for', () => {
    expect(formatRupees(2598, 'symbol', { fractionDigits: 2 })).toBe('₹2,598.00');
    expect(formatRupees(123456.5, 'symbol', { fractionDigits: 2 })).toBe('₹1,23,456.50');
    expect(formatRupees(0, 'symbol', { fractionDigits: 2 })).toBe('₹0.00');
    expect(formatRupees(2598.75, 'rs', { fractionDigits: 0 })).toBe('Rs.2,599/-');
    expect(formatRupees(100000, 'rs', { fractionDigits: 2 })).toBe('Rs.1,00,000.00/-');
  });

  it('puts the sign of a negative amount before the currency', () => {
    expect(formatRupees(-100, 'symbol')).toBe('-₹100');
    expect(formatRupees(-1500, 'rs')).toBe('-Rs.1,500/-');
    expect(formatRupees(-0.001, 'symbol', { fractionDigits: 2 })).toBe('₹0.00');
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatRupees(Number.NaN, 'symbol')).toThrow(RangeError);
    expect(() => formatRupees(Number.POSITIVE_INFINITY, 'rs')).toThrow(RangeError);
  });
});

describe('formatPaise', () => {
  it('writes an amount kept in paise with two decimals, as Intl writes INR', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    for (const paise of [0, 1, 129900, 12990050, 1234567899, -10000]) {
      expect(formatPaise(paise)).toBe(intl.format(paise / 100));
    }
    expect(formatPaise(12990050)).toBe('₹1,29,900.50');
  });
});

describe('percentOff', () => {
  it('rounds the discount to a whole percent', () => {
    expect(percentOff(750, 1000)).toBe(25);
    expect(percentOff(1299, 1999)).toBe(35); // 35.02…
    expect(percentOff(666, 1000)).toBe(33); // 33.4
    expect(percentOff(665, 1000)).toBe(34); // 33.5 rounds up
    expect(percentOff(1, 1000)).toBe(100); // 99.9
  });

  it('is 0 when the price is not below the maximum price', () => {
    expect(percentOff(1000, 1000)).toBe(0);
    expect(percentOff(1200, 1000)).toBe(0);
  });

  it('is 0 for a discount that rounds away', () => {
    expect(percentOff(999, 1000)).toBe(0); // 0.1 %
  });

  it('is 0 without a usable maximum price', () => {
    expect(percentOff(500, undefined)).toBe(0);
    expect(percentOff(500, null)).toBe(0);
    expect(percentOff(500, 0)).toBe(0);
    expect(percentOff(-10, -5)).toBe(0);
    expect(percentOff(500, Number.NaN)).toBe(0);
    expect(percentOff(Number.NaN, 1000)).toBe(0);
  });
});
