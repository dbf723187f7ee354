/**
 * A coupon checked against a cart, before checkout and without signing in: the coupon of the cart's price
 * (price-cart.ts), so the cart tells the shopper what the quote and the order will take off.
 */
import type { Schema } from '@shop/contracts';
import { couponAnswer } from '../../coupons';
import type { Database } from '../../db/database';
import type { CartLine } from '../../shipping';
import { priceCartLines } from './price-cart';

export async function checkCartCoupon(db: Database, code: string, items: readonly CartLine[]): Promise<Schema<'CouponDiscount'>> {
  const { coupon, price } = await priceCartLines(db, items, code);
  // A code named is applied or refused, never left out.
  return couponAnswer(coupon!, price);
}
