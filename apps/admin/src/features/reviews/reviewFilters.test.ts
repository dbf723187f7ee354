import { describe, expect, it } from 'vitest';
import { readReviewFilters, reviewsQueryArg, writeReviewFilters } from './reviewFilters';

describe('the review queue’s address', () => {
  it('opens on the moderation queue and round-trips every filter', () => {
    expect(readReviewFilters(new URLSearchParams())).toEqual({ view: 'pending', page: 1, rating: undefined, product: undefined });
    const filters = readReviewFilters(new URLSearchParams('status=all&rating=1&product=12&page=2'));
    expect(filters).toEqual({ view: 'all', rating: 1, product: 12, page: 2 });
    expect(writeReviewFilters(filters).toString()).toBe('status=all&rating=1&product=12&page=2');
    expect(reviewsQueryArg(filters)).toEqual({ page: 2, pageSize: 20, status: undefined, rating: 1, productId: 12 });
  });

  it('leaves out what an edited address got wrong', () => {
    expect(readReviewFilters(new URLSearchParams('status=hidden&rating=6&product=-3&page=0'))).toEqual({ view: 'pending', page: 1, rating: undefined, product: undefined });
  });
});
