import { describe, expect, it } from 'vitest';
import { categoryPath, searchPath } from './shopPaths';

describe('shop paths', () => {
  it('URL-encodes the search text as one query value', () => {
    expect(searchPath('bird spikes')).toBe('/products/search?query=bird%20spikes');
    expect(searchPath('nets & hooks?')).toBe('/products/search?query=nets%20%26%20hooks%3F');
    expect(new URL(searchPath('50% off / ₹999'), 'https://x.in').searchParams.get('query')).toBe('50% off / ₹999');
  });

  it('keeps a category name in one path segment', () => {
    expect(categoryPath('Bird Spikes')).toBe('/category/Bird%20Spikes');
    expect(categoryPath('Nets/Accessories')).toBe('/category/Nets%2FAccessories');
  });
});
