/** Provider states of the back-office's review and inbox pacts: a review awaiting moderation, contact messages. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { contactMessages, reviews } from '../../../src/db/schema';
import type { ContactStatus } from '../../../src/db/tables/values';
import { createCustomer, createProduct, createReview } from '../../support/fixtures';
import { param, type StateHandler } from '../state-support';

/** A message as the contact form stores it, in the given inbox status; answers its id and version. */
async function contactMessage(db: Database, subject: string, status: ContactStatus) {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: 'Asha Rao', email: 'asha.rao@example.in', subject, message: 'Which pigeon net suits a 3 m balcony in Pune?', status, version: status === 'unread' ? 1 : 2 })
    .returning();
  return { messageId: row!.id, messageVersion: row!.version };
}

export function adminModerationStates(db: Database): Record<string, StateHandler> {
  return {
    // Returns `reviewId`, `reviewVersion` (what a decision must send) and `productId`.
    'a review of product {slug} awaits moderation': async (params) => {
      const product = await createProduct(db, { slug: param(params, 'slug'), title: 'Stainless Steel Bird Spikes – Pack of 10', images: ['/media/products/ss-bird-spikes-pack-10-1.svg'] });
      const customer = await createCustomer(db, { email: 'meena.iyer@example.in', name: 'Meena Iyer' });
      const review = await createReview(db, product.id, { userId: customer.id, rating: 2, status: 'pending', verifiedPurchase: false });
      const [row] = await db.select({ version: reviews.version }).from(reviews).where(eq(reviews.id, review.id));
      return { reviewId: review.id, reviewVersion: row!.version, productId: product.id };
    },

    // Each returns `messageId` and `messageVersion`.
    'a visitor sent contact message {subject}': async (params) => contactMessage(db, param(params, 'subject'), 'unread'),
    'the contact message {subject} has been read': async (params) => contactMessage(db, param(params, 'subject'), 'read'),
  };
}
