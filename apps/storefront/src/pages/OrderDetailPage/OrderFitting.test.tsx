// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi, type Order, type Schema } from '@shop/api-client';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../features/session/sessionStorage';
import { OrderFitting } from './OrderFitting';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const START = '2026-06-02T03:30:00.000Z';
const item = (product: number | null) => ({ id: product ?? 99, product, variant: product, product_name: product ? 'Bird spikes' : 'Fitting on the parapet (per running metre)', quantity: 37 });
// Only what the panel reads of an order.
const orderWith = (products: (number | null)[]) => ({ id: 42, items: products.map(item) }) as unknown as Order;
const BOOKED: Partial<Schema<'Booking'>> = { id: 7, kind: 'installation', status: 'confirmed', order_id: 42, starts_at: START };

let sent: { method: string; path: string; body: unknown }[];
let bookings: Partial<Schema<'Booking'>>[];
let slotsAnswer: { status: number; body: unknown };
let root: Root | undefined;

beforeEach(() => {
  sent = [];
  bookings = [];
  slotsAnswer = { status: 200, body: { order_id: 42, pincode: '411001', duration_minutes: 240, days: [{ date: '2026-06-02', starts_at: [START] }] } };
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      sent.push({ method: request.method, path, body: request.method === 'POST' ? await request.json() : undefined });
      const json = (answer: unknown, status = 200) => new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/user/account/bookings/') return json(bookings);
      if (path === '/api/user/bookings/installation-slots/') return json(slotsAnswer.body, slotsAnswer.status);
      if (path === '/api/user/bookings/installations/') {
        bookings = [BOOKED];
        return json(BOOKED, 201);
      }
      return json({ detail: 'Not found.' }, 404);
    }),
  );
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => localStorage.getItem(TOKEN_STORAGE_KEY), onUnexpectedError: () => {} });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = '';
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const button = (text: string) => [...document.querySelectorAll('button')].find((each) => each.textContent === text);

async function render(order: Order) {
  const store = configureStore({ reducer: { [shopApi.reducerPath]: shopApi.reducer }, middleware: (getDefault) => getDefault().concat(shopApi.middleware) });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root?.render(
      <Provider store={store}>
        <MemoryRouter>
          <OrderFitting order={order} />
        </MemoryRouter>
      </Provider>,
    );
  });
  await settle();
}

it('shows nothing for an order of catalogue products alone', async () => {
  await render(orderWith([12]));
  expect(document.body.textContent).toBe('');
  expect(sent).toEqual([]);
});

it('books the fitting at a time chosen from the free ones, then shows it booked', async () => {
  await render(orderWith([12, null]));
  expect(sent.some((each) => each.path.endsWith('/installation-slots/'))).toBe(false);
  await act(async () => button('Book the fitting')!.click());
  await settle();
  expect(document.body.textContent).toContain('about 4 hours');
  const day = [...document.querySelectorAll<HTMLElement>('[role="gridcell"] [role="button"]')].find((cell) => cell.textContent === '2' && cell.getAttribute('aria-disabled') !== 'true')!;
  await act(async () => day.click());
  const time = document.querySelector<HTMLInputElement>('input[type="radio"]')!;
  await act(async () => time.click());
  await act(async () => button('Book this time')!.click());
  await settle();
  expect(sent.filter((each) => each.method === 'POST').map((each) => each.body)).toEqual([{ order_id: 42, starts_at: START, note: null }]);
  expect(document.body.textContent).toContain('The fitting is booked for');
});

it('says why the fitting cannot be booked online, in the API’s words', async () => {
  slotsAnswer = { status: 400, body: { detail: 'Too long.', errors: { order_id: ['Fitting this order takes about 9 hours. Call us.'] } } };
  await render(orderWith([null]));
  await act(async () => button('Book the fitting')!.click());
  await settle();
  expect(document.querySelector('[role="alert"]')?.textContent).toContain('about 9 hours');
});
