// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cartReducer, type CartItem } from './cartSlice';
import { useCurrentCartPrices } from './useCurrentCartPrices';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const spikes = { id: 12, slug: 'spikes', title: 'Spikes', image1: '/media/a.webp' };
/** The default pack, added from a product card at ₹1,299 during a sale; the shop's price is ₹1,499 again now. */
const SPIKES: CartItem = { ...spikes, price: 1299, max_price: 1999, variant: null, variantLabel: '', quantity: 2, productTotal: 2598 };
/** The pack of 20, added at ₹2,199 during the sale; ₹2,499 now. */
const SPIKES_20: CartItem = { ...spikes, price: 2199, max_price: 2999, variant: 32, variantLabel: 'Pack of 20', quantity: 1, productTotal: 2199 };
/** A pack the shop no longer offers: the answer does not list it. */
const SPIKES_50: CartItem = { ...spikes, price: 4999, max_price: 5999, variant: 33, variantLabel: 'Pack of 50', quantity: 1, productTotal: 4999 };
/** A product the shop no longer sells. */
const GONE: CartItem = { id: 13, slug: 'gone', title: 'Gone', image1: '/media/b.webp', price: 500, max_price: 500, variant: null, variantLabel: '', quantity: 1, productTotal: 500 };

const variant = (id: number, label: string, price: number, max_price: number) => ({ id, label, sku: `SPK-${id}`, price, regular_price: price, max_price, in_stock: true, picture: null });

let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/user/products/12/') {
        return json({ id: 12, price: 1499, max_price: 1999, sale: null, variants: [variant(31, 'Pack of 10', 1499, 1999), variant(32, 'Pack of 20', 2499, 2999)] }, 200);
      }
      return json({ detail: 'Not found.' }, 404);
    }),
  );
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => null, onUnexpectedError: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function CartPrices() {
  useCurrentCartPrices();
  return null;
}

it('gives each line its own variant’s current price, and leaves a line the shop cannot price as it was', async () => {
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    preloadedState: { cart: { items: [SPIKES, SPIKES_20, SPIKES_50, GONE], couponCode: null } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root.render(
      <Provider store={store}>
        <CartPrices />
      </Provider>,
    );
  });
  await act(() => vi.waitFor(() => expect(store.getState().cart.items[0]?.price).toBe(1499)));

  // One read per product, however many of its variants the cart holds.
  expect(asked.sort()).toEqual(['/api/user/products/12/', '/api/user/products/13/']);
  expect(store.getState().cart.items).toEqual([
    { ...SPIKES, price: 1499, productTotal: 2998 },
    { ...SPIKES_20, price: 2499, productTotal: 2499 },
    SPIKES_50,
    GONE,
  ]);
  act(() => root.unmount());
});
