import { FREE_SHIPPING } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { addToCart, cartReducer, setQuantity, type CartState } from './cartSlice';
import { cartTotals } from './cartTotals';

const spikes = { id: 1, slug: 'spikes', title: 'Bird Spikes', image1: '/media/a.svg', price: 1299, max_price: 1599 };
const net = { id: 2, slug: 'net', title: 'Bird Net', image1: '/media/b.svg', price: 12.1, max_price: 20 };
const clips = { id: 3, slug: 'clips', title: 'Clips', image1: '/media/c.svg', price: 599, max_price: 699 };
const DEMO_RULE = { shippingFeePaise: 9900, freeShippingFromPaise: 99900 };
const empty: CartState = { items: [], couponCode: null };

describe('cart totals', () => {
  it('are zero for an empty cart, shipping included (the checkout then asks for items first)', () => {
    expect(cartTotals([], DEMO_RULE)).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0, freeShippingShortfall: null });
  });

  it('add the line totals to the paisa, with free shipping when the shop charges none', () => {
    let state: CartState = { items: [], couponCode: null };
    state = cartReducer(state, addToCart({ product: net, quantity: 3 }));
    state = cartReducer(state, addToCart({ product: spikes }));
    expect(cartTotals(state.items, FREE_SHIPPING)).toEqual({ subtotal: 1335.3, discount: 0, shipping: 0, total: 1335.3, freeShippingShortfall: null });
  });

  it('charge the fee below the threshold and say how much more ships free; nothing from the threshold on', () => {
    let state: CartState = cartReducer(empty, addToCart({ product: clips }));
    expect(cartTotals(state.items, DEMO_RULE)).toEqual({ subtotal: 599, discount: 0, shipping: 99, total: 698, freeShippingShortfall: 400 });
    state = cartReducer(state, setQuantity({ id: 3, variant: null, quantity: 2 }));
    expect(cartTotals(state.items, DEMO_RULE)).toEqual({ subtotal: 1198, discount: 0, shipping: 0, total: 1198, freeShippingShortfall: null });
  });

  it('leave shipping and the total to checkout while the rule is unknown', () => {
    const state = cartReducer(empty, addToCart({ product: clips }));
    expect(cartTotals(state.items, undefined)).toEqual({ subtotal: 599, discount: 0, shipping: null, total: null, freeShippingShortfall: null });
  });

  it('take the coupon off the goods and charge shipping on what is left', () => {
    // ₹1,198 ships free, but not once a 30% coupon takes ₹359.40 off: the fee and the nudge follow the goods after it.
    const state = cartReducer(empty, addToCart({ product: clips, quantity: 2 }));
    expect(cartTotals(state.items, DEMO_RULE, 35_940)).toEqual({
      subtotal: 1198,
      discount: 359.4,
      shipping: 99,
      total: 937.6,
      freeShippingShortfall: 160.4,
    });
    // A smaller one leaves the goods above the threshold: still free.
    expect(cartTotals(state.items, DEMO_RULE, 11_980)).toEqual({ subtotal: 1198, discount: 119.8, shipping: 0, total: 1078.2, freeShippingShortfall: null });
  });

  it('never take off more than the goods, and nothing from an empty cart', () => {
    const state = cartReducer(empty, addToCart({ product: clips }));
    expect(cartTotals(state.items, DEMO_RULE, 100_000)).toMatchObject({ discount: 599, shipping: 99, total: 99 });
    expect(cartTotals([], DEMO_RULE, 15_000)).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0, freeShippingShortfall: null });
  });

  it('leave shipping to checkout with a coupon too while the rule is unknown, still showing the discount', () => {
    const state = cartReducer(empty, addToCart({ product: clips }));
    expect(cartTotals(state.items, undefined, 5_990)).toEqual({ subtotal: 599, discount: 59.9, shipping: null, total: null, freeShippingShortfall: null });
  });

  it('follow quantity edits, and ignore edits below 1', () => {
    let state: CartState = cartReducer(empty, addToCart({ product: spikes }));
    state = cartReducer(state, setQuantity({ id: 1, variant: null, quantity: 3 }));
    expect(cartTotals(state.items, DEMO_RULE).total).toBe(3897);
    state = cartReducer(state, setQuantity({ id: 1, variant: null, quantity: 0 }));
    state = cartReducer(state, setQuantity({ id: 1, variant: null, quantity: -2 }));
    expect(state.items[0]?.quantity).toBe(3);
    expect(cartTotals(state.items, DEMO_RULE).total).toBe(3897);
  });
});
