import { paiseToRupees, rupeesToPaise, shippingFeePaise } from '@shop/rules';
import type { CartItem } from './cartSlice';

export interface CartTotals {
  subtotal: number;
  shipping: number;
  /** What the shopper pays: 'Total Payable' in the cart, 'Amount to be paid' at checkout. */
  total: number;
}

/**
 * For display only: the server prices every order from its own catalogue. Summed in paise, so rupee
 * amounts with paise add up exactly (3 × 12.1 is 36.3, not 36.300000000000004).
 */
export function cartTotals(items: readonly Pick<CartItem, 'productTotal'>[]): CartTotals {
  const subtotalPaise = items.reduce((sum, item) => sum + rupeesToPaise(item.productTotal), 0);
  const shippingPaise = shippingFeePaise(subtotalPaise);
  return { subtotal: paiseToRupees(subtotalPaise), shipping: paiseToRupees(shippingPaise), total: paiseToRupees(subtotalPaise + shippingPaise) };
}
