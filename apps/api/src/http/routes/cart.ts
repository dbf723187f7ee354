/** The cart the shop keeps for a signed-in customer, for its one reminder. */
import type { FastifyInstance } from 'fastify';
import { saveCart } from '../../carts';
import type { Database } from '../../db/database';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limit';
import { signedIn } from '../authenticate';
import { registerOperation } from '../contract';

/**
 * Key: the customer. The storefront sends the cart a moment after each change settles, so even a busy
 * shopper stays far below this; a script writing in a loop does not fill the table's history of writes.
 */
const CART_SAVES_PER_CUSTOMER: RateLimitRule = {
  bucket: 'cart_saves_user',
  limit: 120,
  windowSeconds: 10 * 60,
  detail: 'Your cart was saved too often; it is still in this browser and will be saved again in a few minutes.',
};

export function registerCartRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'saveCart', async (request) => {
    const { userId } = signedIn(request);
    await consumeRateLimit(db, CART_SAVES_PER_CUSTOMER, String(userId));
    return saveCart(db, userId, request.body);
  });
}
