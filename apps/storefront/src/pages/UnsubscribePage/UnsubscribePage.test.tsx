// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { UnsubscribePage } from './UnsubscribePage';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOKEN = '42.b2ZmZXJzLWZvci1jdXN0b2';
let requests: string[];
let respond: () => Promise<Response>;

beforeEach(() => {
  requests = [];
  respond = async () => new Response(null, { status: 204 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      return respond();
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

async function openPage() {
  const store = configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shopApi.middleware),
  });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root?.render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[`/unsubscribe/${TOKEN}`]}>
          <Routes>
            <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  });
}

const heading = () => document.querySelector('h1')?.textContent;
const stopButton = () => [...document.querySelectorAll('button')].find((button) => button.textContent === 'Stop offers');

async function pressStop() {
  await act(async () => stopButton()!.click());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

it('changes nothing on opening; one press stops offers for the link’s customer and says so', async () => {
  await openPage();
  expect(heading()).toBe('Stop offers from BirdShield India');
  expect(document.body.textContent).toContain('Messages about your orders still come.');
  expect(requests).toEqual([]);

  await pressStop();
  expect(requests).toEqual([`POST /api/user/offer-unsubscribe/${TOKEN}/`]);
  expect(document.querySelector('[role="status"] h1')?.textContent).toBe('Offers stopped');
  expect(document.querySelector('a[href="/account/manage-account"]')?.textContent).toBe('Go to Your Account');
});

it('says kindly that a link the shop never made does not work', async () => {
  respond = async () => new Response(JSON.stringify({ detail: 'This link is not known.' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
  await openPage();
  await pressStop();
  expect(document.querySelector('[role="alert"] h1')?.textContent).toBe('This link doesn’t work');
});

it('keeps the button when there is no answer, with the reason, and the server’s words when over its limit', async () => {
  respond = () => Promise.reject(new TypeError('Failed to fetch'));
  await openPage();
  await pressStop();
  expect(document.querySelector('[role="alert"]')?.textContent).toBe('We could not stop offers just now. Please check your connection and try again.');
  expect(stopButton()).toBeDefined();

  respond = async () => new Response(JSON.stringify({ detail: 'Too many tries. Please try again later.' }), { status: 429, headers: { 'Content-Type': 'application/json' } });
  await pressStop();
  expect(document.querySelector('[role="alert"]')?.textContent).toBe('Too many tries. Please try again later.');
});
