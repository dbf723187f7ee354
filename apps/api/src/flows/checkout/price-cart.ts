/**
 * A cart priced before checkout, without signing in: the checkout's one sum over the cart's lines at their
 * prices (a price break's when the quantity reaches one, with what it saves), with a coupon when one is named, so the cart and the checkout page show the figures the quote
 * and the order will charge instead of adding up their own. The cart's coupon check is this price's coupon.
 */
import type { Schema } from '@shop/contracts';
import { applyCoupon, couponAnswer, type UsableCoupon } from '../../coupons';
import type { Database } from '../../db/database';
import { assertWithinOrderLimit } from '../../orders';
import { deliverySettings, packCart, type CartLine, type PricedCartLine } from '../../shipping';
import { shopNow } from '../../shop-clock';
import { unavailableProducts } from './delivery';
import { priceCheckout, type CheckoutPrice } from './price-checkout';

type CartPrice = Schema<'CartPrice'>;

interface PricedCart {
  coupon: UsableCoupon | null;
  price: CheckoutPrice<PricedCartLine>;
}

/**
 * The cart's lines priced with the coupon typed (refused under `code`, as the cart's coupon check words it), or
 * with none when `typed` is null. A product no longer on sale refuses the whole cart, naming `items`.
 */
export async function priceCartLines(db: Database, items: readonly CartLine[], typed: string | null): Promise<PricedCart> {
  const cart = await packCart(db, items);
  if (cart.unavailable.length > 0) throw unavailableProducts(cart.unavailable);
  const coupon = typed === null ? null : await applyCoupon(db, { typed, lines: cart.lines, at: shopNow(), field: 'code' });
  // The cart has not chosen how to pay yet: its figures are those of paying online, cash on delivery's fee is the checkout's.
  // Nor does it know the customer: a survey fee of theirs is the checkout's too.
  const price = priceCheckout({ lines: cart.lines, coupon, surveyCredit: null, settings: await deliverySettings(db), paymentMethod: 'online' });
  return { coupon, price };
}

export async function priceCart(db: Database, request: Schema<'CartPriceRequest'>): Promise<CartPrice> {
  const typed = request.code?.trim() ? request.code : null;
  const { coupon, price } = await priceCartLines(db, request.items, typed);
  assertWithinOrderLimit(price.subtotalPaise);
  return {
    lines: price.lines.map((line) => ({
      product: line.productId,
      variant: line.variantId,
      quantity: line.quantity,
      unit_price_paise: line.unitPricePaise,
      line_total_paise: line.lineTotalPaise,
      discount_paise: line.discountPaise,
      list_unit_price_paise: line.listPricePaise,
      price_tier_min_quantity: line.tierMinQuantity,
      tier_saving_paise: line.tierSavingPaise,
    })),
    subtotal_paise: price.subtotalPaise,
    discount_paise: price.discountPaise,
    coupon: coupon && couponAnswer(coupon, price),
    shipping_paise: price.shippingPaise,
    free_shipping_shortfall_paise: price.freeShippingShortfallPaise,
    total_paise: price.totalPaise,
  };
}
