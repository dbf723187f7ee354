/** What customers say about a product: a review may name the order it was written from. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { createdAt, filledText, id, oneOf, updatedAt, version } from './columns';
import { orders } from './orders';
import { REVIEW_STATUSES, TEXT_LIMITS, type ReviewStatus } from './values';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order the review was written from, when there was one. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    reviewText: text('review_text').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** Why staff refused the review; the customer sees it on their reviews page. */
    rejectionReason: text('rejection_reason'),
    /** The shop's public answer, shown under the review on the product page. */
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A customer has one review per product, which they may edit.
    unique('reviews_user_product_key').on(t.userId, t.productId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_order_idx').on(t.orderId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_text_filled', filledText(t.reviewText, TEXT_LIMITS.reviewText)),
    check('reviews_status_known', oneOf(t.status, REVIEW_STATUSES)),
    check('reviews_rejection_has_reason', sql`(${t.status} = 'rejected') = (${t.rejectionReason} is not null)`),
    check('reviews_rejection_reason_filled', sql`${t.rejectionReason} is null or (${filledText(t.rejectionReason, TEXT_LIMITS.staffNote)})`),
    check('reviews_reply_filled', sql`${t.replyText} is null or (${filledText(t.replyText, TEXT_LIMITS.staffNote)})`),
    check('reviews_reply_dated', sql`(${t.replyText} is null) = (${t.repliedAt} is null)`),
  ],
);
