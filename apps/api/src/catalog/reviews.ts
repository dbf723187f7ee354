/** Reading reviews as the public sees them: published ones only. */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isPossibleId, type Database } from '../db/database';
import { products, reviews, users } from '../db/schema';
import { reshapeReview, type ReviewView } from './reshape';

export interface ReviewsWanted {
  /** Only the newest few, read in the same one query along reviews_product_status_idx. */
  newest?: number;
  /**
   * Only reviews still in their writers' own words: an erased customer's review keeps its stars on the page (and in
   * the average) but its words and name are placeholders, which search engines must not be given as a review.
   */
  inWritersWords?: boolean;
}

/** Published reviews of one product, newest first; an unknown product simply has none. */
export async function listPublishedReviews(db: Database, productId: number, { newest, inWritersWords = false }: ReviewsWanted = {}): Promise<ReviewView[]> {
  if (!isPossibleId(productId)) return [];
  const query = db
    .select({ review: reviews, productTitle: products.title, userName: users.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.productId, productId),
        eq(reviews.status, 'published'),
        eq(products.isActive, true),
        inWritersWords ? isNull(users.erasedAt) : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .$dynamic();
  const rows = await (newest === undefined ? query : query.limit(newest));
  return rows.map((row) => reshapeReview({ ...row.review, productTitle: row.productTitle, userName: row.userName }));
}

/**
 * The ratings of a product's published reviews, oldest first, as a column of the caller's query (an array
 * subquery on reviews_product_status_idx), so a list of products needs no second round trip.
 */
export function publishedRatingsOf(productId: AnyPgColumn): SQL<number[]> {
  return sql<number[]>`array(
    select ${reviews.rating} from ${reviews}
    where ${reviews.productId} = ${productId} and ${reviews.status} = 'published'
    order by ${reviews.id}
  )`;
}
