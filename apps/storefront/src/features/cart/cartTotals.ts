import { freeShippingShortfallPaise, paiseToRupees, rupeesToPaise, shippingFeePaise, type ShippingRule } from '@shop/rules';
import type { CartItem } from './cartSlice';

export interface CartTotals {
  subtotal: number;
  /** What the applied coupon takes off the goods (0 without one). */
  discount: number;
  /** Null while the shop's shipping rule is not known (the shell could not be read): checkout's quote says. */
  shipping: number | null;
  /** What the shopper pays: 'Total Payable' in the cart, 'Amount to be paid' at checkout; null with `shipping`. */
  total: number | null;
  /** How much more in goods ships the order free; null when nothing would (or it already does). */
  freeShippingShortfall: number | null;
}

/**
 * For display only: the server prices every order from its own catalogue, prices the coupon's discount (given
 * here as the server answered it, in paise) and charges shipping by the same rule, on the goods after the
 * discount. Summed in paise, so rupee amounts with paise add up exactly (3 × 12.1 is 36.3, not
 * 36.300000000000004). An empty cart is no order: it has no shipping to pay and no coupon to take off.
 */
export function cartTotals(items: readonly Pick<CartItem, 'productTotal'>[], rule: ShippingRule | undefined, discountPaise = 0): CartTotals {
  const subtotalPaise = items.reduce((sum, item) => sum + rupeesToPaise(item.productTotal), 0);
  const subtotal = paiseToRupees(subtotalPaise);
  if (items.length === 0) return { subtotal, discount: 0, shipping: 0, total: subtotal, freeShippingShortfall: null };
  const takenOffPaise = Math.min(discountPaise, subtotalPaise);
  const goodsPaise = subtotalPaise - takenOffPaise;
  const discount = paiseToRupees(takenOffPaise);
  if (!rule) return { subtotal, discount, shipping: null, total: null, freeShippingShortfall: null };
  const shippingPaise = shippingFeePaise(goodsPaise, rule);
  const shortfallPaise = freeShippingShortfallPaise(goodsPaise, rule);
  return {
    subtotal,
    discount,
    shipping: paiseToRupees(shippingPaise),
    total: paiseToRupees(goodsPaise + shippingPaise),
    freeShippingShortfall: shortfallPaise === null ? null : paiseToRupees(shortfallPaise),
  };
}
