/** A coupon checked against a cart, before checkout and without signing in. */
import type { FastifyInstance } from 'fastify';
import { applyCoupon } from '../../coupons/apply-coupon';
import { countingCouponTries } from '../../coupons/coupon-tries';
import type { Database } from '../../db/database';
import { unavailableProducts } from '../../flows/checkout/delivery';
import { packCart } from '../../shipping/cart-parcel';
import { shopNow } from '../../shop-clock';
import { registerOperation } from '../contract';

export function registerCouponRoutes(app: FastifyInstance, db: Database): void {
  // Counted with the checkout's codes against one limit per client (coupons/coupon-tries.ts).
  registerOperation(app, 'checkCoupon', async (request) =>
    countingCouponTries(db, { ip: request.ip }, request.body.code, 'code', async () => {
      const cart = await packCart(db, request.body.items);
      if (cart.unavailable.length > 0) throw unavailableProducts(cart.unavailable);
      const applied = await applyCoupon(db, { typed: request.body.code, lines: cart.lines, at: shopNow(), field: 'code' });
      return applied.answer;
    }),
  );
}
