import type { Review } from '@shop/api-client';

export type ReviewStatusFilter = 'all' | Review['status'];

/** The product brief reads a review without a status as published. */
export const reviewStatus = (review: Pick<Review, 'status'>): Review['status'] => review.status ?? 'published';

/** How much of a product's title the review list shows. */
const TITLE_PREVIEW_LENGTH = 40;

/** The first 40 characters of a title, with an ellipsis when there was more. */
export function titlePreview(title: string, length = TITLE_PREVIEW_LENGTH): string {
  const characters = Array.from(title.trim());
  return characters.length <= length ? characters.join('') : `${characters.slice(0, length).join('').trimEnd()}…`;
}

/**
 * My Reviews' search and status filter: the search matches the review's text or its product's
 * title, ignoring case and extra spaces; the status must match unless 'all'.
 */
export function filterReviews<T extends Pick<Review, 'status' | 'review_text' | 'product_title'>>(
  reviews: readonly T[],
  { search, status }: { search: string; status: ReviewStatusFilter },
): T[] {
  const words = search.trim().toLocaleLowerCase('en-IN').split(/\s+/).filter(Boolean);
  return reviews.filter((review) => {
    if (status !== 'all' && reviewStatus(review) !== status) return false;
    const haystack = `${review.product_title} ${review.review_text}`.toLocaleLowerCase('en-IN');
    return words.every((word) => haystack.includes(word));
  });
}
