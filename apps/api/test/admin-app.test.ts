/**
 * The back-office's serving under /admin/: its built files with the storefront's cache rules, its
 * index.html for each of its pages (@shop/rules/adminPaths) and with a 404 for other paths below /admin,
 * and noindex on everything, beside a storefront that keeps
 * its own pages. No database behaviour is involved, so PGlite alone is enough here.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app';

const ADMIN_INDEX = `<!doctype html><html lang="en-IN"><head><meta name="robots" content="noindex"><title>Back-office</title>
<script type="module" crossorigin src="/admin/assets/index-a1b2c3.js"></script></head><body><div id="admin-root"></div></body></html>`;
const STOREFRONT_INDEX = '<!doctype html><title>BirdShield</title><div id="root"></div>';

describe('serving the back-office under /admin/', () => {
  const script = 'export const audit = ["product.update", "order.ship"];\n'.repeat(300);
  const compressed = { br: brotliCompressSync(script), gzip: gzipSync(script, { level: 9 }) };
  let root: string;
  let t: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-admin-'));
    const admin = path.join(root, 'admin');
    await mkdir(path.join(admin, 'assets'), { recursive: true });
    await writeFile(path.join(admin, 'index.html'), ADMIN_INDEX);
    await writeFile(path.join(admin, 'assets', 'index-a1b2c3.js'), script);
    await writeFile(path.join(admin, 'assets', 'index-a1b2c3.js.br'), compressed.br);
    await writeFile(path.join(admin, 'assets', 'index-a1b2c3.js.gz'), compressed.gzip);
    await writeFile(path.join(admin, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const storefront = path.join(root, 'storefront');
    await mkdir(storefront, { recursive: true });
    await writeFile(path.join(storefront, 'index.html'), STOREFRONT_INDEX);
    t = await startTestApp('pglite', { ADMIN_DIST: admin, STOREFRONT_DIST: storefront });
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,application/xhtml+xml', acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it("answers every page below /admin with the back-office's index.html, never the storefront's, and noindex", async () => {
    for (const url of ['/admin', '/admin/', '/admin/sign-in', '/admin/audit?page=2', '/admin/orders/42', '/admin/products/new', '/admin/legal-pages/terms/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.body, url).toContain('<div id="admin-root">');
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
    }
    // react-aria's run-time stylesheet is allowed by its hash (security-headers.ts), as on the storefront.
    expect((await get('/admin/audit')).headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-/);
    // Link-preview fetchers and curl send */* or nothing.
    for (const accept of ['*/*', '']) {
      const response = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: accept ? { accept } : {} });
      expect(response.body).toContain('<div id="admin-root">');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/admin/sign-in', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-robots-tag']).toBe('noindex');
  });

  it('serves its assets with the storefront’s cache rules and the build’s compressed copies', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get('/admin/assets/index-a1b2c3.js', '*/*', accepted);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      // A document's headers (security-headers.ts) are left off a script.
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(response.rawPayload, compressed[encoding])).toBe(0);
    }
    const plain = await get('/admin/assets/index-a1b2c3.js', '*/*');
    expect(plain.body).toBe(script);
    const icon = await get('/admin/favicon.svg', 'image/*');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("answers a path below /admin that is none of the back-office's pages with 404 and the app, which shows its not-found page", async () => {
    for (const url of ['/admin/anything', '/admin/.env', '/admin/no/such/page', '/admin/orders/42/edit', '/admin/sign-in/x?y=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.body, url).toContain('<div id="admin-root">');
    }
    expect((await get('/admin/.env', '*/*')).statusCode).toBe(404);
  });

  it('answers a missing asset with 404 JSON, not the page, even to a browser', async () => {
    for (const [url, accept] of [
      ['/admin/assets/index-old.js', '*/*'],
      ['/admin/assets/index-old.js', 'text/html'],
      ['/admin/missing.png', '*/*'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it("leaves the storefront's pages and the API alone", async () => {
    // A storefront path that merely starts like /admin: the storefront answers it (a 404 page of its own).
    const page = await get('/administration-tips');
    expect(page.body).toContain('<div id="root">');
    expect(page.body).not.toContain('admin-root');
    expect(page.headers['x-robots-tag']).toBeUndefined();
    const home = await get('/');
    expect(home.body).toContain('<div id="root">');
    expect(home.headers['x-robots-tag']).toBeUndefined();
    const api = await get('/api/user/products/', 'application/json');
    expect(api.statusCode).toBe(200);
    expect(api.headers['x-robots-tag']).toBeUndefined();
  });

  it('keeps crawlers out of /admin in robots.txt', async () => {
    const robots = await get('/robots.txt', 'text/plain');
    expect(robots.body.split('\n')).toContain('Disallow: /admin');
  });
});

describe('without a back-office build', () => {
  it('says how to build it, still marked noindex', async () => {
    const t = await startTestApp('pglite');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('pnpm --filter @shop/admin build');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    } finally {
      await t.close();
    }
  });
});
