/**
 * A coupon checked against a cart, before checkout and without signing in: its discount comes from the
 * checkout's one sum, so the cart tells the shopper what the quote and the order will take off.
 */
import type { Schema } from '@shop/contracts';
import { applyCoupon, couponAnswer } from '../../coupons';
import type { Database } from '../../db/database';
import { deliverySettings, packCart, type CartLine } from '../../shipping';
import { shopNow } from '../../shop-clock';
import { unavailableProducts } from './delivery';
import { priceCheckout } from './price-checkout';

export async function checkCartCoupon(db: Database, code: string, items: readonly CartLine[]): Promise<Schema<'CouponDiscount'>> {
  const cart = await packCart(db, items);
  if (cart.unavailable.length > 0) throw unavailableProducts(cart.unavailable);
  const coupon = await applyCoupon(db, { typed: code, lines: cart.lines, at: shopNow(), field: 'code' });
  // The cart has not chosen how to pay yet; the coupon's figures are the same either way.
  const price = priceCheckout({ lines: cart.lines, coupon, settings: await deliverySettings(db), paymentMethod: 'online' });
  return couponAnswer(coupon, price);
}
