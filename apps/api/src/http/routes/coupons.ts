/** A coupon checked against a cart, before checkout and without signing in. */
import type { FastifyInstance } from 'fastify';
import { countingCouponTries } from '../../coupons';
import type { Database } from '../../db/database';
import { checkCartCoupon } from '../../flows/checkout/cart-coupon';
import { registerOperation } from '../contract';

export function registerCouponRoutes(app: FastifyInstance, db: Database): void {
  // Counted with the checkout's codes against one limit per client (coupons/coupon-tries.ts).
  registerOperation(app, 'checkCoupon', async (request) =>
    countingCouponTries(db, { ip: request.ip }, request.body.code, 'code', () => checkCartCoupon(db, request.body.code, request.body.items)),
  );
}
