// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const LIST = { '/products/:slug': ['/assets/client-a1.js', '/assets/ProductPage-b2.js', '/assets/product-kit-c3.js'], '/cart': ['/assets/CartPage-d4.js'] };

let fetchList: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // The list is fetched once a visit: each test starts a visit of its own.
  vi.resetModules();
  document.head.innerHTML = '';
  fetchList = vi.fn(async () => new Response(JSON.stringify(LIST), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchList);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

it('asks for every script of a page at once, each once a visit, from the list fetched once', async () => {
  const { preloadPageScripts } = await import('./pageScripts');
  preloadPageScripts('/products/:slug');
  await vi.waitFor(() => expect(preloads()).toEqual(LIST['/products/:slug']));
  preloadPageScripts('/products/:slug');
  preloadPageScripts('/cart');
  await vi.waitFor(() => expect(preloads()).toEqual([...LIST['/products/:slug'], '/assets/CartPage-d4.js']));
  expect(fetchList).toHaveBeenCalledTimes(1);
  expect(fetchList).toHaveBeenCalledWith('/page-scripts.json');
});

it('asks for nothing for a path the list leaves out', async () => {
  const { preloadPageScripts } = await import('./pageScripts');
  preloadPageScripts('/loader');
  await vi.waitFor(() => expect(fetchList).toHaveBeenCalled());
  // The list read and acted on: its answer and parsing take more than one turn of the microtasks.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloads()).toEqual([]);
});

it('fetches the list again at the next move when it could not be fetched', async () => {
  fetchList.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const { preloadPageScripts } = await import('./pageScripts');
  preloadPageScripts('/cart');
  await vi.waitFor(() => expect(fetchList).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloads()).toEqual([]);
  preloadPageScripts('/cart');
  await vi.waitFor(() => expect(preloads()).toEqual(['/assets/CartPage-d4.js']));
  expect(fetchList).toHaveBeenCalledTimes(2);
});

it('fetches the list when the browser is idle, before any move', async () => {
  const idle = vi.fn((work: () => void) => work());
  vi.stubGlobal('requestIdleCallback', idle);
  const { listPageScriptsWhenIdle } = await import('./pageScripts');
  listPageScriptsWhenIdle();
  expect(idle).toHaveBeenCalledTimes(1);
  expect(fetchList).toHaveBeenCalledWith('/page-scripts.json');
});
