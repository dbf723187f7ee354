// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { adminApi, configureAdminApi, type AdminBooking } from '@shop/api-client/admin';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CompleteBookingDialog } from './BookingDialogs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BOOKING = {
  booking: { id: 7, kind: 'installation', status: 'confirmed', starts_at: '2026-06-02T03:30:00Z', ends_at: '2026-06-02T07:30:00Z', order_id: 42, completion: null },
  crew_id: 1,
  crew_name: 'Pune crew',
  customer_id: 3,
  version: 4,
  photos: [{ id: 11, url: 'http://shop.test/media/a.jpg' }],
} as unknown as AdminBooking;
const NOTES_REQUIRED = { detail: 'Write what the crew did and found.', errors: { notes: ['Write what the crew did and found.'] } };

let sent: { method: string; path: string; body: unknown }[];
let root: Root | undefined;

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body = request.method === 'POST' && path.endsWith('/completion/') ? ((await request.json()) as { notes: string }) : undefined;
      sent.push({ method: request.method, path, body });
      const json = (answer: unknown, status = 200) => new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/admin/bookings/7/completion/') return body?.notes ? json({ ...BOOKING, booking: { ...BOOKING.booking, status: 'done' } }) : json(NOTES_REQUIRED, 400);
      if (path === '/api/admin/bookings/7/photos/11/') return json({ ...BOOKING, photos: [] });
      return json({ detail: 'Not found.' }, 404);
    }),
  );
  configureAdminApi({ baseUrl: 'http://shop.test', getToken: () => 'staff-token', onUnauthorized: () => {} });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const button = (name: string) => [...document.querySelectorAll('button')].find((each) => (each.getAttribute('aria-label') ?? each.textContent?.trim()) === name);

it('shows the server’s word on the notes, takes back a photo, and marks the job done with the version read', async () => {
  const store = configureStore({ reducer: { [adminApi.reducerPath]: adminApi.reducer }, middleware: (getDefault) => getDefault().concat(adminApi.middleware) });
  const onClose = vi.fn();
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => {
    root?.render(
      <Provider store={store}>
        <CompleteBookingDialog booking={BOOKING} onClose={onClose} />
      </Provider>,
    );
  });
  expect([...document.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['Photo 1 of the job']);

  await act(async () => button('Remove photo 1')!.click());
  await settle();
  expect(sent.map((each) => `${each.method} ${each.path}`)).toEqual(['DELETE /api/admin/bookings/7/photos/11/']);
  expect(document.querySelectorAll('img')).toHaveLength(0);

  await act(async () => button('Mark done')!.click());
  await settle();
  expect(document.body.textContent).toContain('Write what the crew did and found.');
  expect(onClose).not.toHaveBeenCalled();

  const notes = document.querySelector<HTMLTextAreaElement>('textarea[name="notes"]')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(notes, 'Net fitted on the terrace.');
    notes.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => button('Mark done')!.click());
  await settle();
  expect(sent.filter((each) => each.body).map((each) => each.body)).toEqual([
    { notes: '', version: 4 },
    { notes: 'Net fitted on the terrace.', version: 4 },
  ]);
  expect(onClose).toHaveBeenCalled();
});
