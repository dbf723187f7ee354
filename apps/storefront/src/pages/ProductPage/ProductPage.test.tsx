// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cartReducer } from '../../features/cart/cartSlice';
import { ProductPage } from './ProductPage';
import { NET, PACKS, photo, SPIKES } from './testProducts';
import { SessionProvider } from '../../features/session';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The questions the delivery check asked, as their query strings' parameters. */
let estimates: Record<string, string>[] = [];

beforeEach(() => {
  estimates = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname: path, searchParams } = new URL(request.url);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/user/delivery-estimate/') {
        estimates.push(Object.fromEntries(searchParams));
        return json({
          pincode: searchParams.get('pincode'),
          status: 'serviceable',
          deliver_by: '2026-12-02',
          courier: 'Delhivery Surface',
          cash_on_delivery: true,
          cash_on_delivery_reason: null,
          cash_on_delivery_max_order_paise: 1000000,
        });
      }
      if (path === '/api/user/products/spikes/') return json(SPIKES);
      if (path === '/api/user/products/net/') return json(NET);
      if (path === '/api/user/reviews/') return json([]);
      return json({ detail: 'Not found.' }, 404);
    }),
  );
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => null, onUnexpectedError: () => {} });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function renderProduct(address: string) {
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer, cart: cartReducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
  const router = createMemoryRouter([{ path: '/products/:slug', element: <ProductPage /> }], { initialEntries: [address] });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root?.render(
      <Provider store={store}>
        <SessionProvider isServedDocument={false}>
          <Suspense>
            <RouterProvider router={router} />
          </Suspense>
        </SessionProvider>
      </Provider>,
    );
  });
  await eventually(() => expect(document.querySelector('h1')).not.toBeNull());
  return { store, router };
}

/** Waits until `check` passes, letting React render between tries. */
async function eventually(check: () => void, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/** The price and stock box, a status region where there is a choice: what a screen reader hears on a change. */
const priceBox = () => [...document.querySelectorAll('[role="status"]')].find((region) => region.textContent?.includes('₹'));
const pack = (label: string) => document.querySelector<HTMLInputElement>(`input[type="radio"][value="${PACKS.find((each) => each.label === label)?.id}"]`);
const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === name);
const largePicture = () => document.querySelector('button[aria-haspopup="dialog"] img')?.getAttribute('src');

it('shows the variant the address names: its price against its M.R.P., its stock and its own photo', async () => {
  await renderProduct('/products/spikes?variant=32');
  await eventually(() => expect(pack('Pack of 20 (6 m)')?.checked).toBe(true));
  const choice = document.querySelector('[role="radiogroup"]');
  expect(document.getElementById(choice?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Size');
  expect(priceBox()?.textContent).toBe('Price: ₹899 M.R.P.: ₹1,299 31% offIn stock');
  expect(largePicture()).toBe(photo('pack-20'));
});

it('follows the variant chosen: the price (heard), the stock, the photo and the address, the history entry replaced', async () => {
  const { router } = await renderProduct('/products/spikes?variant=32');
  await eventually(() => expect(pack('Pack of 10 (3 m)')).not.toBeNull());

  await act(async () => pack('Pack of 10 (3 m)')?.click());
  await eventually(() => expect(router.state.location.search).toBe('?variant=31'));
  expect(router.state.historyAction).toBe('REPLACE');
  expect(pack('Pack of 10 (3 m)')?.checked).toBe(true);
  expect(priceBox()?.textContent).toBe('Price: ₹499 M.R.P.: ₹699 29% offIn stock');
  // The pack of 10 names no photo of its own: the main one.
  expect(largePicture()).toBe(photo('front'));
});

it('shows the chosen pack’s prices by quantity as a table, and none for a pack without them', async () => {
  await renderProduct('/products/spikes?variant=32');
  const table = () => document.querySelector('table');
  await eventually(() => expect(table()).not.toBeNull());
  expect(table()?.querySelector('caption')?.textContent).toBe('Buy more, pay less');
  expect([...table()!.querySelectorAll('th[scope="col"]')].map((cell) => cell.textContent)).toEqual(['Quantity', 'Price per pack', 'You save']);
  expect([...table()!.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
    ['10+ packs', '₹827.08', '8%'],
    ['25+ packs', '₹764', '15%'],
  ]);

  await act(async () => pack('Pack of 10 (3 m)')?.click());
  await eventually(() => expect(table()).toBeNull());
});

it('adds the chosen variant to the cart, at its price', async () => {
  const { store } = await renderProduct('/products/spikes?variant=32');
  await eventually(() => expect(button('Add To Cart')).toBeDefined());
  await act(async () => button('Add To Cart')?.click());
  expect(store.getState().cart.items).toEqual([
    expect.objectContaining({ id: 12, variant: 32, variantLabel: 'Pack of 20 (6 m)', price: 899, max_price: 1299, quantity: 1 }),
  ]);
});

it('checks delivery for the pack chosen, and again when another is chosen: its parcel is the one weighed', async () => {
  await renderProduct('/products/spikes?variant=32');
  await eventually(() => expect(button('Check')).toBeDefined());
  const label = [...document.querySelectorAll('label')].find((element) => element.textContent === 'Check delivery');
  const pincode = document.getElementById(label!.htmlFor) as HTMLInputElement;
  await act(async () => {
    pincode.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(pincode, '560001');
    pincode.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => pincode.form!.requestSubmit());
  await eventually(() => expect(estimates).toEqual([{ pincode: '560001', product_id: '12', variant: '32', quantity: '1' }]));

  await act(async () => pack('Pack of 10 (3 m)')?.click());
  await eventually(() => expect(estimates.at(-1)).toEqual({ pincode: '560001', product_id: '12', variant: '31', quantity: '1' }));
});

it('disables buying a variant out of stock, and says so', async () => {
  await renderProduct('/products/spikes?variant=33');
  await eventually(() => expect(pack('Pack of 50 (15 m)')?.checked).toBe(true));
  expect(pack('Pack of 50 (15 m)')?.disabled).toBe(true);
  expect(priceBox()?.textContent).toContain('Out of stock');
  expect(button('Add To Cart')?.disabled).toBe(true);
});

it('shows the default for a variant the product does not have, and for none', async () => {
  for (const address of ['/products/spikes?variant=999', '/products/spikes']) {
    await renderProduct(address);
    await eventually(() => expect(pack('Pack of 10 (3 m)')?.checked).toBe(true));
    expect(priceBox()?.textContent).toContain('₹499');
    act(() => root?.unmount());
    document.body.innerHTML = '';
  }
});

it('offers no choice for a product with one variant, and adds it as the product’s default', async () => {
  const { store } = await renderProduct('/products/net?variant=41');
  await eventually(() => expect(button('Add To Cart')).toBeDefined());
  expect(document.querySelector('[role="radiogroup"]')).toBeNull();
  expect(priceBox()).toBeUndefined();
  await act(async () => button('Add To Cart')?.click());
  expect(store.getState().cart.items).toEqual([expect.objectContaining({ id: 15, variant: null, variantLabel: '', price: 499 })]);
});
