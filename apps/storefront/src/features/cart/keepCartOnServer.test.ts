// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { notifySessionChanged } from '../session/sessionEvents';
import { TOKEN_STORAGE_KEY } from '../session/sessionStorage';
import { addToCart, cartReducer, clearCart, replaceCart, setQuantity, type CartProduct } from './cartSlice';
import { keepCartOnServer } from './keepCartOnServer';

const SPIKES: CartProduct = { id: 12, slug: 'stainless-steel-bird-spikes', title: 'Stainless Steel Bird Spikes', image1: '/media/a.webp', price: 499, max_price: 599 };

let sent: unknown[];
let answer: number;
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  answer = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const body: unknown = await request.json();
      sent.push({ method: request.method, url: new URL(request.url).pathname, body });
      return new Response(JSON.stringify(answer === 200 ? body : { detail: 'Too many.' }), { status: answer, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => localStorage.getItem(TOKEN_STORAGE_KEY), onUnexpectedError: () => {} });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The storefront's store as far as the cart and the API go. */
const createStore = () =>
  configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });

async function settle() {
  await vi.advanceTimersByTimeAsync(2000);
}

it('sends a signed-in customer’s cart once its changes settle, and nothing more for the same cart', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  const store = createStore();
  stop = keepCartOnServer(store);
  store.dispatch(addToCart({ product: SPIKES }));
  store.dispatch(setQuantity({ id: SPIKES.id, variant: null, quantity: 3 }));
  await settle();
  expect(sent).toEqual([{ method: 'PUT', url: '/api/user/cart/', body: { items: [{ product: 12, quantity: 3 }] } }]);

  // The same cart arriving from storage (another page of this browser) is not sent again.
  store.dispatch(replaceCart([...store.getState().cart.items]));
  await settle();
  expect(sent).toHaveLength(1);

  store.dispatch(clearCart());
  await settle();
  expect(sent.at(-1)).toEqual({ method: 'PUT', url: '/api/user/cart/', body: { items: [] } });
});

it('names the variant of a line that has one, and leaves it out for the product’s default', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  const store = createStore();
  stop = keepCartOnServer(store);
  store.dispatch(addToCart({ product: SPIKES, variant: { id: 32, label: 'Pack of 20 (6 m)', price: 899, max_price: 1099 }, quantity: 2 }));
  store.dispatch(addToCart({ product: SPIKES }));
  await settle();
  expect(sent).toEqual([{ method: 'PUT', url: '/api/user/cart/', body: { items: [{ product: 12, variant: 32, quantity: 2 }, { product: 12, quantity: 1 }] } }]);
});

it('sends no empty cart this browser never filled (a page load, a sign-in on a second device)', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  const store = createStore();
  stop = keepCartOnServer(store);
  store.dispatch(replaceCart([]));
  notifySessionChanged();
  await settle();
  expect(sent).toEqual([]);
});

it('sends nothing signed out, and the cart this browser holds when the customer signs in', async () => {
  const store = createStore();
  stop = keepCartOnServer(store);
  store.dispatch(addToCart({ product: SPIKES, quantity: 2 }));
  await settle();
  expect(sent).toEqual([]);

  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  notifySessionChanged();
  await settle();
  expect(sent).toEqual([{ method: 'PUT', url: '/api/user/cart/', body: { items: [{ product: 12, quantity: 2 }] } }]);
});

it('sends the cart again after a failed send, with the contract’s most per line', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  answer = 429;
  const store = createStore();
  stop = keepCartOnServer(store);
  store.dispatch(addToCart({ product: SPIKES, quantity: 150 }));
  await settle();
  expect(sent).toEqual([{ method: 'PUT', url: '/api/user/cart/', body: { items: [{ product: 12, quantity: 100 }] } }]);

  answer = 200;
  store.dispatch(replaceCart([...store.getState().cart.items]));
  await settle();
  expect(sent).toHaveLength(2);
});
