/** The back-office's review moderation: the queue, publish, reject with a reason, and the shop's reply. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { listAdminReviews, publishReview, rejectReview, replyToReview } from '../../../reviews';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export function registerAdminReviewRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'listAdminReviews', async (request) => {
    const q = request.query;
    return listAdminReviews(db, { page: q.page ?? 1, pageSize: q.page_size ?? 25, status: q.status, rating: q.rating, productId: q.product_id });
  });

  registerOperation(app, 'publishReview', async (request) =>
    publishReview(db, request.params.reviewId, { actorId: signedInStaff(request).userId, version: request.body.version }),
  );

  registerOperation(app, 'rejectReview', async (request) =>
    rejectReview(db, request.params.reviewId, { actorId: signedInStaff(request).userId, ...request.body }),
  );

  registerOperation(app, 'replyToReview', async (request) =>
    replyToReview(db, request.params.reviewId, { actorId: signedInStaff(request).userId, ...request.body }),
  );
}
