/**
 * A checkout's quote, before the order is placed: the server's subtotal, a coupon's discount, the owner's shipping fee, the
 * customer's paid survey fee the order will take off its goods (decision 062), the delivery date
 * the courier aggregator gives the customer's PIN code, and whether cash on delivery is offered (with its
 * fee) or why not, by the same rules that decide the order (cash-on-delivery.ts). The aggregator not
 * answering makes the delivery `unknown` and cash on delivery `carrier_unknown`, never an error.
 */
import type { Schema } from '@shop/contracts';
import { surveyCreditFor } from '../../bookings';
import { couponAnswer, couponAtCheckout } from '../../coupons';
import type { Database } from '../../db/database';
import { assertWithinOrderLimit } from '../../orders';
import { deliverySettings, type DeliveryEstimator } from '../../shipping';
import { shopNow } from '../../shop-clock';
import { customerCodRefusal } from './cash-on-delivery';
import { askCheckoutDelivery, notYourAddress, unavailableProducts } from './delivery';
import { reshapeEstimate } from './estimate-delivery';
import { priceCheckout } from './price-checkout';

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
  const coupon = await couponAtCheckout(db, request.coupon_code, delivery.cart.lines, userId);
  const settings = await deliverySettings(db);
  const surveyCredit = await surveyCreditFor(db, userId, shopNow());
  // Priced as paid on delivery, the total is what the courier would collect, which cash on delivery's limit
  // weighs; every other figure is the same whichever way the customer pays.
  const price = priceCheckout({ lines: delivery.cart.lines, coupon, surveyCredit, settings, paymentMethod: 'cash_on_delivery' });
  assertWithinOrderLimit(price.subtotalPaise);
  const refusal = await customerCodRefusal(db, userId, settings, delivery.estimate, price.totalPaise);
  return {
    subtotal_paise: price.subtotalPaise,
    discount_paise: price.discountPaise,
    coupon: coupon && couponAnswer(coupon, price),
    shipping_paise: price.shippingPaise,
    survey_credit: price.surveyCredit && {
      booking_id: price.surveyCredit.bookingId,
      invoice_number: price.surveyCredit.invoiceNumber,
      amount_paise: price.surveyCreditPaise,
      last_day: price.surveyCredit.lastDay,
    },
    delivery: reshapeEstimate(delivery.pincode, delivery.estimate, refusal, settings),
    cash_on_delivery: { available: refusal === null, fee_paise: price.codFeePaise, reason: refusal, max_order_paise: settings.codMaxOrderPaise },
  };
}
