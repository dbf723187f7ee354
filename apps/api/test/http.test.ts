import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccountKeys } from '../src/accounts/keys';
import { buildServer } from '../src/http/server';
import { resolveJwtSecret } from '../src/accounts/jwt-secret';
import { createUser, sessionTokenFor } from './support/fixtures';
import { SHARED_CACHE_CONTROL } from '../src/http/kept-answers';
import { startTestApp, testConfig, type TestApp } from './support/app';
import { RULE_DRIVERS, openTestDatabase } from './support/databases';

describe.each(RULE_DRIVERS)('HTTP edges on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404 JSON for unknown API routes and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/no-such-thing/'],
      ['GET', '/api/user/no-such-thing'],
      ['POST', '/api/user/products/'],
      ['DELETE', '/api/user/gallery/'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
    }
  });

  it('takes a bodiless request sent as application/json (as the storefront sends them), but not an empty body where one is due', async () => {
    const json = { 'content-type': 'application/json' };
    const list = await t.app.inject({ method: 'GET', url: '/api/user/products/', headers: json });
    expect(list.statusCode).toBe(200);
    const user = await createUser(t.database.db);
    const token = await sessionTokenFor(deriveAccountKeys(await resolveJwtSecret(t.database.db, t.config)), user);
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/user/wishlist/1/', headers: { ...json, authorization: `Bearer ${token}` } });
    // Not on the list: 404, rather than a 400 for the empty body.
    expect(remove.statusCode).toBe(404);
    // demo_payment takes no body: the order is unknown (404), the empty body is no problem.
    const pay = await t.app.inject({ method: 'POST', url: '/api/user/orders/999/demo_payment/', headers: { ...json, authorization: `Bearer ${token}` } });
    expect(pay.statusCode).toBe(404);
    const emptyPost = await t.app.inject({ method: 'POST', url: '/api/user/contact/', headers: json });
    expect(emptyPost.statusCode).toBe(400);
    expect(emptyPost.json()).toEqual({ code: 'empty_body', detail: 'The request body is empty; send a JSON object.' });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/user/contact/', headers: json, payload: '{"name":' });
    expect(malformed.json()).toEqual({ code: 'malformed_json', detail: 'Malformed JSON body.' });
  });

  it('rejects NUL characters, which PostgreSQL text cannot hold, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/contact/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@example.com', subject: 'S', message: 'bad\u0000byte' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_input', detail: 'Invalid request.', errors: { message: ['Null characters are not allowed.'] }, error_codes: { message: ['null_character'] } });
  });

  it('answers malformed and overlong URLs in the same JSON shape', async () => {
    const malformed = await t.app.inject({ method: 'GET', url: '/api/user/products/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'malformed_url', detail: 'Malformed URL.' });
    const overlong = await t.app.inject({ method: 'GET', url: `/api/user/products/${'x'.repeat(300)}` });
    expect(overlong.statusCode).toBe(414);
    expect(overlong.json()).toEqual({ code: 'url_too_long', detail: 'The URL is too long.' });
    const tooLongSlug = await t.app.inject({ method: 'GET', url: `/api/user/products/${'x'.repeat(201)}` });
    expect(tooLongSlug.statusCode).toBe(400);
    expect(Object.keys(tooLongSlug.json().errors)).toEqual(['slugOrId']);
  });

  it('never answers 500 to odd but harmless requests', async () => {
    for (const url of [
      '/api/user/products/%E0%A4%A',
      '/api/user/products/' + 'x'.repeat(300),
      '/api/user/products/%00/',
      '/api/user/products/../../etc/passwd',
      '/api/user/products/?query=%F0%9F%90%A6',
      '/api/user/blogs/?slug[]=a&slug[]=b',
      '/api/user/reviews/?product_id=1&product_id=2',
      '/api/user/reviews/?product_id=1e3',
      '/api/user/reviews/?product_id=-1',
      '/api/user/products/?query=a%00b',
      '/api/user/blogs/?slug=%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 with a bare detail and no internals', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildServer({ config: testConfig(), db: database.db });
    await database.close(); // every query now fails
    const response = await app.inject({ method: 'GET', url: '/api/user/products/' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal_error', detail: 'Internal server error.' });
    await app.close();
  });
});

describe('serving the storefront, media and Storybook', () => {
  const prebuiltScript = 'export const nets = ["anti bird net", "monkey net"];\n'.repeat(300);
  const prebuilt = { br: brotliCompressSync(prebuiltScript), gzip: gzipSync(prebuiltScript, { level: 9 }) };
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-static-'));
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>BirdShield</title><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("shop")');
    await writeFile(path.join(dist, 'assets', 'app-9c1b2d.js'), 'export const catalogue = ["bird spikes", "bird nets"];\n'.repeat(400));
    // As the storefront build writes them: a script with its brotli and gzip copies beside it.
    await writeFile(path.join(dist, 'assets', 'shop-5e7d1a.js'), prebuiltScript);
    await writeFile(path.join(dist, 'assets', 'shop-5e7d1a.js.br'), prebuilt.br);
    await writeFile(path.join(dist, 'assets', 'shop-5e7d1a.js.gz'), prebuilt.gzip);
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(root, 'media', 'products'), { recursive: true });
    await writeFile(path.join(root, 'media', 'products', 'spike.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(root, 'storybook'), { recursive: true });
    await writeFile(path.join(root, 'storybook', 'index.html'), '<!doctype html><title>Storybook</title>');
    t = await startTestApp('pglite', {
      STOREFRONT_DIST: dist,
      MEDIA_DIR: path.join(root, 'media'),
      STORYBOOK_DIST: path.join(root, 'storybook'),
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,application/xhtml+xml', acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('serves index.html at / and, for client routes, as the single-page fallback', async () => {
    // Unknown paths and missing products, categories and articles answer 404 to crawlers, but with the
    // page all the same, so the storefront can say what is missing (see seo.test.ts).
    for (const [url, status] of [
      ['/', 200],
      ['/faqs', 200],
      ['/cart?x=1', 200],
      ['/some/client/route?x=1', 404],
      ['/products/stainless-steel-bird-spikes', 404],
      ['/category/1', 404],
      ['/blogs/how-to?x=1', 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      // A public page is kept and shared like the public answers (pages.ts); one person's page (the cart) never is,
      // and a not-found page is not kept.
      const expected = status !== 200 ? 'no-cache' : url.startsWith('/cart') ? 'private, no-store' : SHARED_CACHE_CONTROL;
      expect(response.headers['cache-control'], url).toBe(expected);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves pages to fetchers that accept any type or send no Accept, but not for file names', async () => {
    for (const accept of ['*/*', '']) {
      const response = await t.app.inject({ method: 'GET', url: '/gallery', headers: accept === '' ? {} : { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    const missingFile = await get('/missing.png', '*/*');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
    expect((await get('/index.html')).headers.location).toBe('/');
  });

  it('caches fingerprinted assets for a year and answers 404 JSON for missing files', async () => {
    const asset = await get('/assets/index-3f9a1c.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg', '*/*')).headers['cache-control']).toBe('public, max-age=3600');
    const missing = await get('/assets/missing.js', '*/*');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
  });

  it('compresses scripts and JSON for clients that accept it (brotli first, then gzip)', async () => {
    const script = 'export const catalogue = ["bird spikes", "bird nets"];\n'.repeat(400);
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-9c1b2d.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-9c1b2d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-9c1b2d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const json = await t.app.inject({ method: 'GET', url: '/api/user/products/', headers: { 'accept-encoding': 'br' } });
    expect(json.statusCode).toBe(200);
  });

  it("sends the build's compressed copies of an asset as they are", async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get('/assets/shop-5e7d1a.js', '*/*', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      // The very bytes the build wrote, not a fresh compression of the script.
      expect(Buffer.compare(response.rawPayload, prebuilt[encoding])).toBe(0);
    }
    const plain = await get('/assets/shop-5e7d1a.js', '*/*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(prebuiltScript);
  });

  it('does not answer API misses or media misses with the page', async () => {
    expect((await get('/api/user/nothing/')).statusCode).toBe(404);
    expect((await get('/media/products/none.svg')).statusCode).toBe(404);
  });

  it('serves media files and the built Storybook', async () => {
    const media = await get('/media/products/spike.svg', 'image/*');
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const redirect = await get('/storybook');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/storybook/');
    const storybook = await get('/storybook/');
    expect(storybook.statusCode).toBe(200);
    expect(storybook.body).toContain('<title>Storybook</title>');
  });

  it('still serves the API next to the storefront', async () => {
    const response = await get('/api/user/products/', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('without a storefront build', () => {
  it('answers / with a page that says to build the storefront', async () => {
    const t = await startTestApp('pglite');
    try {
      for (const accept of ['text/html', '*/*']) {
        const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('pnpm --filter @shop/storefront build');
      }
    } finally {
      await t.close();
    }
  });
});
