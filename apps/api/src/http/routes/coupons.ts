/** A cart priced, and a coupon checked against it, before checkout and without signing in. */
import type { FastifyInstance } from 'fastify';
import { countingCouponTries } from '../../coupons';
import type { Database } from '../../db/database';
import { checkCartCoupon } from '../../flows/checkout/cart-coupon';
import { priceCart } from '../../flows/checkout/price-cart';
import { registerOperation } from '../contract';

export function registerCouponRoutes(app: FastifyInstance, db: Database): void {
  // Counted with the checkout's codes against one limit per client (coupons/coupon-tries.ts).
  registerOperation(app, 'checkCoupon', async (request) =>
    countingCouponTries(db, { ip: request.ip }, request.body.code, 'code', () => checkCartCoupon(db, request.body.code, request.body.items)),
  );
  // A cart without a code is no try; one with a code counts as the coupon check does.
  registerOperation(app, 'priceCart', async (request) => countingCouponTries(db, { ip: request.ip }, request.body.code, 'code', () => priceCart(db, request.body)));
}
