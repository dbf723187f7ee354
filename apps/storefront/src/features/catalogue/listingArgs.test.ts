import { NO_FILTERS } from '@shop/rules/listing';
import { describe, expect, it } from 'vitest';
import { categoryPageArgs, listingArgs } from './listingArgs';

describe('listingArgs, the one call of a listing view', () => {
  it('asks the first page within the price slider’s range when nothing is chosen', () => {
    expect(listingArgs('', NO_FILTERS, 'default', 1)).toEqual({
      query: undefined,
      limit: 24,
      offset: undefined,
      category: [],
      material: [],
      rating: [],
      priceFrom: undefined,
      priceTo: 50000,
      sort: undefined,
    });
  });

  it('sends the search, every filter, the sort and the page', () => {
    const filters = { categories: ['Bird Spikes'], materials: ['Plastic'], ratings: [4, 2], priceFrom: 500, priceTo: 5000 };
    expect(listingArgs('spikes', filters, 'price-asc', 3)).toEqual({
      query: 'spikes',
      limit: 24,
      offset: 48,
      category: ['Bird Spikes'],
      material: ['Plastic'],
      rating: [4, 2],
      priceFrom: 500,
      priceTo: 5000,
      sort: 'price-asc',
    });
  });

  it('sends price ends as they are: whether they are in order is the API’s to say', () => {
    expect(listingArgs('', { ...NO_FILTERS, priceFrom: 9000, priceTo: 1000 }, 'default', 1)).toMatchObject({ priceFrom: 9000, priceTo: 1000 });
  });

  it('pages a category in the catalogue’s order', () => {
    expect(categoryPageArgs('Bird Nets', 2)).toEqual({ limit: 24, offset: 24, category: ['Bird Nets'] });
  });
});
