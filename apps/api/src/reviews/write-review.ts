/**
 * A customer's review of a product. One per customer and product (writing again edits it). A customer
 * who received the product in a delivered order is a verified purchaser, and that review is published at
 * once; any other review waits as pending until the shop publishes or rejects it (reviews/moderation.ts). Text is stored as typed (plain
 * text, trimmed) and always rendered escaped.
 */
import type { Schema } from '@shop/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { orderItems, orders, products, reviews, users } from '../db/schema';
import { InvalidInputError, NotFoundError, ORDER_NOT_FOUND, problem } from '../errors';
import { PRODUCT_NOT_FOUND, reshapeReview, type ReviewView } from '../catalog';
import { inTransaction } from '../db/transaction';

type ReviewInput = Schema<'ReviewCreate'>;

export async function writeReview(db: Database, userId: number, input: ReviewInput): Promise<ReviewView> {
  const text = input.review_text.trim();
  if (text === '') throw new InvalidInputError({ review_text: [problem('review_text_required', 'Please write a few words about the product.')] }, 'Please provide a rating and a review.');

  return inTransaction(db, async (tx) => {
    const [product] = await tx
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(and(eq(products.id, input.product), eq(products.isActive, true)));
    if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);

    const deliveredOrderId = input.order === undefined ? await anyDeliveredOrderWith(tx, userId, product.id) : await deliveredOrderWith(tx, userId, input.order, product.id);
    const verified = deliveredOrderId !== undefined;
    const values = {
      rating: input.rating,
      reviewText: text,
      orderId: deliveredOrderId ?? null,
      verifiedPurchase: verified,
      status: verified ? ('published' as const) : ('pending' as const),
      // An edited review is a new text: an earlier rejection no longer applies to it.
      rejectionReason: null,
    };
    const [row] = await tx
      .insert(reviews)
      .values({ productId: product.id, userId, ...values })
      // The edit moves the version on, so a moderator's decision about the old text is refused (409).
      .onConflictDoUpdate({ target: [reviews.userId, reviews.productId], set: { ...values, version: sql`${reviews.version} + 1`, createdAt: sql`now()` } })
      .returning();
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return reshapeReview({ ...row!, productTitle: product.title, userName: user!.name });
  });
}

/** The customer's own order, delivered, with the product in it; anything else is refused with the reason. */
async function deliveredOrderWith(tx: Transaction, userId: number, orderId: number, productId: number): Promise<number> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const [order] = await tx
    .select({ id: orders.id, deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  if (order.deliveryStatus !== 'delivered') throw new InvalidInputError({ order: [problem('order_not_delivered', 'You can review a product once its order is delivered.')] });
  const [line] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
  if (!line) throw new InvalidInputError({ product: [problem('product_not_in_order', 'This product is not part of that order.')] });
  return order.id;
}

async function anyDeliveredOrderWith(tx: Transaction, userId: number, productId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.deliveryStatus, 'delivered'), eq(orderItems.productId, productId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id;
}

/** Every review the customer wrote, in any status, newest first. */
export async function listCustomerReviews(db: Database, userId: number): Promise<ReviewView[]> {
  const rows = await db
    .select({ review: reviews, productTitle: products.title, userName: users.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => reshapeReview({ ...row.review, productTitle: row.productTitle, userName: row.userName }));
}
