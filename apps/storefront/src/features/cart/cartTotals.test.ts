import { describe, expect, it } from 'vitest';
import { addToCart, cartReducer, setQuantity, type CartState } from './cartSlice';
import { cartTotals } from './cartTotals';

const spikes = { id: 1, slug: 'spikes', title: 'Bird Spikes', image1: '/media/a.svg', price: 1299, max_price: 1599 };
const net = { id: 2, slug: 'net', title: 'Bird Net', image1: '/media/b.svg', price: 12.1, max_price: 20 };

describe('cart totals', () => {
  it('are zero for an empty cart (the checkout then asks for items first)', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, shipping: 0, total: 0 });
  });

  it('add the line totals, with shipping fixed at 0, to the paisa', () => {
    let state: CartState = { items: [] };
    state = cartReducer(state, addToCart({ product: net, quantity: 3 }));
    state = cartReducer(state, addToCart({ product: spikes }));
    expect(cartTotals(state.items)).toEqual({ subtotal: 1335.3, shipping: 0, total: 1335.3 });
  });

  it('follow quantity edits, and ignore edits below 1', () => {
    let state: CartState = cartReducer({ items: [] }, addToCart({ product: spikes }));
    state = cartReducer(state, setQuantity({ id: 1, quantity: 3 }));
    expect(cartTotals(state.items).total).toBe(3897);
    state = cartReducer(state, setQuantity({ id: 1, quantity: 0 }));
    state = cartReducer(state, setQuantity({ id: 1, quantity: -2 }));
    expect(state.items[0]?.quantity).toBe(3);
    expect(cartTotals(state.items).total).toBe(3897);
  });
});
