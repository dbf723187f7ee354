/**
 * The page sender with the storefront's server renderer (web/page-renderer.ts, pages.ts): public pages
 * come with their rendered content and state, in-process API calls answer as the real routes do,
 * personal pages stay the shell but for the cart and the checkout with its cookie, and a renderer that fails leaves the shell too. The renderer here is a
 * stand-in module with the real one's shape; the real one is tested in the browser (e2e server-rendering).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { SHARED_CACHE_CONTROL } from '../src/http/kept-answers';
import { startTestApp, type TestApp } from './support/app';
import { productVariants } from '../src/db/schema';
import { createCategory, createProduct, variantsOf } from './support/fixtures';
import { translatedCategory, translatedProduct } from '../src/catalog';
import { storeTranslation } from '../src/translations';

// Renders the path and what the in-process API answered for the product list, so the test sees both, and
// numbers its renders, so the test sees when a page was rendered anew.
const STAND_IN_RENDERER = `
let renders = 0;
export function createServerRenderer({ fetchApi }) {
  return async (pathAndQuery, visitor) => {
    renders += 1;
    if (pathAndQuery.startsWith('/boom')) throw new Error('render failed');
    if (visitor) {
      const lines = visitor.cart.lines;
      // A line the catalogue does not sell: the storefront leaves the page to the browser.
      if (lines.some((line) => line.id === 999999)) return undefined;
      if (lines.some((line) => line.id === 666)) throw new Error('render failed');
      const named = lines.map((line) => line.id + (line.variant === null ? '' : '.' + line.variant) + 'x' + line.quantity).join(',');
      return {
        html: '<main>rendered ' + pathAndQuery + ' with the cart ' + named + ' and coupon ' + visitor.cart.coupon + '</main><p>render ' + renders + '</p>',
        pageState: '{"api":{},"cart":{}}',
        htmlClassName: 'theme_x',
      };
    }
    const answer = await fetchApi(new Request('http://storefront.internal/api/user/products/'));
    const products = await answer.json();
    return {
      html: '<main>rendered ' + pathAndQuery + ' with ' + products.length + ' products (' + answer.status + ')</main><p>render ' + renders + '</p>',
      pageState: '{"api":{}}',
      htmlClassName: 'theme_x',
    };
  };
}
`;

describe('server-rendered storefront pages', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-ssr-'));
    const dist = path.join(root, 'dist');
    const serverDist = path.join(root, 'dist-server');
    await mkdir(dist, { recursive: true });
    await mkdir(serverDist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="en-IN"><head><title>BirdShield</title><script type="module" crossorigin src="/assets/index-e1.js"></script></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>');
    await writeFile(path.join(serverDist, 'entry-server.js'), STAND_IN_RENDERER);
    await writeFile(path.join(dist, 'page-scripts.json'), JSON.stringify({ '/cart': ['/assets/CartPage-x1.js', '/assets/client-y2.js'], '/products': ['/assets/ProductsPage-z3.js'] }));
    // The Hindi build: its page, its list of scripts and its server renderer in folders of their own.
    await mkdir(path.join(dist, 'hi'));
    await mkdir(path.join(serverDist, 'hi'));
    await writeFile(path.join(dist, 'hi/index.html'), '<!doctype html><html lang="hi-IN"><head><title>BirdShield</title><script type="module" crossorigin src="/assets/index-h1.js"></script></head><body><noscript>JavaScript चाहिए।</noscript><div id="root"></div></body></html>');
    await writeFile(path.join(dist, 'hi/page-scripts.json'), JSON.stringify({ '/cart': ['/assets/CartPage-hi4.js'] }));
    await writeFile(path.join(serverDist, 'hi/entry-server.js'), STAND_IN_RENDERER);
    t = await startTestApp('pglite', { STOREFRONT_DIST: dist, STOREFRONT_SERVER_DIST: serverDist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('renders a public page with the API answered in-process, its state and the theme', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/user/products/' })).json<unknown[]>();
    const response = await page('/products?sort=price');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root"><main>rendered /products?sort=price with ${products.length} products (200)</main><p>render `);
    expect(response.body).toContain('<script type="application/json" id="shop-page-state">{"api":{}}</script>');
    expect(response.body).toContain('<html lang="en-IN" class="theme_x">');
    expect(response.body).not.toContain('Needs JavaScript');
  });

  it('renders a page once per version of the public data, and sends the kept bytes until something changes', async () => {
    const first = await page('/gallery');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-status']).toBe('BirdShield; fwd=miss; stored');
    expect(first.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);

    const again = await t.app.inject({ method: 'GET', url: '/gallery', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(again.headers['cache-status']).toBe('BirdShield; hit');
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
    const held = await t.app.inject({ method: 'GET', url: '/gallery', headers: { accept: 'text/html', 'if-none-match': String(first.headers.etag) } });
    expect(held.statusCode).toBe(304);

    // A change a visitor can see (here straight in the database, as another instance would make it).
    await createCategory(t.database.db, 'Pigeon Nets');
    const after = await page('/gallery');
    expect(after.headers['cache-status']).toBe('BirdShield; fwd=miss; stored');
    expect(renderNumber(after.body)).toBeGreaterThan(renderNumber(first.body));
  });

  it("keeps a page under the parameters the storefront reads, so a campaign's or a click's tags render nothing anew", async () => {
    const first = await page('/products?sort=price-asc&category=Bird%20Nets&category=Accessories&utm_source=mail');
    expect(first.headers['cache-status']).toBe('BirdShield; fwd=miss; stored');
    // Rendered as the page is, without the tags: every tagged address shows the same page.
    expect(first.body).toContain('rendered /products?category=Bird+Nets&category=Accessories&sort=price-asc with');

    for (const url of [
      '/products?category=Bird+Nets&sort=price-asc&category=Accessories&fbclid=IwAR0unique',
      '/products?gclid=abc&category=Bird%20Nets&category=Accessories&sort=price-asc',
    ]) {
      const again = await page(url);
      expect(again.headers['cache-status'], url).toBe('BirdShield; hit');
      expect(again.body, url).toBe(first.body);
    }

    // What the page reads makes another page: another sort, the categories in another order, a search.
    for (const url of [
      '/products?sort=price-desc&category=Bird%20Nets&category=Accessories',
      '/products?sort=price-asc&category=Accessories&category=Bird%20Nets',
      '/products?sort=price-asc&category=Bird%20Nets&category=Accessories&query=net',
    ]) {
      expect((await page(url)).headers['cache-status'], url).toBe('BirdShield; fwd=miss; stored');
    }
  });

  it('renders a page for a crowd once: those who ask while it renders wait for it', async () => {
    const crowd = await Promise.all(Array.from({ length: 5 }, () => page('/blogs')));
    expect(new Set(crowd.map((response) => response.body)).size).toBe(1);
    expect(crowd.filter((response) => response.headers['cache-status'] === 'BirdShield; fwd=miss; stored')).toHaveLength(1);
  });

  it("keeps the head's status: an unknown path is rendered with 404", async () => {
    const response = await page('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('rendered /no-such-page');
    // Not kept: any path makes one, and guesses must not push real pages out of memory.
    expect(response.headers['cache-status']).toBeUndefined();
    expect(renderNumber((await page('/no-such-page')).body)).toBeGreaterThan(renderNumber(response.body));
  });

  it('leaves personal pages to the browser, and neither a browser nor a cache keeps them', async () => {
    // A cash-on-delivery confirmation link opens without signing in, but its order is one customer's.
    for (const url of ['/cart', '/signup', '/orders', '/account/manage-address', '/confirm-order/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd']) {
      for (const response of [await page(url), await page(url)]) {
        expect(response.body, url).toContain('<div id="root"></div>');
        expect(response.body, url).not.toContain('shop-page-state');
        expect(response.headers['cache-control'], url).toBe('private, no-store');
        expect(response.headers['cache-status'], url).toBeUndefined();
      }
    }
  });

  const withCookie = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie } });

  it("renders the cart and the checkout with the lines of its cookie in both languages, for that visitor alone: never kept, never stored", async () => {
    for (const [url, language] of [['/cart', 'en-IN'], ['/hi/cart', 'hi-IN'], ['/checkout', 'en-IN'], ['/hi/checkout', 'hi-IN']] as const) {
      const first = await withCookie(`${url}?utm_source=mail`, 'theme=dark; cart=c1~12x2-12.31x1-15x3~SPIKE10');
      expect(first.statusCode, url).toBe(200);
      expect(first.body, url).toContain(`<div id="root"><main>rendered ${url} with the cart 12x2,12.31x1,15x3 and coupon SPIKE10</main>`);
      expect(first.body, url).toContain('<script type="application/json" id="shop-page-state">{"api":{},"cart":{}}</script>');
      expect(first.body, url).toContain(`<html lang="${language}" class="theme_x">`);
      // A served page hydrates after its load: its loader asks for the page's scripts then, none is fetched up front.
      expect(first.body, url).not.toContain('modulepreload');
      const listed = { '/cart': '/assets/CartPage-x1.js /assets/client-y2.js', '/hi/cart': '/assets/CartPage-hi4.js' }[url as string];
      if (listed) expect(first.body, url).toContain(` data-preload="${listed}" defer></script>`);
      else expect(first.body, url).not.toContain('data-preload');
      expect(first.headers['cache-control'], url).toBe('private, no-store');
      expect(first.headers.vary, url).toMatch(/\bCookie\b/i);
      expect(first.headers['cache-status'], url).toBeUndefined();
      expect(first.headers.etag, url).toBeUndefined();

      // Rendered again for the next visit, and another cart is another page: nothing is kept.
      const again = await withCookie(url, 'cart=c1~15x1');
      expect(again.body, url).toContain(`rendered ${url} with the cart 15x1 and coupon null`);
      expect(renderNumber(again.body)).toBeGreaterThan(renderNumber(first.body));
      const without = await page(url);
      expect(without.body, url).toContain('<div id="root"></div>');
      expect(without.headers.vary, url).toMatch(/\bCookie\b/i);
    }
  });

  it('sends the shell for a cart cookie that does not parse, is too large or names a line not sold, never an error', async () => {
    const oversized = `c1~${Array.from({ length: 400 }, (_, index) => `${index + 1}x1`).join('-')}`;
    for (const cookie of [
      'cart=',
      'cart=c1~12x0',
      'cart=c1~12x101',
      'cart=c1~12x2-12x3',
      'cart=c2~12x2',
      'cart=%3Cscript%3E',
      'cart=c1~12x2~NOT A CODE',
      'cart=c1~12x2; cart=c1~15x1',
      `cart=${oversized}`,
      `cart=c1~12x1~${'A'.repeat(5000)}`,
      'cart=c1~999999x1',
      'cart=c1~666x1',
    ]) {
      const response = await withCookie('/cart', cookie);
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body, cookie).toContain('<div id="root"></div>');
      expect(response.body, cookie).toContain('<link rel="modulepreload" crossorigin href="/assets/CartPage-x1.js">');
      expect(response.body, cookie).not.toContain('shop-page-state');
      expect(response.headers['cache-control'], cookie).toBe('private, no-store');
    }
  });

  it('renders no other page with the cart: the signed-in pages stay the shell, public pages stay shared', async () => {
    const cookie = 'cart=c1~12x2';
    for (const url of ['/orders', '/signup', '/hi/orders', '/account/manage-address']) {
      const response = await withCookie(url, cookie);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('shop-page-state');
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
    const shared = await page('/offers');
    const withCart = await withCookie('/offers', cookie);
    expect(withCart.headers['cache-status']).toBe('BirdShield; hit');
    expect(withCart.body).toBe(shared.body);
    expect(withCart.body).not.toContain('with the cart');
  });

  it("names a page's scripts: in the head of one the browser renders, to the loader of one the server rendered", async () => {
    const cart = (await page('/cart')).body;
    const head = cart.slice(0, cart.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/CartPage-x1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/client-y2.js">');
    // A served page hydrates after its load: its loader asks for them with the entry then, none is fetched before.
    const products = (await page('/products')).body;
    expect(products).not.toContain('modulepreload');
    expect(products).toMatch(/<script src="\/hydrate-after-load\.js" data-module="[^"]+" data-preload="\/assets\/ProductsPage-z3\.js" defer><\/script>/);
    // A page the list leaves out gets none.
    expect((await page('/signup')).body).not.toContain('modulepreload');
    expect((await page('/about')).body).not.toContain('data-preload');
  });

  it('serves each language its list of scripts for the moves inside the shop, asked again after every build', async () => {
    for (const [url, script] of [['/page-scripts.json', '/assets/CartPage-x1.js'], ['/hi/page-scripts.json', '/assets/CartPage-hi4.js']] as const) {
      const list = await t.app.inject({ method: 'GET', url });
      expect(list.statusCode, url).toBe(200);
      expect(list.json<Record<string, string[]>>()['/cart'], url).toContain(script);
      expect(list.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps a product page once for every made-up variant, and once per variant it really offers', async () => {
    const db = t.database.db;
    const product = await createProduct(db, { title: 'Bird Net', images: ['/media/products/net.svg'] });
    const [first] = await variantsOf(db, product.id);
    const { id: _id, ...copied } = first!;
    const [second] = await db.insert(productVariants).values({ ...copied, sku: `${first!.sku}-20`, label: 'Pack of 20', position: first!.position + 1 }).returning();
    const at = (query: string) => page(`/products/${product.slug}${query}`);
    const plain = await at('');
    expect(plain.headers['cache-status']).toBe('BirdShield; fwd=miss; stored');
    for (const query of ['?variant=999999', '?variant=banana', `?variant=${second!.id + 1000}&utm_source=mail`]) {
      const madeUp = await at(query);
      expect(madeUp.headers['cache-status'], query).toBe('BirdShield; hit');
      expect(madeUp.body, query).toBe(plain.body);
    }
    const chosen = await at(`?variant=${second!.id}`);
    expect(chosen.headers['cache-status']).toBe('BirdShield; fwd=miss; stored');
    expect(chosen.body).toContain(`?variant=${second!.id}`);
  });

  it("sends a page under /hi in Hindi's build, at its own address, with the page in each language named", async () => {
    const product = await createProduct(t.database.db, { title: 'Pigeon Net', categoryName: 'Bird Nets' });
    const slug = product.slug;
    // The head is in Hindi where staff translated the product and its category, as the rendered page is.
    await storeTranslation(t.database.db, translatedProduct, String(product.id), 'hi', { title: 'कबूतर जाली' });
    await storeTranslation(t.database.db, translatedCategory, String(product.categoryId), 'hi', { name: 'बर्ड नेट' });
    const hindi = await page(`/hi/products/${slug}?utm_source=mail`);
    expect(hindi.body).toContain('<title>कबूतर जाली');
    expect((await page('/hi/category/Bird%20Nets')).body).toContain('<title>बर्ड नेट');
    expect((await page('/category/Bird%20Nets')).body).toContain('<title>Bird Nets');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi-IN" class="theme_x">');
    // The renderer is given the address its router knows, under /hi.
    expect(hindi.body).toContain(`<div id="root"><main>rendered /hi/products/${slug} with`);
    expect(hindi.body).toContain(`<link rel="canonical" href="https://shop.example.test/hi/products/${slug}">`);
    expect(hindi.body).toContain('<meta property="og:locale" content="hi_IN">');
    const alternates = [
      `<link rel="alternate" hreflang="en-IN" href="https://shop.example.test/products/${slug}">`,
      `<link rel="alternate" hreflang="hi-IN" href="https://shop.example.test/hi/products/${slug}">`,
      `<link rel="alternate" hreflang="x-default" href="https://shop.example.test/products/${slug}">`,
    ];
    const english = (await page(`/products/${slug}`)).body;
    for (const alternate of alternates) {
      expect(hindi.body).toContain(alternate);
      expect(english).toContain(alternate);
    }
    expect(english).toContain('<html lang="en-IN" class="theme_x">');
    expect(english).toContain('<title>Pigeon Net');
    expect(english).toContain(`<link rel="canonical" href="https://shop.example.test/products/${slug}">`);

    // Kept apart from English's page of the same path.
    expect((await page(`/hi/products/${slug}`)).headers['cache-status']).toBe('BirdShield; hit');
    expect((await page('/hi')).body).toContain('<link rel="canonical" href="https://shop.example.test/hi">');
  });

  it("sends Hindi's shell, scripts and not-found page under /hi, and never a page of its build elsewhere", async () => {
    const cart = await page('/hi/cart');
    expect(cart.body).toContain('<html lang="hi-IN">');
    expect(cart.body).toContain('<link rel="modulepreload" crossorigin href="/assets/CartPage-hi4.js">');
    expect(cart.body).not.toContain('CartPage-x1.js');
    expect(cart.headers['cache-control']).toBe('private, no-store');

    const missing = await page('/hi/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('rendered /hi/no-such-page');
    expect(missing.body).toContain('<html lang="hi-IN"');
    // A path that only starts like the folder is English's.
    const lookalike = await page('/hindi-guide');
    expect(lookalike.statusCode).toBe(404);
    expect(lookalike.body).toContain('<html lang="en-IN"');
  });

  it('lists every page in both languages in the sitemap', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>https://shop.example.test/hi/seller-details</loc>');
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="hi-IN" href="https://shop.example.test/hi/seller-details"/>');
  });

  it('sends the shell when rendering fails', async () => {
    const response = await page('/boom');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('Needs JavaScript.');
    expect(response.headers['cache-status']).toBeUndefined();
  });
});

function renderNumber(html: string): number {
  return Number(/<p>render (\d+)<\/p>/.exec(html)?.[1]);
}
