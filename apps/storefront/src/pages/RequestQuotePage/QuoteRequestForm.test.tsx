// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { configureShopApi, shopApi } from '@shop/api-client';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { QuoteRequestForm } from './QuoteRequestForm';
import { useQuoteRequestForm } from './useQuoteRequestForm';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CLAIMS = ['AbCdEfGhIjKlMnOpQrSt01', 'AbCdEfGhIjKlMnOpQrSt02'];
let sent: { path: string; body: unknown }[];
let uploads: number;
let root: Root | undefined;

beforeEach(() => {
  sent = [];
  uploads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (answer: unknown, status = 200) => new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
      if (path === '/api/user/quote-photos/') {
        if ((await request.blob()).type === 'application/pdf') return json({ detail: 'Not a photo.', errors: { file: ['Not a photo.'] } }, 415);
        const claim = CLAIMS[uploads++]!;
        return json({ claim, url: `http://shop.test/media/uploads/${claim}.jpg` }, 201);
      }
      sent.push({ path, body: await request.json() });
      return json({ detail: 'Reload.', errors: { 'photos.1': ['This photo is not one you uploaded. Upload it again.'] } }, 400);
    }),
  );
  configureShopApi({ baseUrl: 'http://shop.test', getToken: () => null, onUnexpectedError: () => {} });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function Page() {
  return <QuoteRequestForm form={useQuoteRequestForm([{ variant: null, label: 'Pigeon net, 200 sq ft', quantity: 1 }])} />;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
const field = (name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
async function type(name: string, value: string) {
  await act(async () => {
    const input = field(name);
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

it('uploads the site’s photos as they are chosen, lists them with remove buttons, names a refused file, and sends their claims', async () => {
  const store = configureStore({ reducer: { [shopApi.reducerPath]: shopApi.reducer }, middleware: (getDefault) => getDefault().concat(shopApi.middleware) });
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root?.render(<Provider store={store}><Page /></Provider>));

  const group = [...document.querySelectorAll('fieldset')].find((each) => each.querySelector('legend')?.textContent === 'Photos of the site (optional)')!;
  expect(group).toBeDefined();
  const picker = group.querySelector<HTMLInputElement>('input[type="file"]')!;
  const files = [new File(['a'], 'parapet.jpg', { type: 'image/jpeg' }), new File(['b'], 'notes.pdf', { type: 'application/pdf' }), new File(['c'], 'terrace.jpg', { type: 'image/jpeg' })];
  await act(async () => {
    Object.defineProperty(picker, 'files', { value: files, configurable: true });
    picker.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
  expect([...group.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['Photo 1 of the site', 'Photo 2 of the site']);
  expect(group.querySelector('[role="alert"]')?.textContent).toContain('notes.pdf could not be added.');
  expect([...group.querySelectorAll('button')].map((button) => button.getAttribute('aria-label')).filter(Boolean)).toEqual(['Remove photo 1', 'Remove photo 2']);

  for (const [name, value] of [['name', 'Meera Iyer'], ['phone', '9876543210'], ['email', 'meera@example.in'], ['site_pincode', '411001'], ['site_address', 'Wing B terrace']] as const) await type(name, value);
  await act(async () => document.querySelector('form')!.requestSubmit());
  await settle();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toMatchObject({ photos: CLAIMS });
  // The server's refusal of one photo shows under the photos.
  expect(group.querySelector('[role="alert"]')?.textContent).toContain('Upload it again.');

  await act(async () => (group.querySelector('button[aria-label="Remove photo 1"]') as HTMLButtonElement).click());
  expect(group.querySelectorAll('img')).toHaveLength(1);
});
