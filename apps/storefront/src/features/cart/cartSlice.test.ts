import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartReducer,
  clearCart,
  removeFromCart,
  replaceCart,
  selectCartCount,
  selectCartCouponCode,
  selectCartSubtotal,
  setCouponCode,
  setQuantity,
  refreshLines,
  type CartState,
  type LineRefresh,
} from './cartSlice';
import { CART_STORAGE_KEY, loadCart, loadCartCoupon, parseStoredCart, parseStoredCoupon, saveCartCoupon } from './cartStorage';

const spikes = { id: 1, slug: 'spikes', title: 'Bird Spikes', image1: '/media/a.svg', price: 1299, max_price: 1599 };
const net = { id: 2, slug: 'net', title: 'Bird Net', image1: '/media/b.svg', price: 12.1, max_price: 20 };
/** The spikes' packs, as their product page offers them. */
const pack10 = { id: 31, label: 'Pack of 10 (3 m)', price: 1299, max_price: 1599 };
const pack20 = { id: 32, label: 'Pack of 20 (6 m)', price: 2399, max_price: 2999 };
/** How a line of the product's default looks in the cart: no variant named, no label. */
const asDefault = { variant: null, variantLabel: '' };
const empty: CartState = { items: [], couponCode: null };

/** The shop's answer about a product's default line, as it is or with some of it changed. */
const asRefreshed = ({ id, slug, title, price, max_price }: typeof spikes, changed: Partial<LineRefresh> = {}): LineRefresh => ({
  id, variant: null, slug, title, variantLabel: '', price, max_price, ...changed,
});

describe('the cart', () => {
  it('adds a new product with quantity 1 and productTotal equal to its price', () => {
    const state = cartReducer(empty, addToCart({ product: spikes }));
    expect(state.items).toEqual([{ ...spikes, ...asDefault, quantity: 1, productTotal: 1299 }]);
  });

  it('raises the quantity of a product already in the cart by 1 and recomputes productTotal', () => {
    let state = cartReducer(empty, addToCart({ product: spikes }));
    state = cartReducer(state, addToCart({ product: spikes }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ quantity: 2, productTotal: 2598 });
  });

  it('ignores quantity edits below 1 or not whole', () => {
    let state = cartReducer(empty, addToCart({ product: spikes }));
    state = cartReducer(state, setQuantity({ id: 1, variant: null, quantity: 0 }));
    state = cartReducer(state, setQuantity({ id: 1, variant: null, quantity: 1.5 }));
    expect(state.items[0]?.quantity).toBe(1);
    state = cartReducer(state, setQuantity({ id: 1, variant: null, quantity: 4 }));
    expect(state.items[0]).toMatchObject({ quantity: 4, productTotal: 5196 });
  });

  it('counts units, sums to paise without float noise, and removes lines', () => {
    let state = cartReducer(empty, addToCart({ product: net, quantity: 3 }));
    state = cartReducer(state, addToCart({ product: spikes }));
    expect(selectCartCount({ cart: state })).toBe(4);
    expect(selectCartSubtotal({ cart: state })).toBe(1335.3);
    state = cartReducer(state, removeFromCart({ id: 2, variant: null }));
    expect(state.items.map((item) => item.id)).toEqual([1]);
  });

  it('takes the shop’s current prices of its lines, keeping their quantities', () => {
    let state = cartReducer(empty, addToCart({ product: spikes, quantity: 2 }));
    state = cartReducer(state, addToCart({ product: net }));
    // A sale started on the spikes; a product not in the cart changes nothing.
    state = cartReducer(state, refreshLines([asRefreshed(spikes, { price: 1039.2 }), { id: 9, variant: null, slug: 'x', title: 'X', variantLabel: '', price: 10, max_price: 10 }]));
    expect(state.items).toEqual([
      { ...spikes, ...asDefault, price: 1039.2, quantity: 2, productTotal: 2078.4 },
      { ...net, ...asDefault, quantity: 1, productTotal: 12.1 },
    ]);
  });

  it('takes a line’s title and pack label as the page’s language reads them, keeping its price and quantity', () => {
    let state = cartReducer(empty, addToCart({ product: spikes, variant: pack10, quantity: 3 }));
    state = cartReducer(state, refreshLines([{ ...asRefreshed(spikes, { title: 'पक्षी कांटे' }), variant: 31, variantLabel: '10 का पैक (3 मी)' }]));
    expect(state.items).toEqual([{ ...spikes, title: 'पक्षी कांटे', variant: 31, variantLabel: '10 का पैक (3 मी)', quantity: 3, productTotal: 3897 }]);
  });

  it('leaves the cart as it is when its lines are the current ones', () => {
    const state = cartReducer(empty, addToCart({ product: spikes }));
    expect(cartReducer(state, refreshLines([asRefreshed(spikes)]))).toBe(state);
  });

  it('keeps two packs of one product as two lines, each at its own price, edited and removed apart', () => {
    let state = cartReducer(empty, addToCart({ product: spikes, variant: pack10 }));
    state = cartReducer(state, addToCart({ product: spikes, variant: pack20, quantity: 2 }));
    state = cartReducer(state, addToCart({ product: spikes, variant: pack10 }));
    // A product card's quick add is the default: a line of its own, beside the packs named on the product page.
    state = cartReducer(state, addToCart({ product: spikes }));
    expect(state.items).toEqual([
      { ...spikes, variant: 31, variantLabel: 'Pack of 10 (3 m)', price: 1299, max_price: 1599, quantity: 2, productTotal: 2598 },
      { ...spikes, variant: 32, variantLabel: 'Pack of 20 (6 m)', price: 2399, max_price: 2999, quantity: 2, productTotal: 4798 },
      { ...spikes, ...asDefault, quantity: 1, productTotal: 1299 },
    ]);

    state = cartReducer(state, setQuantity({ id: 1, variant: 32, quantity: 3 }));
    expect(state.items.map((item) => item.quantity)).toEqual([2, 3, 1]);
    // A sale on the pack of 20 only: the pack of 10 and the default keep theirs.
    state = cartReducer(state, refreshLines([{ ...asRefreshed(spikes, { price: 1919.2, max_price: 2999 }), variant: 32, variantLabel: 'Pack of 20 (6 m)' }]));
    expect(state.items.map((item) => item.productTotal)).toEqual([2598, 5757.6, 1299]);
    state = cartReducer(state, removeFromCart({ id: 1, variant: 31 }));
    expect(state.items.map((item) => item.variant)).toEqual([32, null]);
    expect(selectCartCount({ cart: state })).toBe(4);
  });

  it('reads back only well-formed stored lines', () => {
    const stored = JSON.stringify([
      { ...spikes, variant: 32, variantLabel: 'Pack of 20 (6 m)', quantity: 2, productTotal: 2598 },
      { id: 'x' },
      { ...net, ...asDefault, quantity: 0, productTotal: 0 },
      { ...net, variant: 'big', variantLabel: '', quantity: 1, productTotal: 12.1 },
    ]);
    expect(parseStoredCart(stored)).toEqual([{ ...spikes, variant: 32, variantLabel: 'Pack of 20 (6 m)', quantity: 2, productTotal: 2598 }]);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });

  it('reads a cart stored before products had variants as lines of each product’s default, which edit as before', () => {
    const stored = JSON.stringify([
      { id: 1, slug: 'spikes', title: 'Bird Spikes', image1: '/media/a.svg', price: 1299, max_price: 1599, quantity: 2, productTotal: 2598 },
    ]);
    const items = loadCart({ getItem: (key) => (key === CART_STORAGE_KEY ? stored : null) });
    expect(items).toEqual([{ ...spikes, ...asDefault, quantity: 2, productTotal: 2598 }]);

    // The product card's quick add is the same line; the product page's pack is another.
    let state = cartReducer(empty, replaceCart(items));
    state = cartReducer(state, addToCart({ product: spikes }));
    state = cartReducer(state, addToCart({ product: spikes, variant: pack20 }));
    expect(state.items.map((item) => [item.variant, item.quantity])).toEqual([[null, 3], [32, 1]]);
  });

  it('keeps the applied coupon through line edits, and forgets it with the lines once the order is placed', () => {
    let state = cartReducer(empty, addToCart({ product: spikes }));
    state = cartReducer(state, setCouponCode('SPIKE10'));
    state = cartReducer(state, setQuantity({ id: 1, variant: null, quantity: 2 }));
    state = cartReducer(state, replaceCart([...state.items]));
    expect(selectCartCouponCode({ cart: state })).toBe('SPIKE10');
    expect(cartReducer(state, setCouponCode(null)).couponCode).toBeNull();
    expect(cartReducer(state, clearCart())).toEqual(empty);
  });
});

describe('the stored coupon', () => {
  it('is written beside the lines and removed when there is none', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    saveCartCoupon('SPIKE10', storage);
    expect(kept.get('cartCoupon')).toBe('SPIKE10');
    expect(loadCartCoupon(storage)).toBe('SPIKE10');
    saveCartCoupon(null, storage);
    expect(kept.has('cartCoupon')).toBe(false);
    expect(loadCartCoupon(storage)).toBeNull();
  });

  it('reads back only something that can be a code', () => {
    expect(parseStoredCoupon(' SPIKE10 ')).toBe('SPIKE10');
    expect(parseStoredCoupon('')).toBeNull();
    expect(parseStoredCoupon('X'.repeat(41))).toBeNull();
    expect(parseStoredCoupon(null)).toBeNull();
  });

  it('is none where there is no storage to read (the server renderer, blocked storage)', () => {
    expect(loadCartCoupon()).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadCartCoupon(blocked)).toBeNull();
  });
});

