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
import { SessionProvider } from '../../features/session';

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
/** The order the acceptance answers; a refusal (a newer quotation) when null. */
let answerToAcceptance: Schema<'OrderCreated'> | null;
let root: Root | undefined;

beforeEach(() => {
  sent = [];
  answerToAcceptance = null;
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      sent.push({ path, body: request.method === 'POST' ? await request.json() : undefined });
      const json = (answer: unknown, status = 200) => new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/user/quotes/Q-2026-000123/acceptance/') return answerToAcceptance ? json(answerToAcceptance, 201) : json(SUPERSEDED, 409);
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
        <SessionProvider isServedDocument={false}>
          <MemoryRouter>
            <AcceptQuote quote={QUOTE} token="AbCdEfGhIjKlMnOpQrStUv" onReload={onReload} />
          </MemoryRouter>
        </SessionProvider>
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

const TRANSFER_ORDER: Schema<'OrderCreated'> = {
  id: 42,
  key: '',
  razorpay_amount: 275_331,
  razorpay_order_id: '',
  currency: 'INR',
  provider: 'bank_transfer',
  payment_method: 'bank_transfer',
  confirm_by: null,
  bank_transfer: {
    account_name: 'BirdShield India Pvt Ltd',
    account_number: '50200012345678',
    ifsc: 'HDFC0001234',
    upi_id: 'birdshield@okhdfcbank',
    amount_paise: 275_331,
    reference: 'Order 42 Q-2026-000123',
    pay_by: '2026-12-08T04:30:00Z',
    proforma_url: '/api/user/orders/42/proforma/',
  },
};

async function renderAccept(quote: Schema<'Quote'>) {
  const store = configureStore({ reducer: { [shopApi.reducerPath]: shopApi.reducer }, middleware: (getDefault) => getDefault().concat(shopApi.middleware) });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root?.render(
      <Provider store={store}>
        <SessionProvider isServedDocument={false}>
          <MemoryRouter>
            <AcceptQuote quote={quote} token="AbCdEfGhIjKlMnOpQrStUv" onReload={() => {}} />
          </MemoryRouter>
        </SessionProvider>
      </Provider>,
    );
  });
}

const transferOption = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.value === 'bank_transfer');

it('offers bank transfer only on a quote the shop allows, and after ordering shows where to pay and the proforma', async () => {
  await renderAccept(QUOTE);
  expect(transferOption()).toBeUndefined();
  act(() => root?.unmount());
  document.body.innerHTML = '';

  answerToAcceptance = TRANSFER_ORDER;
  await renderAccept({ ...QUOTE, bank_transfer_allowed: true });
  const option = transferOption()!;
  expect(option.closest('label')?.textContent).toContain('Bank transfer or UPI');
  await act(async () => option.click());
  await act(async () => document.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
  // Nothing is paid on the press, so the button does not say "pay".
  await act(async () => [...document.querySelectorAll('button')].find((each) => each.textContent === 'Accept and order for ₹2,753.31')!.click());
  await settle();
  expect(sent.filter((each) => each.path.endsWith('/acceptance/')).map((each) => each.body)).toEqual([{ revision: 1, payment_method: 'bank_transfer', token: 'AbCdEfGhIjKlMnOpQrStUv' }]);

  const heading = document.getElementById('transfer-instructions')!;
  expect(heading.textContent).toBe('Pay by bank transfer or UPI');
  expect(document.activeElement).toBe(heading);
  const details = document.querySelector('dl')!.textContent!;
  for (const words of ['50200012345678', 'HDFC0001234', 'birdshield@okhdfcbank', 'Order 42 Q-2026-000123', '₹2,753.31']) expect(details).toContain(words);
  expect([...document.querySelectorAll('button')].some((each) => each.textContent === 'Download the proforma invoice')).toBe(true);
});

it('takes the buyer’s paid survey fee off what accepting asks them to pay, as the API says', async () => {
  await renderAccept({ ...QUOTE, survey_credit: { booking_id: 12, invoice_number: 'BSI/26-27/000012', amount_paise: 49_900, last_day: '2027-03-02' } });
  expect(document.body.textContent).toContain('The ₹499.00 you paid for your site survey #12 (invoice BSI/26-27/000012) comes off this order: ₹2,254.31 to pay.');
  expect([...document.querySelectorAll('button')].some((each) => each.textContent === 'Accept and pay ₹2,254.31')).toBe(true);
});
