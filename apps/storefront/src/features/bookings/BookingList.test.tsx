// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi, type Schema } from '@shop/api-client';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../session/sessionStorage';
import { BookingList } from './BookingList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const survey = (id: number, startsAt: string, documents: Pick<Schema<'Booking'>, 'invoice_number' | 'credit_notes'> & Partial<Schema<'Booking'>>) =>
  ({
    id,
    kind: 'survey',
    status: 'cancelled',
    starts_at: startsAt,
    ends_at: startsAt,
    address: '12 Lake Road, Kothrud',
    pincode: '411001',
    fee: 499,
    fee_paid: documents.invoice_number ? 499 : null,
    refund: null,
    cancel_reason: 'Cancelled by the shop.',
    order_id: null,
    completion: null,
    ...documents,
  }) as unknown as Schema<'Booking'>;

const PAID = survey(9, '2026-06-02T03:30:00Z', { invoice_number: 'BSI/26-27/000042', credit_notes: [{ id: 3, number: 'BCN/26-27/000007', issued_on: '2026-06-01' }] });
const FREE = survey(8, '2026-06-01T03:30:00Z', { invoice_number: null, credit_notes: [] });

let fetched: string[];
let listed: Schema<'Booking'>[];
let root: Root | undefined;

beforeEach(() => {
  fetched = [];
  listed = [PAID, FREE];
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const path = new URL(typeof input === 'string' ? input : input.url).pathname;
      fetched.push(path);
      if (path === '/api/user/account/bookings/') return new Response(JSON.stringify(listed), { headers: { 'Content-Type': 'application/json' } });
      return new Response(new Blob(['%PDF-']), { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="BSI-26-27-000042.pdf"' } });
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
  // The file is handed over by clicking a link to it, which would take happy-dom's window to blob:invoice: the test
  // files after this one in the same worker (vitest.config's isolate: false) would start there, at no origin.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => localStorage.getItem(TOKEN_STORAGE_KEY), onUnexpectedError: () => {} });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.innerHTML = '';
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const buttons = () => [...document.querySelectorAll('button')];

async function renderList() {
  const store = configureStore({ reducer: { [shopApi.reducerPath]: shopApi.reducer }, middleware: (getDefault) => getDefault().concat(shopApi.middleware) });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root?.render(
      <Provider store={store}>
        <BookingList />
      </Provider>,
    );
  });
  await settle();
}

it('offers a paid survey’s invoice and credit note to download, and nothing for a survey without them', async () => {
  await renderList();
  expect(buttons().map((each) => each.textContent)).toEqual(['Download the invoice', 'Download the credit note BCN/26-27/000007']);
  // Each tells a screen reader which visit it is of.
  expect(buttons()[0]!.getAttribute('aria-label')).toMatch(/^Download the invoice, site survey of /);

  await act(async () => buttons()[0]!.click());
  await settle();
  await act(async () => buttons()[1]!.click());
  await settle();
  expect(fetched.slice(1)).toEqual(['/api/user/bookings/9/invoice/', '/api/user/bookings/9/credit-notes/3/']);
});

it('says until when a paid survey’s fee comes off the next order, and which order it came off', async () => {
  const done = { status: 'done' as const, cancel_reason: null, credit_notes: [] };
  listed = [
    survey(11, '2026-06-02T03:30:00Z', { ...done, invoice_number: 'BSI/26-27/000043', fee_credit: { amount: 499, last_day: '2026-08-31', order_id: null } }),
    survey(10, '2026-05-02T03:30:00Z', { ...done, invoice_number: 'BSI/26-27/000040', fee_credit: { amount: 499, last_day: '2026-07-31', order_id: 77 } }),
  ];
  await renderList();
  const text = document.body.textContent ?? '';
  expect(text).toContain('We take the ₹499 fee off your next order placed from the visit until 31 Aug 2026.');
  expect(text).toContain('The ₹499 fee was taken off your order #77.');
});
