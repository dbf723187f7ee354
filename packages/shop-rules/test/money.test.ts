import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, groupIndianDigits, paiseToRupees, percentOff, rupeesToPaise } from '../src/money';

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

describe('groupIndianDigits', () => {
  // The shop writes numbers without Intl (one less load on a phone's first page); Intl is the reference.
  // One formatter per number of decimals: making one per comparison took seconds on a busy machine.
  const formatters = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
  const intl = (value: number, digits: number) => formatters[digits]!.format(value);

  it('groups in thousands, lakhs and crores', () => {
    expect(groupIndianDigits(0)).toBe('0');
    expect(groupIndianDigits(999)).toBe('999');
    expect(groupIndianDigits(1000)).toBe('1,000');
    expect(groupIndianDigits(123456)).toBe('1,23,456');
    expect(groupIndianDigits(1234567890)).toBe('1,23,45,67,890');
    expect(groupIndianDigits(99999.995, 2)).toBe('1,00,000.00');
  });

  it('writes what Intl writes for en-IN, rounding included', () => {
    const awkward = [0.005, 1.005, 2.675, 1.45, 0.5, 1.5, 2.5, 1299.995, 0.045, 8.345, 1e-7, 4.35e-5, 123456789.125, 2 ** 53, 1e20, 9.999e15];
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    const generated = Array.from({ length: 3000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(random() * 12);
      // Whole rupees, paise, and values with three or more decimals (a computed share), in turn.
      return [Math.round(random() * magnitude), Math.round(random() * magnitude * 100) / 100, random() * magnitude][i % 3]!;
    });
    for (const value of [...awkward, ...generated]) {
      for (const digits of [0, 1, 2, 3]) expect(groupIndianDigits(value, digits), `${value} with ${digits} decimals`).toBe(intl(value, digits));
    }
  });

  it('refuses what it cannot write', () => {
    expect(() => groupIndianDigits(-1)).toThrow(RangeError);
    expect(() => groupIndianDigits(Number.NaN)).toThrow(RangeError);
    expect(() => groupIndianDigits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => groupIndianDigits(1, 1.5)).toThrow(RangeError);
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
