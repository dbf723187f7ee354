// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi, type Schema } from '@shop/api-client';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../features/session/sessionStorage';
import { AcceptQuote } from './AcceptQuote';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const QUOTE: Schema<'Quote'> = {
  number: 'Q-2026-000123',
  status: 'quoted',
  created_at: '2026-12-01T04:30:00Z',
  name: 'Asha Patel',
  organisation: null,
  phone: '9876543210',
  email: 'asha@example.in',
  gstin: null,
  site_pincode: '411001',
  site_address: 'Wing B terrace, Green Park',
  site_kind: 'housing_society',
  wants_installation: true,
  note: null,
  lines: [{ variant: 12, product_title: 'Bird spikes', variant_label: '', description: null, quantity: 7 }],
  quotation: {
    revision: 1,
    lines: [{ variant: 12, description: 'Bird spikes, pack of 10', unit: null, quantity: 7, unit_price_paise: 33_333, gst_rate: 18, hsn_sac: '3926', amount_paise: 233_331, gst_paise: 42_000 }],
    delivery_terms: '',
    installation_terms: '',
    valid_until: '2026-12-15',
    sent_at: '2026-12-01T05:00:00Z',
    subtotal_paise: 233_331,
    gst_paise: 42_000,
    total_paise: 275_331,
  },
  order: null,
};
const SUPERSEDED = { detail: 'Reload.', errors: { revision: ['The shop has sent a newer quotation since you opened this page.'] } };

let sent: { path: string; body: unknown }[];
let root: Root | undefined;

beforeEach(() => {
  sent = [];
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      sent.push({ path, body: request.method === 'POST' ? await request.json() : undefined });
      const json = (answer: unknown, status = 200) => new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
      return path === '/api/user/quotes/Q-2026-000123/acceptance/' ? json(SUPERSEDED, 409) : json({ detail: 'Not found.' }, 404);
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

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

it('accepts only once confirmed, and shows a newer quotation’s refusal with a reload', async () => {
  const store = configureStore({ reducer: { [shopApi.reducerPath]: shopApi.reducer }, middleware: (getDefault) => getDefault().concat(shopApi.middleware) });
  const onReload = vi.fn();
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root?.render(
      <Provider store={store}>
        <MemoryRouter>
          <AcceptQuote quote={QUOTE} token="AbCdEfGhIjKlMnOpQrStUv" onReload={onReload} />
        </MemoryRouter>
      </Provider>,
    );
  });
  const button = () => [...document.querySelectorAll('button')].find((each) => each.textContent?.startsWith('Accept and pay'))!;
  expect(document.body.textContent).toContain('₹2,753.31');
  expect(button().disabled || button().getAttribute('aria-disabled') === 'true' || button().hasAttribute('data-disabled')).toBe(true);

  await act(async () => document.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
  await act(async () => button().click());
  await settle();
  const accepted = sent.filter((each) => each.path.endsWith('/acceptance/'));
  expect(accepted.map((each) => each.body)).toEqual([{ revision: 1, payment_method: 'online', token: 'AbCdEfGhIjKlMnOpQrStUv' }]);
  expect(document.querySelector('[role="alert"]')?.textContent).toContain('newer quotation');
  await act(async () => [...document.querySelectorAll('button')].find((each) => each.textContent === 'Reload the quotation')!.click());
  expect(onReload).toHaveBeenCalled();
});
