// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi, type Product } from '@shop/api-client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cartReducer, addToCart } from './cartSlice';
import { quickAdd } from './quickAdd';

/** A product as a list answers it: no packs. */
const SPIKES = { id: 12, slug: 'stainless-steel-bird-spikes', title: 'Stainless Steel Bird Spikes', image1: '/media/a.webp', price: 1299, max_price: 1599 } as Product;
const PACKS = [
  { id: 31, label: 'Pack of 10 (3 m)', sku: 'SPK-10', price: 1299, regular_price: 1299, max_price: 1599, in_stock: true, picture: null },
  { id: 32, label: 'Pack of 20 (6 m)', sku: 'SPK-20', price: 2399, regular_price: 2399, max_price: 2999, in_stock: true, picture: null },
];

let status: number;
beforeEach(() => {
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      expect(new URL(request.url).pathname).toBe('/api/user/products/12/');
      return new Response(JSON.stringify(status === 200 ? { ...SPIKES, variants: PACKS } : { detail: 'Not found.' }), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => null, onUnexpectedError: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const createStore = () =>
  configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });

it('adds the default pack with its label, so the cart names the pack and the product page’s same pack joins the line', async () => {
  const store = createStore();
  await quickAdd(store.dispatch, SPIKES);
  expect(store.getState().cart.items).toEqual([expect.objectContaining({ id: 12, variant: 31, variantLabel: 'Pack of 10 (3 m)', quantity: 1 })]);
  store.dispatch(addToCart({ product: SPIKES, variant: PACKS[0] }));
  expect(store.getState().cart.items).toEqual([expect.objectContaining({ variant: 31, quantity: 2 })]);
});

it('still adds the product when it cannot be read, as the default the server prices', async () => {
  status = 404;
  const store = createStore();
  await quickAdd(store.dispatch, SPIKES);
  expect(store.getState().cart.items).toEqual([expect.objectContaining({ id: 12, variant: null, variantLabel: '', quantity: 1 })]);
});
