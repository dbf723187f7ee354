import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogApi, configureShopApi, contentApi, errorStatus, shellApi, UNEXPECTED_ERROR_MESSAGE } from '../src';
import { createTestStore } from './support/store';

const BASE_URL = 'http://shop.test';
const PRODUCTS = `${BASE_URL}/api/user/products/`;
const product = { id: 1, slug: 'bird-spikes', title: 'Bird Spikes' };

const server = setupServer();
const onUnexpectedError = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  onUnexpectedError.mockReset();
  configureShopApi({ baseUrl: BASE_URL, getToken: () => null, onUnexpectedError });
});

function listProducts() {
  return createTestStore().dispatch(catalogApi.endpoints.listProducts.initiate({}));
}

describe('the base query', () => {
  it('returns the data of a 200 answer from the configured base URL', async () => {
    server.use(http.get(PRODUCTS, () => HttpResponse.json([product])));
    const result = await listProducts();
    expect(result.data).toEqual([product]);
    expect(onUnexpectedError).not.toHaveBeenCalled();
  });

  it('sends no bare ? when every optional parameter is absent, and the parameter when present', async () => {
    const urls: string[] = [];
    server.use(
      http.get(PRODUCTS, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json([product]);
      }),
    );
    await listProducts();
    await createTestStore().dispatch(catalogApi.endpoints.listProducts.initiate({ query: 'net' }));
    expect(urls).toEqual([PRODUCTS, `${PRODUCTS}?query=net`]);
  });

  it('repeats the key of a list parameter, as the contract reads it, and leaves empty lists out', async () => {
    const urls: string[] = [];
    server.use(
      http.get(PRODUCTS, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json([product]);
      }),
    );
    const store = createTestStore();
    await store.dispatch(catalogApi.endpoints.listProducts.initiate({ category: ['Bird Nets', 'Bird Spikes'], material: [], rating: [4], limit: 24 }));
    expect(urls).toEqual([`${PRODUCTS}?limit=24&category=Bird+Nets&category=Bird+Spikes&rating=4`]);
  });

  it('asks in the configured language on every call, and in none when unset', async () => {
    const urls: string[] = [];
    server.use(
      http.get(PRODUCTS, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json([product]);
      }),
    );
    configureShopApi({ baseUrl: BASE_URL, getToken: () => null, onUnexpectedError, language: 'hi' });
    await createTestStore().dispatch(catalogApi.endpoints.listProducts.initiate({ query: 'net' }));
    await createTestStore().dispatch(catalogApi.endpoints.listProducts.initiate({}));
    expect(urls).toEqual([`${PRODUCTS}?lang=hi&query=net`, `${PRODUCTS}?lang=hi`]);
  });

  it('passes a 404 on silently', async () => {
    server.use(http.get(PRODUCTS, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const result = await listProducts();
    expect(result.isError).toBe(true);
    expect(errorStatus(result.error)).toBe(404);
    expect(onUnexpectedError).not.toHaveBeenCalled();
  });

  it('passes a 4xx whose body is not JSON on silently too', async () => {
    server.use(http.get(PRODUCTS, () => new HttpResponse('<h1>Too many</h1>', { status: 429 })));
    const result = await listProducts();
    expect(errorStatus(result.error)).toBe(429);
    expect(onUnexpectedError).not.toHaveBeenCalled();
  });

  it('alerts on a 500 and still passes the error on', async () => {
    server.use(http.get(PRODUCTS, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })));
    const result = await listProducts();
    expect(errorStatus(result.error)).toBe(500);
    expect(onUnexpectedError).toHaveBeenCalledExactlyOnceWith(UNEXPECTED_ERROR_MESSAGE);
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occurrred.');
  });

  it('alerts on a network error', async () => {
    server.use(http.get(PRODUCTS, () => HttpResponse.error()));
    const result = await listProducts();
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(onUnexpectedError).toHaveBeenCalledExactlyOnceWith(UNEXPECTED_ERROR_MESSAGE);
  });

  it('alerts on a 200 whose body is not JSON', async () => {
    server.use(http.get(PRODUCTS, () => new HttpResponse('<html>', { status: 200 })));
    const result = await listProducts();
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 });
    expect(onUnexpectedError).toHaveBeenCalledOnce();
  });

  it('alerts on a timeout', async () => {
    configureShopApi({ baseUrl: BASE_URL, onUnexpectedError, timeoutMs: 20 });
    server.use(
      http.get(PRODUCTS, async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const result = await listProducts();
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(onUnexpectedError).toHaveBeenCalledOnce();
  });

  it('does not alert when the app itself aborts a call', async () => {
    let reached: () => void = () => {};
    const requestReachedServer = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.get(PRODUCTS, async () => {
        reached();
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const request = createTestStore().dispatch(catalogApi.endpoints.listProducts.initiate({}));
    await requestReachedServer;
    request.abort();
    const result = await request;
    expect(result.isError).toBe(true);
    // The thunk settles at once on abort; the base query finishes its aborted fetch just after.
    await delay(50);
    expect(onUnexpectedError).not.toHaveBeenCalled();
  });
});

describe('request headers', () => {
  function captureHeaders(): () => Headers {
    let seen: Headers | undefined;
    server.use(
      http.all(`${BASE_URL}/*`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json([]);
      }),
    );
    return () => {
      if (!seen) throw new Error('no request reached the server');
      return seen;
    };
  }

  it('sends the bearer token and a JSON content type when there is a token', async () => {
    configureShopApi({ baseUrl: BASE_URL, getToken: () => 'abc.def.ghi', onUnexpectedError });
    const headers = captureHeaders();
    await listProducts();
    expect(headers().get('authorization')).toBe('Bearer abc.def.ghi');
    expect(headers().get('content-type')).toBe('application/json');
  });

  it('sends neither without a token or body', async () => {
    const headers = captureHeaders();
    await listProducts();
    expect(headers().has('authorization')).toBe(false);
    expect(headers().has('content-type')).toBe(false);
  });

  it('treats an empty token as no token', async () => {
    configureShopApi({ baseUrl: BASE_URL, getToken: () => '', onUnexpectedError });
    const headers = captureHeaders();
    await listProducts();
    expect(headers().has('authorization')).toBe(false);
  });

  it('sends a JSON body with its content type but no Authorization when signed out', async () => {
    let received: { body: unknown; headers: Headers } | undefined;
    server.use(
      http.post(`${BASE_URL}/api/user/contact/`, async ({ request }) => {
        received = { body: await request.json(), headers: request.headers };
        return HttpResponse.json({ id: 1, detail: 'Stored.' }, { status: 201 });
      }),
    );
    const message = { name: 'Asha', email: 'asha@example.in', subject: 'Nets', message: 'Price?' };
    const result = await createTestStore().dispatch(
      contentApi.endpoints.sendContactMessage.initiate({ contactMessage: message }),
    );
    expect(result.data).toEqual({ id: 1, detail: 'Stored.' });
    expect(received?.body).toEqual(message);
    expect(received?.headers.get('content-type')).toBe('application/json');
    expect(received?.headers.has('authorization')).toBe(false);
  });
});

describe('configuration', () => {
  it('takes the base URL at call time, so the store can be created first', async () => {
    const store = createTestStore();
    server.use(http.get('http://other.test/api/user/uploadCategory/', () => HttpResponse.json([{ id: 7 }])));
    configureShopApi({ baseUrl: 'http://other.test', onUnexpectedError });
    const result = await store.dispatch(shellApi.endpoints.listCategories.initiate({}));
    expect(result.data).toEqual([{ id: 7 }]);
  });
});
