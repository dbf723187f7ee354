/**
 * Moderation of customers' reviews by staff: the queue, publishing, rejecting with a reason the customer
 * reads, and the shop's public reply. A product's rating and count are computed from its published
 * reviews when read (catalog/reviews.ts), so a status change here moves them with no cached figure to fix.
 */
import type { Schema } from '@shop/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { products, reviews, users } from '../db/schema';
import { REVIEW_STATUSES, type ReviewStatus } from '../db/tables/values';
import { ConflictError, NotFoundError, problem } from '../errors';
import { requiredStaffText } from '../validation';
import { inTransaction } from '../db/transaction';

export type AdminReview = Schema<'AdminReview'>;
export type AdminReviewPage = Schema<'AdminReviewPage'>;

const REVIEW_NOT_FOUND = problem('review_not_found', 'Review not found.');

export interface AdminReviewFilter {
  page: number;
  pageSize: number;
  status?: ReviewStatus | undefined;
  rating?: number | undefined;
  productId?: number | undefined;
}

const reviewColumns = {
  review: reviews,
  product: { id: products.id, title: products.title, slug: products.slug },
  customer: { id: users.id, name: users.name, email: users.email },
};

type ReviewJoinRow = { review: typeof reviews.$inferSelect; product: AdminReview['product']; customer: AdminReview['customer'] };

function selectReviews(db: Database | Transaction) {
  return db.select(reviewColumns).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).innerJoin(users, eq(users.id, reviews.userId));
}

export async function listAdminReviews(db: Database, filter: AdminReviewFilter): Promise<AdminReviewPage> {
  const common: SQL[] = [];
  if (filter.rating !== undefined) common.push(eq(reviews.rating, filter.rating));
  if (filter.productId !== undefined) common.push(eq(reviews.productId, filter.productId));
  const byStatus = filter.status ? eq(reviews.status, filter.status) : undefined;
  const where = and(...common, byStatus);
  const isPending = sql`(${reviews.status} = 'pending')`;

  const [rows, totals, statusCounts] = await Promise.all([
    selectReviews(db)
      .where(where)
      // The queue: what waits for the shop comes first, longest waiting first; then the rest, newest first.
      .orderBy(desc(isPending), sql`case when ${isPending} then ${reviews.createdAt} end asc`, desc(reviews.createdAt), desc(reviews.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(reviews).where(where),
    db
      .select({ status: reviews.status, n: count() })
      .from(reviews)
      .where(and(...common))
      .groupBy(reviews.status),
  ]);
  return {
    items: rows.map(toAdminReview),
    total: totals[0]?.total ?? 0,
    page: filter.page,
    page_size: filter.pageSize,
    counts: Object.fromEntries(REVIEW_STATUSES.map((status) => [status, statusCounts.find((row) => row.status === status)?.n ?? 0])) as AdminReviewPage['counts'],
  };
}

async function getAdminReview(db: Database | Transaction, reviewId: number): Promise<AdminReview> {
  if (!isPossibleId(reviewId)) throw new NotFoundError(REVIEW_NOT_FOUND);
  const [row] = await selectReviews(db).where(eq(reviews.id, reviewId));
  if (!row) throw new NotFoundError(REVIEW_NOT_FOUND);
  return toAdminReview(row);
}

function toAdminReview({ review, product, customer }: ReviewJoinRow): AdminReview {
  return {
    id: review.id,
    version: review.version,
    product,
    customer,
    rating: review.rating,
    review_text: review.reviewText,
    status: review.status,
    verified_purchase: review.verifiedPurchase,
    rejection_reason: review.rejectionReason,
    reply: review.replyText && review.repliedAt ? { text: review.replyText, replied_at: review.repliedAt.toISOString() } : null,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
  };
}

export interface ReviewChangeContext {
  actorId: number;
  version: number;
}

export async function publishReview(db: Database, reviewId: number, context: ReviewChangeContext): Promise<AdminReview> {
  return changeReview(db, reviewId, context, 'review.publish', (current) => {
    if (current.status === 'published') throw statusConflict('This review is already published.');
    return { status: 'published', rejectionReason: null };
  });
}

export async function rejectReview(db: Database, reviewId: number, context: ReviewChangeContext & { reason: string }): Promise<AdminReview> {
  const reason = requiredStaffText(context.reason, 'reason', 'Tell the customer why the review is not published.');
  return changeReview(db, reviewId, context, 'review.reject', (current) => {
    if (current.status === 'rejected') throw statusConflict('This review is already rejected.');
    return { status: 'rejected', rejectionReason: reason };
  });
}

export async function replyToReview(db: Database, reviewId: number, context: ReviewChangeContext & { text: string }): Promise<AdminReview> {
  const text = requiredStaffText(context.text, 'text', 'Write the reply the shop shows under the review.');
  return changeReview(db, reviewId, context, 'review.reply', () => ({ replyText: text, repliedAt: new Date() }));
}

type ReviewChange = Partial<Pick<typeof reviews.$inferInsert, 'status' | 'rejectionReason' | 'replyText' | 'repliedAt'>>;

/** Locks the review, checks the editor's version, applies the change with a new version, and audits it. */
async function changeReview(
  db: Database,
  reviewId: number,
  context: ReviewChangeContext,
  action: string,
  change: (current: typeof reviews.$inferSelect) => ReviewChange,
): Promise<AdminReview> {
  if (!isPossibleId(reviewId)) throw new NotFoundError(REVIEW_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!current) throw new NotFoundError(REVIEW_NOT_FOUND);
    assertVersion(current.version, context.version, 'review');
    const values = change(current);
    const before = await getAdminReview(tx, reviewId);
    await tx
      .update(reviews)
      .set({ ...values, version: current.version + 1 })
      .where(eq(reviews.id, reviewId));
    const after = await getAdminReview(tx, reviewId);
    await recordAudit(tx, { actorId: context.actorId, action, entityType: 'review', entityId: reviewId, before, after });
    return after;
  });
}

function statusConflict(message: string): ConflictError {
  const refusal = problem('review_status_refuses', message);
  return new ConflictError(refusal, { status: [refusal] });
}

