/** Writing reviews and reading one's own. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { listCustomerReviews, writeReview } from '../../reviews';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

export function registerReviewRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'createReview', async (request, reply) => {
    const review = await writeReview(db, signedIn(request).userId, request.body);
    return reply.code(201).send(review);
  });

  registerOperation(app, 'listUserReviews', async (request) => listCustomerReviews(db, signedIn(request).userId));
}
