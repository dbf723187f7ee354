import { describe, expect, it } from 'vitest';
import { readPage, writePage } from '../../../features/catalogue/listingPage';
import { readListingParams, writeListingParams, type ListingState } from './listingParams';
import { NO_FILTERS } from '@shop/rules/listing';

const read = (search: string, known?: string[]) => readListingParams(new URLSearchParams(search), known);

describe('readListingParams', () => {
  it('gives no filters and the default sort for a bare URL', () => {
    expect(read('')).toEqual({ filters: NO_FILTERS, sort: 'default' });
  });

  it('reads every filter and the sort, repeated keys as several choices', () => {
    const state = read(
      '?category=Bird%20Spikes&category=Bird+Nets&material=Plastic&rating=4&rating=2&price_from=500&price_to=5000&sort=price-asc',
    );
    expect(state).toEqual({
      filters: {
        categories: ['Bird Spikes', 'Bird Nets'],
        materials: ['Plastic'],
        ratings: [4, 2],
        priceFrom: 500,
        priceTo: 5000,
      },
      sort: 'price-asc',
    });
  });

  it('ignores values that are not valid choices', () => {
    const state = read('?material=Wood&material=plastic&rating=5&rating=0&rating=abc&rating=3.5&sort=cheapest&category=%20');
    expect(state).toEqual({ filters: NO_FILTERS, sort: 'default' });
  });

  it('ignores prices outside 0–50000 or not whole, each end on its own', () => {
    const price = (search: string) => {
      const { priceFrom, priceTo } = read(search).filters;
      return [priceFrom, priceTo];
    };
    expect(price('?price_from=-5&price_to=60000')).toEqual([0, 50000]);
    expect(price('?price_from=10.5&price_to=1e3')).toEqual([0, 50000]);
    expect(price('?price_to=1000')).toEqual([0, 1000]);
    expect(price('?price_from=1000&price_to=1000')).toEqual([1000, 1000]);
    // Ends out of order are the API's to refuse: the URL is read as it is.
    expect(price('?price_from=9000&price_to=1000')).toEqual([9000, 1000]);
  });

  it('drops repeated choices', () => {
    expect(read('?material=Plastic&material=Plastic&rating=4&rating=4').filters).toMatchObject({
      materials: ['Plastic'],
      ratings: [4],
    });
  });

  it('keeps only known categories, in their own spelling, once the categories are known', () => {
    const known = ['Bird Spikes', 'Bird Nets', 'Accessories', 'Monkey Spikes'];
    expect(read('?category=bird%20spikes&category=Kites&category=Monkey+Spikes', known).filters.categories).toEqual([
      'Bird Spikes',
      'Monkey Spikes',
    ]);
    expect(read('?category=Kites').filters.categories).toEqual(['Kites']);
  });
});

describe('writeListingParams', () => {
  const state: ListingState = {
    filters: { categories: ['Bird Spikes'], materials: ['Stainless Steel'], ratings: [3], priceFrom: 0, priceTo: 5000 },
    sort: 'name-asc',
  };

  it('writes the state and keeps the search query', () => {
    const written = writeListingParams(new URLSearchParams('?query=spikes&sort=price-desc&rating=1'), state);
    expect(written.toString()).toBe('query=spikes&category=Bird+Spikes&material=Stainless+Steel&rating=3&price_to=5000&sort=name-asc');
  });

  it('leaves defaults out, so an untouched listing keeps a clean URL', () => {
    expect(writeListingParams(new URLSearchParams('?query=net&price_from=500'), { filters: NO_FILTERS, sort: 'default' }).toString()).toBe(
      'query=net',
    );
  });

  it('round-trips through readListingParams', () => {
    expect(readListingParams(writeListingParams(new URLSearchParams(), state))).toEqual(state);
  });
});

describe('the page of a large listing', () => {
  it('reads whole numbers from 1, anything else as the first page', () => {
    expect(readPage(new URLSearchParams('?page=3'))).toBe(3);
    for (const value of ['', '0', '-2', '1.5', 'abc', '01', '9999999']) expect(readPage(new URLSearchParams({ page: value })), value).toBe(1);
    expect(readPage(new URLSearchParams())).toBe(1);
  });

  it('leaves the first page out of the URL, and a change of filters goes back to it', () => {
    expect(writePage(new URLSearchParams('?query=net&page=4'), 1).toString()).toBe('query=net');
    expect(writePage(new URLSearchParams('?query=net'), 2).toString()).toBe('query=net&page=2');
    const state: ListingState = { filters: NO_FILTERS, sort: 'price-asc' };
    expect(writeListingParams(new URLSearchParams('?page=3&query=net'), state).toString()).toBe('query=net&sort=price-asc');
  });
});
