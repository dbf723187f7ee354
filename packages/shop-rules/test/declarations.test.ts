import { describe, expect, it } from 'vitest';
import { madeMonthText, netQuantityText } from '../src/declarations';

describe('netQuantityText', () => {
  it.each([
    [20, 'pieces', '20 pieces'],
    [1, 'pieces', '1 piece'],
    [1500, 'g', '1,500 g'],
    [9.3, 'm2', '9.3 m²'],
    [0.125, 'kg', '0.125 kg'],
    [2.0005, 'l', '2.001 L'],
    [123456.7, 'm', '1,23,456.7 m'],
    [300, 'ml', '300 ml'],
  ])('writes %s %s as "%s"', (quantity, unit, text) => {
    expect(netQuantityText(quantity, unit)).toBe(text);
  });

  it('writes figures as Intl.NumberFormat en-IN does, without it', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
    for (const quantity of [0, 0.5, 1, 10.25, 100, 1000, 99999.999, 12345678.1234, 0.0004, 7.0105]) {
      expect(netQuantityText(quantity, 'g')).toBe(`${intl.format(quantity)} g`);
    }
  });
});

describe('madeMonthText', () => {
  it('names the month and the year', () => {
    expect(madeMonthText('2026-03')).toBe('March 2026');
    expect(madeMonthText('2025-12')).toBe('December 2025');
    expect(madeMonthText('2024-01')).toBe('January 2024');
  });

  it('says the pack tells when the month is not known', () => {
    expect(madeMonthText(null)).toBe('As printed on the pack');
  });
});
