import { describe, expect, it } from 'vitest';
import { filterProducts, NO_FILTERS, passesFilters, type ProductFilters } from '../src/listing';

const product = (id: number, category_name: string, material: 'Plastic' | 'Stainless Steel', average_rating: string, price: number) => ({
  id,
  category_name,
  material,
  average_rating,
  price,
});

const spikes = product(1, 'Bird Spikes', 'Stainless Steel', '4.7', 1649);
const polySpikes = product(2, 'Bird Spikes', 'Plastic', '3.99', 549);
const net = product(3, 'Bird Nets', 'Plastic', '2.0', 18999);
const hooks = product(4, 'Accessories', 'Stainless Steel', '0.0', 299);
const catalogue = [spikes, polySpikes, net, hooks];

const filters = (overrides: Partial<ProductFilters>): ProductFilters => ({ ...NO_FILTERS, ...overrides });
const ids = (list: { id: number }[]) => list.map(({ id }) => id);

describe('filterProducts, the rule of product brief §5', () => {
  it('passes everything when nothing is selected and the range is full', () => {
    expect(ids(filterProducts(catalogue, NO_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('keeps products whose category is among the selected ones', () => {
    expect(ids(filterProducts(catalogue, filters({ categories: ['Bird Spikes'] })))).toEqual([1, 2]);
    expect(ids(filterProducts(catalogue, filters({ categories: ['Bird Nets', 'Accessories'] })))).toEqual([3, 4]);
    expect(filterProducts(catalogue, filters({ categories: ['Monkey Spikes'] }))).toEqual([]);
  });

  it('keeps products whose material is among the selected ones', () => {
    expect(ids(filterProducts(catalogue, filters({ materials: ['Plastic'] })))).toEqual([2, 3]);
    expect(ids(filterProducts(catalogue, filters({ materials: ['Plastic', 'Stainless Steel'] })))).toEqual([1, 2, 3, 4]);
  });

  it('rounds the average rating down before comparing: 3.99 is not "4★ & up"', () => {
    expect(ids(filterProducts(catalogue, filters({ ratings: [4] })))).toEqual([1]);
    expect(ids(filterProducts(catalogue, filters({ ratings: [3] })))).toEqual([1, 2]);
    // 2.0 floors to 2, which is at or above 2.
    expect(ids(filterProducts(catalogue, filters({ ratings: [2] })))).toEqual([1, 2, 3]);
  });

  it('needs the rating to reach at least one selected rating, so several ratings act as the lowest', () => {
    expect(ids(filterProducts(catalogue, filters({ ratings: [4, 2] })))).toEqual([1, 2, 3]);
  });

  it('treats an unrated product ("0.0") as below every rating', () => {
    expect(passesFilters(hooks, filters({ ratings: [1] }))).toBe(false);
    expect(passesFilters(hooks, NO_FILTERS)).toBe(true);
  });

  it('keeps prices within the range, both ends included', () => {
    expect(ids(filterProducts(catalogue, filters({ price: { min: 549, max: 1649 } })))).toEqual([1, 2]);
    expect(ids(filterProducts(catalogue, filters({ price: { min: 0, max: 500 } })))).toEqual([4]);
    expect(ids(filterProducts(catalogue, filters({ price: { min: 20000, max: 50000 } })))).toEqual([]);
  });

  it('needs every condition to hold at once', () => {
    const all = filters({ categories: ['Bird Spikes', 'Bird Nets'], materials: ['Plastic'], ratings: [3], price: { min: 0, max: 5000 } });
    expect(ids(filterProducts(catalogue, all))).toEqual([2]);
  });

  it('returns a new list and leaves the input alone', () => {
    const input = [...catalogue];
    const output = filterProducts(input, NO_FILTERS);
    expect(output).not.toBe(input);
    expect(input).toEqual(catalogue);
  });
});
