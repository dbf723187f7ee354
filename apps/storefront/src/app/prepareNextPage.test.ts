// @vitest-environment happy-dom
import { configureShopApi } from '@shop/api-client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { prepareNextPage } from './prepareNextPage';
import { loadPageCode } from './router';
import { createStore } from './store';

vi.mock('./router', () => ({ loadPageCode: vi.fn() }));
vi.mock('./pageScripts', () => ({ listPageScriptsWhenIdle: vi.fn() }));

let asked: string[];
let stop: () => void = () => {};
let moveTo: (pathname: string) => void;

beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      return new Response(JSON.stringify(url.pathname.includes('blogs') ? [] : { id: 1 }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  configureShopApi({ baseUrl: `${location.origin}`, getToken: () => null, onUnexpectedError: () => {} });
  document.body.innerHTML = `
    <a href="/products/ss-bird-spikes"><img alt="Stainless Steel Bird Spikes"><span>Stainless Steel Bird Spikes</span></a>
    <a href="/blogs/how-to-keep-pigeons-away">How to keep pigeons away</a>
    <a href="/about">About us</a>
    <a href="https://wa.me/919999999999">WhatsApp</a>
    <p>Plain words</p>`;
  const router = {
    subscribe: (listener: (state: { navigation: { state: string; location: { pathname: string } } }) => void) => {
      moveTo = (pathname) => listener({ navigation: { state: 'loading', location: { pathname } } });
      return () => {};
    },
  };
  stop = prepareNextPage(createStore({ cartItems: [], couponCode: null }), router as never);
});

afterEach(() => {
  stop();
  vi.mocked(loadPageCode).mockClear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const link = (href: string) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;
const pointerOver = (element: Element, pointerType: string) =>
  element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType }));
const settle = () => vi.advanceTimersByTimeAsync(200);

it('prepares a product a mouse rests on: its page code and its answer, once', async () => {
  pointerOver(link('/products/ss-bird-spikes').querySelector('span')!, 'mouse');
  await settle();
  pointerOver(link('/products/ss-bird-spikes').querySelector('img')!, 'mouse');
  await settle();
  expect(loadPageCode).toHaveBeenCalledWith('/products/:slug');
  expect(asked).toEqual(['/api/user/products/ss-bird-spikes/']);
});

it('prepares nothing for links a mouse only passes over', async () => {
  pointerOver(link('/products/ss-bird-spikes'), 'mouse');
  await vi.advanceTimersByTimeAsync(50);
  pointerOver(document.querySelector('p')!, 'mouse');
  await settle();
  expect(loadPageCode).not.toHaveBeenCalled();
  expect(asked).toEqual([]);
});

it('prepares at once what the keyboard focuses', async () => {
  link('/blogs/how-to-keep-pigeons-away').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  link('/about').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  await vi.advanceTimersByTimeAsync(0);
  expect(loadPageCode).toHaveBeenCalledWith('/blogs/:id');
  expect(loadPageCode).toHaveBeenCalledWith('/about');
  expect(asked).toEqual(['/api/user/blogs/?slug=how-to-keep-pigeons-away']);
});

it('prepares nothing for a finger on a link, which may be scrolling the page', async () => {
  pointerOver(link('/products/ss-bird-spikes'), 'touch');
  await settle();
  expect(loadPageCode).not.toHaveBeenCalled();
  expect(asked).toEqual([]);
});

it('leaves links to other sites alone', async () => {
  link('https://wa.me/919999999999').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  pointerOver(link('https://wa.me/919999999999'), 'mouse');
  await settle();
  expect(loadPageCode).not.toHaveBeenCalled();
});

it('prepares the page a move goes to however it started, without asking again for a fresh answer', async () => {
  moveTo('/products/ss-bird-spikes');
  await settle();
  moveTo('/products/ss-bird-spikes');
  await settle();
  expect(loadPageCode).toHaveBeenCalledWith('/products/:slug');
  expect(asked).toEqual(['/api/user/products/ss-bird-spikes/']);
});
