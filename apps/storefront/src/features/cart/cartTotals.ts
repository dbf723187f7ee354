import type { CartItem } from './cartSlice';

/** The cart's and the checkout's shipping: fixed at 0 (the specification shows no rate logic). */
export const SHIPPING_FEE = 0;

export interface CartTotals {
  subtotal: number;
  shipping: number;
  /** What the shopper pays: 'Total Payable' in the cart, 'Amount to be paid' at checkout. */
  total: number;
}

/** Rupee amounts can carry paise; summing in paise keeps 3 × 12.1 from showing 36.300000000000004. */
const inPaise = (rupees: number) => Math.round(rupees * 100);

/** For display only: the server prices every order from its own catalogue. */
export function cartTotals(items: readonly Pick<CartItem, 'productTotal'>[]): CartTotals {
  const subtotalPaise = items.reduce((sum, item) => sum + inPaise(item.productTotal), 0);
  const shippingPaise = inPaise(SHIPPING_FEE);
  return { subtotal: subtotalPaise / 100, shipping: shippingPaise / 100, total: (subtotalPaise + shippingPaise) / 100 };
}
