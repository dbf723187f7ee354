import { describe, expect, it } from 'vitest';
import { filterReviews, titlePreview } from './reviewFilters';

const reviews = [
  { id: 1, status: 'published' as const, product_title: 'Stainless Steel Bird Spikes', review_text: 'Pigeons gone from the balcony.' },
  { id: 2, status: 'pending' as const, product_title: 'Anti Bird Net (10 x 10 ft)', review_text: 'Strong NET, easy to hang.' },
  { id: 3, status: 'draft' as const, product_title: 'Monkey Spikes', review_text: 'Still deciding.' },
];
const ids = (list: { id: number }[]) => list.map((review) => review.id);

describe('filtering my reviews', () => {
  it('shows everything for All Reviews and an empty search', () => {
    expect(ids(filterReviews(reviews, { search: '', status: 'all' }))).toEqual([1, 2, 3]);
    expect(ids(filterReviews(reviews, { search: '   ', status: 'all' }))).toEqual([1, 2, 3]);
  });

  it('filters by status', () => {
    expect(ids(filterReviews(reviews, { search: '', status: 'published' }))).toEqual([1]);
    expect(ids(filterReviews(reviews, { search: '', status: 'pending' }))).toEqual([2]);
    expect(ids(filterReviews(reviews, { search: '', status: 'draft' }))).toEqual([3]);
  });

  it('reads a review without a status as published', () => {
    const legacy = [{ id: 9, product_title: 'Bird Spikes', review_text: 'Fine.' }] as unknown as typeof reviews;
    expect(ids(filterReviews(legacy, { search: '', status: 'published' }))).toEqual([9]);
  });

  it('searches text and product title, ignoring case, in any word order', () => {
    expect(ids(filterReviews(reviews, { search: 'net', status: 'all' }))).toEqual([2]);
    expect(ids(filterReviews(reviews, { search: 'SPIKES', status: 'all' }))).toEqual([1, 3]);
    expect(ids(filterReviews(reviews, { search: 'balcony pigeons', status: 'all' }))).toEqual([1]);
    expect(ids(filterReviews(reviews, { search: 'spikes', status: 'draft' }))).toEqual([3]);
    expect(filterReviews(reviews, { search: 'cobra', status: 'all' })).toEqual([]);
  });
});

describe('the title preview', () => {
  it('keeps the first 40 characters', () => {
    expect(titlePreview('Stainless Steel Bird Spikes')).toBe('Stainless Steel Bird Spikes');
    const long = 'Polycarbonate Bird Spikes with Stainless Steel Pins (Pack of 10)';
    expect(titlePreview(long)).toBe(`${long.slice(0, 40).trimEnd()}…`);
    expect(titlePreview('x'.repeat(40))).toBe('x'.repeat(40));
  });
});
