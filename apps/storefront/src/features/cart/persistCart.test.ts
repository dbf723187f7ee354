// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { shopApi } from '@shop/api-client';
import { afterEach, expect, it } from 'vitest';
import { addToCart, cartReducer, clearCart, setCouponCode, type CartProduct } from './cartSlice';
import { persistCart } from './persistCart';

const SPIKES: CartProduct = { id: 12, slug: 'spikes', title: 'Spikes', image1: '/media/a.webp', price: 499, max_price: 599 };

let stop: () => void = () => {};
afterEach(() => {
  stop();
  localStorage.clear();
});

const createStore = () => configureStore({ reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer } });

it('stores the coupon beside the lines, and forgets both when the order is placed', () => {
  const store = createStore();
  stop = persistCart(store);
  store.dispatch(addToCart({ product: SPIKES }));
  store.dispatch(setCouponCode('SPIKE10'));
  expect(localStorage.getItem('cartCoupon')).toBe('SPIKE10');
  expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1);

  store.dispatch(clearCart());
  expect(localStorage.getItem('cartCoupon')).toBeNull();
  expect(localStorage.getItem('cartItems')).toBe('[]');
});

it('takes the coupon another tab applied or removed', () => {
  const store = createStore();
  stop = persistCart(store);
  window.dispatchEvent(new StorageEvent('storage', { key: 'cartCoupon', newValue: 'SPIKE10' }));
  expect(store.getState().cart.couponCode).toBe('SPIKE10');
  window.dispatchEvent(new StorageEvent('storage', { key: 'cartCoupon', newValue: null }));
  expect(store.getState().cart.couponCode).toBeNull();
});

/** The cart cookie's value; happy-dom keeps a deleted one (Max-Age=0) as empty, where a browser drops it. */
const cartCookie = () => document.cookie.split('; ').find((pair) => pair.startsWith('cart='))?.slice('cart='.length) || undefined;

it('keeps the cookie copy of the cart with every change, and deletes it with the last line', () => {
  const store = createStore();
  stop = persistCart(store);
  expect(cartCookie()).toBeUndefined();
  store.dispatch(addToCart({ product: SPIKES }));
  store.dispatch(addToCart({ product: SPIKES, variant: { id: 31, label: 'Pack of 20', price: 899, max_price: 999 }, quantity: 2 }));
  expect(cartCookie()).toBe('c1~12x1-12.31x2');
  store.dispatch(setCouponCode('SPIKE10'));
  expect(cartCookie()).toBe('c1~12x1-12.31x2~SPIKE10');

  store.dispatch(clearCart());
  expect(cartCookie()).toBeUndefined();
});

it('writes the cookie from storage as the page starts: a cart kept before the copy, or a copy left stale', () => {
  document.cookie = 'cart=c1~99x1; Path=/';
  localStorage.setItem('cartItems', JSON.stringify([{ ...SPIKES, variant: null, variantLabel: '', quantity: 3, productTotal: 1497 }]));
  stop = persistCart(createStore());
  expect(cartCookie()).toBe('c1~12x3');
  stop();
  localStorage.clear();
  stop = persistCart(createStore());
  expect(cartCookie()).toBeUndefined();
});
