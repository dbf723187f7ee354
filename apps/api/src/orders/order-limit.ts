/**
 * The most a cart's goods may come to at the shop's prices (the contract's maximum of a quote's subtotal,
 * ₹2 crore): an order that large is arranged with the shop, not paid through a widget. It also keeps every
 * order's total, refund and payment within what the contract lets the back-office send back (a refund
 * names at most 2147483647 paise). The total is worked out from the cart, so the contract cannot refuse it
 * before the handler runs; the bound is read from it instead.
 */
import { formatPaise } from '@shop/rules';
import { InvalidInputError, problem } from '../errors';
import { contractLimit } from '../validation';

const ORDER_GOODS_LIMIT_PAISE = contractLimit('OrderQuote', 'subtotal_paise', 'maximum');

export function assertWithinOrderLimit(subtotalPaise: number): void {
  if (subtotalPaise <= ORDER_GOODS_LIMIT_PAISE) return;
  const message = `An order may come to at most ${formatPaise(ORDER_GOODS_LIMIT_PAISE)}; this one comes to ${formatPaise(subtotalPaise)}. Order fewer, or contact us for a larger order.`;
  throw new InvalidInputError({ items: [problem('order_too_large', message)] }, 'This order is larger than the shop takes online.');
}
