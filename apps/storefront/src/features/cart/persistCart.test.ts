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
