// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cartReducer, type CartItem } from './cartSlice';
import { useCurrentCartLines } from './useCurrentCartLines';

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
/** The product's answer in the language the call asks for. */
const SPIKES_ANSWER = {
  en: { title: 'Spikes', packs: ['Pack of 10', 'Pack of 20'] },
  hi: { title: 'पक्षी कांटे', packs: ['10 का पैक', '20 का पैक'] },
};

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname;
      asked.push(path);
      const words = SPIKES_ANSWER[url.searchParams.get('lang') === 'hi' ? 'hi' : 'en'];
      const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/user/products/12/') {
        return json({ id: 12, slug: 'spikes', title: words.title, price: 1499, max_price: 1999, sale: null, variants: [variant(31, words.packs[0]!, 1499, 1999), variant(32, words.packs[1]!, 2499, 2999)] }, 200);
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

function CurrentLines() {
  useCurrentCartLines();
  return null;
}

/** The cart's pages with `items` in the cart, until `settled` holds of the store. */
async function showCart(items: CartItem[], settled: (lines: CartItem[]) => void) {
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    preloadedState: { cart: { items, couponCode: null } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root.render(
      <Provider store={store}>
        <CurrentLines />
      </Provider>,
    );
  });
  await act(() => vi.waitFor(() => settled(store.getState().cart.items)));
  act(() => root.unmount());
  return store.getState().cart.items;
}

it('gives each line its own variant’s current price, and leaves a line the shop cannot price as it was', async () => {
  const lines = await showCart([SPIKES, SPIKES_20, SPIKES_50, GONE], (items) => expect(items[0]?.price).toBe(1499));

  // One read per product, however many of its variants the cart holds.
  expect(asked.sort()).toEqual(['/api/user/products/12/', '/api/user/products/13/']);
  expect(lines).toEqual([{ ...SPIKES, price: 1499, productTotal: 2998 }, { ...SPIKES_20, price: 2499, productTotal: 2499 }, SPIKES_50, GONE]);
});

it('shows lines added on an English page in the language of the page showing the cart', async () => {
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => null, onUnexpectedError: () => {}, language: 'hi' });
  const lines = await showCart([SPIKES_20], (items) => expect(items[0]?.title).toBe('पक्षी कांटे'));

  expect(lines).toEqual([{ ...SPIKES_20, title: 'पक्षी कांटे', variantLabel: '20 का पैक', price: 2499, productTotal: 2499 }]);
});
