import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type ProductFilters } from '@shop/rules/listing';
import { countActiveFilters } from './productFilters';

const filters = (overrides: Partial<ProductFilters>): ProductFilters => ({ ...NO_FILTERS, ...overrides });

describe('countActiveFilters', () => {
  it('counts each checked box and a narrowed price range once', () => {
    expect(countActiveFilters(NO_FILTERS)).toBe(0);
    expect(countActiveFilters(filters({ categories: ['Bird Spikes', 'Bird Nets'], ratings: [4] }))).toBe(3);
    expect(countActiveFilters(filters({ priceTo: 5000 }))).toBe(1);
    expect(countActiveFilters(filters({ materials: ['Plastic'], priceFrom: 500 }))).toBe(2);
  });
});
