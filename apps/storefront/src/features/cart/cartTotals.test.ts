import { FREE_SHIPPING } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { addToCart, cartReducer, setQuantity, type CartState } from './cartSlice';
import { cartTotals } from './cartTotals';

const spikes = { id: 1, slug: 'spikes', title: 'Bird Spikes', image1: '/media/a.svg', price: 1299, max_price: 1599 };
const net = { id: 2, slug: 'net', title: 'Bird Net', image1: '/media/b.svg', price: 12.1, max_price: 20 };
const clips = { id: 3, slug: 'clips', title: 'Clips', image1: '/media/c.svg', price: 599, max_price: 699 };
const DEMO_RULE = { shippingFeePaise: 9900, freeShippingFromPaise: 99900 };

describe('cart totals', () => {
  it('are zero for an empty cart, shipping included (the checkout then asks for items first)', () => {
    expect(cartTotals([], DEMO_RULE)).toEqual({ subtotal: 0, shipping: 0, total: 0, freeShippingShortfall: null });
  });

  it('add the line totals to the paisa, with free shipping when the shop charges none', () => {
    let state: CartState = { items: [] };
    state = cartReducer(state, addToCart({ product: net, quantity: 3 }));
    state = cartReducer(state, addToCart({ product: spikes }));
    expect(cartTotals(state.items, FREE_SHIPPING)).toEqual({ subtotal: 1335.3, shipping: 0, total: 1335.3, freeShippingShortfall: null });
  });

  it('charge the fee below the threshold and say how much more ships free; nothing from the threshold on', () => {
    let state: CartState = cartReducer({ items: [] }, addToCart({ product: clips }));
    expect(cartTotals(state.items, DEMO_RULE)).toEqual({ subtotal: 599, shipping: 99, total: 698, freeShippingShortfall: 400 });
    state = cartReducer(state, setQuantity({ id: 3, quantity: 2 }));
    expect(cartTotals(state.items, DEMO_RULE)).toEqual({ subtotal: 1198, shipping: 0, total: 1198, freeShippingShortfall: null });
  });

  it('leave shipping and the total to checkout while the rule is unknown', () => {
    const state = cartReducer({ items: [] }, addToCart({ product: clips }));
    expect(cartTotals(state.items, undefined)).toEqual({ subtotal: 599, shipping: null, total: null, freeShippingShortfall: null });
  });

  it('follow quantity edits, and ignore edits below 1', () => {
    let state: CartState = cartReducer({ items: [] }, addToCart({ product: spikes }));
    state = cartReducer(state, setQuantity({ id: 1, quantity: 3 }));
    expect(cartTotals(state.items, DEMO_RULE).total).toBe(3897);
    state = cartReducer(state, setQuantity({ id: 1, quantity: 0 }));
    state = cartReducer(state, setQuantity({ id: 1, quantity: -2 }));
    expect(state.items[0]?.quantity).toBe(3);
    expect(cartTotals(state.items, DEMO_RULE).total).toBe(3897);
  });
});
