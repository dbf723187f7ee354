/** One customer's published review as a `Review`: the stars given, the name the product page shows, the day and the words. */
import type { Review } from 'schema-dts';

/** The stars a review gives run from 1 to 5, as the storefront draws them. */
export const RATING_SCALE = { bestRating: 5, worstRating: 1 } as const;

export interface ReviewFacts {
  /** The reviewer as the product page names them (the reviews API's user_name), nothing more. */
  authorName: string;
  rating: number;
  body: string;
  /** ISO 8601. */
  datePublished: string;
}

export function review(facts: ReviewFacts): Review {
  return {
    '@type': 'Review',
    reviewRating: { '@type': 'Rating', ratingValue: facts.rating, ...RATING_SCALE },
    author: { '@type': 'Person', name: facts.authorName },
    datePublished: facts.datePublished,
    reviewBody: facts.body,
  };
}
