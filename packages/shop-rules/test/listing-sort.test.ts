import { describe, expect, it } from 'vitest';
import { isSortKey, sortProducts, titleSortKey } from '../src/listing';

const catalogue = [
  { id: 1, title: 'Stainless Steel Bird Spikes – Pack of 20', price: 1649 },
  { id: 2, title: 'anti-Bird Net 10 × 10 ft', price: 699 },
  { id: 3, title: 'Stainless Steel Bird Spikes – Pack of 100', price: 899 },
  { id: 4, title: 'Bird Spike Adhesive', price: 349 },
  { id: 5, title: 'Stainless Steel Bird Spikes – Pack of 10', price: 899 },
];
const ids = (list: { id: number }[]) => list.map(({ id }) => id);

describe('sortProducts', () => {
  it('keeps the API order by default (the catalogue order, or the search ranking)', () => {
    expect(ids(sortProducts(catalogue, 'default'))).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts names A–Z ignoring case, with numbers in natural order', () => {
    expect(ids(sortProducts(catalogue, 'name-asc'))).toEqual([2, 4, 5, 1, 3]);
  });

  it('sorts by price, low to high, keeping the API order between equal prices', () => {
    expect(ids(sortProducts(catalogue, 'price-asc'))).toEqual([4, 2, 3, 5, 1]);
  });

  it('sorts by price, high to low, keeping the API order between equal prices', () => {
    expect(ids(sortProducts(catalogue, 'price-desc'))).toEqual([1, 3, 5, 2, 4]);
  });

  it('returns a new list and leaves the input alone', () => {
    const input = [...catalogue];
    const sorted = sortProducts(input, 'price-asc');
    expect(sorted).not.toBe(input);
    expect(ids(input)).toEqual([1, 2, 3, 4, 5]);
    expect(sortProducts(input, 'default')).not.toBe(input);
  });
});

describe('isSortKey', () => {
  it('accepts the four menu choices only', () => {
    for (const key of ['default', 'name-asc', 'price-asc', 'price-desc']) expect(isSortKey(key)).toBe(true);
    for (const key of ['', 'price', 'name-desc', 'DEFAULT']) expect(isSortKey(key)).toBe(false);
  });
});

describe('titleSortKey, what Name (A–Z) compares', () => {
  const n = (digits: string) => digits.padStart(20, '0');

  it('lower-cases letters, pads numbers, keeps spaces and turns other characters into "-"', () => {
    expect(titleSortKey('Stainless Steel Bird Spikes – Pack of 10')).toBe(`stainless steel bird spikes - pack of ${n('10')}`);
    expect(titleSortKey('Anti-Bird Net 10×10 ft')).toBe(`anti-bird net ${n('10')}-${n('10')} ft`);
    expect(titleSortKey('Café')).toBe('caf-');
    expect(titleSortKey('')).toBe('');
  });

  it('orders a space before punctuation, as the browser collation does', () => {
    const contractor = 'Polycarbonate Bird Spikes – Contractor Pack of 100 (30 m)';
    const clear = 'Polycarbonate Bird Spikes, Clear – Pack of 10 (3 m)';
    expect(sortProducts([{ title: clear, price: 1 }, { title: contractor, price: 1 }], 'name-asc').map(({ title }) => title)).toEqual([contractor, clear]);
  });

  it('leaves numbers of 20 digits or more as they are', () => {
    expect(titleSortKey('Spikes 123456789012345678901')).toBe('spikes 123456789012345678901');
  });
});
