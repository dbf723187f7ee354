/** A coupon checked against a cart, before checkout and without signing in. */
import type { FastifyInstance } from 'fastify';
import { applyCoupon } from '../../coupons/apply-coupon';
import type { Database } from '../../db/database';
import { unavailableProducts } from '../../orders/checkout-delivery';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limit/limiter';
import { shopNow } from '../../shop-clock';
import { packCart } from '../../shipping/cart-parcel';
import { registerOperation } from '../contract';

/**
 * Key: client IP. A shopper tries a code or two and the cart checks it again as lines change; a script
 * guessing codes gets a few dozen tries an hour.
 */
const COUPON_CHECKS_PER_CLIENT: RateLimitRule = {
  bucket: 'coupon_checks_ip',
  limit: 60,
  windowSeconds: 60 * 60,
  detail: 'Too many coupon checks. Please try again later.',
};

export function registerCouponRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'checkCoupon', async (request) => {
    await consumeRateLimit(db, COUPON_CHECKS_PER_CLIENT, request.ip);
    const cart = await packCart(db, request.body.items);
    if (cart.unavailable.length > 0) throw unavailableProducts(cart.unavailable);
    const applied = await applyCoupon(db, { typed: request.body.code, lines: cart.lines, at: shopNow(), field: 'code' });
    return applied.answer;
  });
}
