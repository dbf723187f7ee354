import type { ListAdminReviewsApiArg, ReviewStatus } from '@shop/api-client/admin';

/**
 * The review queue's view, kept in the address (`?status=all&rating=1&product=12&page=2`). Without a
 * status it is the moderation queue (pending); `all` shows every review, pending first.
 */
export type ReviewView = 'pending' | 'all' | Exclude<ReviewStatus, 'pending'>;

export interface ReviewFilters {
  view: ReviewView;
  rating?: number;
  product?: number;
  page: number;
}

export const REVIEW_VIEWS: readonly ReviewView[] = ['pending', 'all', 'published', 'rejected'];
const REVIEWS_PAGE_SIZE = 20;

function positiveInteger(raw: string | null, max: number): number | undefined {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
}

/** What the address asks for; anything malformed (an edited URL) is left out rather than sent. */
export function readReviewFilters(params: URLSearchParams): ReviewFilters {
  const view = params.get('status');
  return {
    view: REVIEW_VIEWS.find((candidate) => candidate === view) ?? (view === 'draft' ? 'draft' : 'pending'),
    rating: positiveInteger(params.get('rating'), 5),
    product: positiveInteger(params.get('product'), 2147483647),
    page: positiveInteger(params.get('page'), 100000) ?? 1,
  };
}

export function writeReviewFilters(filters: ReviewFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view !== 'pending') params.set('status', filters.view);
  if (filters.rating) params.set('rating', String(filters.rating));
  if (filters.product) params.set('product', String(filters.product));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function reviewsQueryArg(filters: ReviewFilters): ListAdminReviewsApiArg {
  return {
    page: filters.page,
    pageSize: REVIEWS_PAGE_SIZE,
    status: filters.view === 'all' ? undefined : filters.view,
    rating: filters.rating,
    productId: filters.product,
  };
}
