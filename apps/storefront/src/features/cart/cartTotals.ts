import { freeShippingShortfallPaise, paiseToRupees, rupeesToPaise, shippingFeePaise, type ShippingRule } from '@shop/rules';
import type { CartItem } from './cartSlice';

export interface CartTotals {
  subtotal: number;
  /** Null while the shop's shipping rule is not known (the shell could not be read): checkout's quote says. */
  shipping: number | null;
  /** What the shopper pays: 'Total Payable' in the cart, 'Amount to be paid' at checkout; null with `shipping`. */
  total: number | null;
  /** How much more in goods ships the order free; null when nothing would (or it already does). */
  freeShippingShortfall: number | null;
}

/**
 * For display only: the server prices every order from its own catalogue and charges shipping by the same
 * rule. Summed in paise, so rupee amounts with paise add up exactly (3 × 12.1 is 36.3, not 36.300000000000004).
 * An empty cart is no order: it has no shipping to pay.
 */
export function cartTotals(items: readonly Pick<CartItem, 'productTotal'>[], rule: ShippingRule | undefined): CartTotals {
  const subtotalPaise = items.reduce((sum, item) => sum + rupeesToPaise(item.productTotal), 0);
  const subtotal = paiseToRupees(subtotalPaise);
  if (items.length === 0) return { subtotal, shipping: 0, total: subtotal, freeShippingShortfall: null };
  if (!rule) return { subtotal, shipping: null, total: null, freeShippingShortfall: null };
  const shippingPaise = shippingFeePaise(subtotalPaise, rule);
  const shortfallPaise = freeShippingShortfallPaise(subtotalPaise, rule);
  return {
    subtotal,
    shipping: paiseToRupees(shippingPaise),
    total: paiseToRupees(subtotalPaise + shippingPaise),
    freeShippingShortfall: shortfallPaise === null ? null : paiseToRupees(shortfallPaise),
  };
}
