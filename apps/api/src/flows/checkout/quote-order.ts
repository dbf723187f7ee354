/**
 * A checkout's quote, before the order is placed: the server's subtotal, a coupon's discount, the owner's shipping fee, the delivery date
 * the courier aggregator gives the customer's PIN code, and whether cash on delivery is offered (with its
 * fee) or why not, by the same rules that decide the order (cash-on-delivery.ts). The aggregator not
 * answering makes the delivery `unknown` and cash on delivery `carrier_unknown`, never an error.
 */
import type { Schema } from '@shop/contracts';
import { shippingFeePaise } from '@shop/rules';
import { couponAtCheckout } from '../../coupons/apply-coupon';
import type { Database } from '../../db/database';
import { assertWithinOrderLimit } from '../../orders/order-limit';
import type { DeliveryEstimator } from '../../shipping/delivery-estimate';
import { deliverySettings } from '../../shipping/delivery-settings';
import { customerCodRefusal } from './cash-on-delivery';
import { askCheckoutDelivery, notYourAddress, unavailableProducts } from './delivery';
import { reshapeEstimate } from './estimate-delivery';

export type OrderQuote = Schema<'OrderQuote'>;

export async function quoteOrder(
  db: Database,
  estimator: DeliveryEstimator,
  userId: number,
  request: Schema<'OrderQuoteRequest'>,
  beforeAsking?: () => Promise<void>,
): Promise<OrderQuote> {
  const delivery = await askCheckoutDelivery(db, estimator, userId, request.address, request.items, beforeAsking);
  if (!delivery) throw notYourAddress();
  if (delivery.cart.unavailable.length > 0) throw unavailableProducts(delivery.cart.unavailable);
  const { subtotalPaise } = delivery.cart;
  assertWithinOrderLimit(subtotalPaise);
  const coupon = await couponAtCheckout(db, request.coupon_code, delivery.cart.lines, userId);
  // The shipping fee and cash on delivery's limit follow what the goods cost after the coupon, as the order's do.
  const goodsPaise = subtotalPaise - (coupon?.discountPaise ?? 0);
  const settings = await deliverySettings(db);
  const refusal = await customerCodRefusal(db, userId, settings, delivery.estimate, goodsPaise);
  return {
    subtotal_paise: subtotalPaise,
    discount_paise: coupon?.discountPaise ?? 0,
    coupon: coupon?.answer ?? null,
    shipping_paise: shippingFeePaise(goodsPaise, settings),
    delivery: reshapeEstimate(delivery.pincode, delivery.estimate, refusal, settings),
    cash_on_delivery: { available: refusal === null, fee_paise: settings.codFeePaise, reason: refusal, max_order_paise: settings.codMaxOrderPaise },
  };
}
