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

const COMPLETION: Schema<'BookingCompletion'> = {
  completed_at: '2026-06-02T07:00:00Z',
  notes: 'Spikes on 37 m of parapet.',
  photos: [
    { id: 1, url: 'http://shop.test/media/a.jpg' },
    { id: 2, url: 'http://shop.test/media/b.jpg' },
  ],
  outcome: null,
  answered_at: null,
  complaint_number: null,
};
const DONE = {
  id: 7,
  kind: 'installation',
  status: 'done',
  starts_at: '2026-06-02T03:30:00Z',
  ends_at: '2026-06-02T07:30:00Z',
  address: 'Wing B terrace, Green Park, Pune',
  pincode: '411001',
  fee: 0,
  fee_paid: null,
  refund: null,
  cancel_reason: null,
  order_id: 42,
  invoice_number: null,
  credit_notes: [],
  completion: COMPLETION,
} as unknown as Schema<'Booking'>;

let sent: { path: string; body: unknown }[];
let booking: Schema<'Booking'>;
let root: Root | undefined;

beforeEach(() => {
  sent = [];
  booking = DONE;
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'POST' ? ((await request.json()) as { outcome: 'confirmed' | 'problem'; problem?: string }) : undefined;
      sent.push({ path, body });
      const json = (answer: unknown, status = 200) => new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/user/account/bookings/') return json([booking]);
      if (path === '/api/user/bookings/7/outcome/' && body) {
        booking = { ...booking, completion: { ...COMPLETION, outcome: body.outcome, answered_at: '2026-06-02T08:00:00Z', complaint_number: body.outcome === 'problem' ? 'GR-2026-00001' : null } };
        return json(booking);
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

async function render() {
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

it('shows the crew’s notes and photos, and confirms the work once', async () => {
  await render();
  expect(document.body.textContent).toContain('Fitting of order #42');
  expect(document.body.textContent).toContain('Spikes on 37 m of parapet.');
  expect([...document.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['Photo 1 of the finished work', 'Photo 2 of the finished work']);
  await act(async () => button('Confirm the work')!.click());
  await settle();
  expect(sent.filter((each) => each.body).map((each) => each.body)).toEqual([{ outcome: 'confirmed' }]);
  expect(document.body.textContent).toContain('You confirmed the work.');
  expect(button('Confirm the work')).toBeUndefined();
  expect(button('Report a problem')).toBeUndefined();
});

it('asks for the problem in words before sending it, and names the complaint it opened', async () => {
  await render();
  await act(async () => button('Report a problem')!.click());
  await act(async () => button('Send to our complaints desk')!.click());
  await settle();
  expect(sent.filter((each) => each.body)).toEqual([]);
  const field = document.querySelector<HTMLTextAreaElement>('textarea[name="problem"]')!;
  expect(field.getAttribute('aria-invalid')).toBe('true');

  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, 'The net sags at the corner.');
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => button('Send to our complaints desk')!.click());
  await settle();
  expect(sent.filter((each) => each.body).map((each) => each.body)).toEqual([{ outcome: 'problem', problem: 'The net sags at the corner.' }]);
  expect(document.body.textContent).toContain('complaint GR-2026-00001');
});
