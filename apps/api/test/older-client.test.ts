/**
 * The original shop's storefront, still in use, talking to this API from its own origin (CORS_ORIGINS): the
 * whole path it takes, through the fields it knows and nothing newer, on both databases. It browses the plain
 * list and a product's page, reads categories and the gallery, signs up with the mailed code, signs in, saves
 * an address, orders by product id alone, pays, and finds its order. Each answer must carry what it reads, with
 * every picture an absolute URL it can load from its own host; a newer field may be added, never one taken away.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, codeMailedTo } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS } from './support/databases';
import { createCategory, createGalleryItem, createProduct, resetDatabase } from './support/fixtures';

const OLD_STOREFRONT = 'https://www.spikezone-old.example.in';
const SITE = 'https://shop.example.test';

/** What the original storefront reads of a product, on the list and on its page. */
const PRODUCT_FIELDS = ['id', 'slug', 'title', 'shortDesc', 'long_desc', 'price', 'max_price', 'category_name', 'image1', 'isBest', 'average_rating', 'review_count'] as const;

/** A call from the old storefront's browser: its origin, and its token once signed in. */
function oldClient(app: FastifyInstance) {
  let token: string | undefined;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: { origin: OLD_STOREFRONT, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
    // Its browser reads an answer only when the API names its origin.
    expect(response.headers['access-control-allow-origin'], `${method} ${url}`).toBe(OLD_STOREFRONT);
    return response;
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    signIn: (access: string) => {
      token = access;
    },
  };
}

function expectLoadableFromAnotherOrigin(url: unknown): void {
  expect(typeof url).toBe('string');
  expect(() => new URL(url as string), String(url)).not.toThrow();
}

describe.each(RULE_DRIVERS)('the original storefront, on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, CORS_ORIGINS: OLD_STOREFRONT, SITE_URL: SITE });
  });
  afterAll(() => t?.close());
  beforeEach(() => resetDatabase(t.database.db));

  it('browses, signs up, orders by product id and pays through the fields it knows, with pictures it can load', async () => {
    const db = t.database.db;
    const category = await createCategory(db, 'Bird Spikes');
    const spikes = await createProduct(db, { categoryName: category.name, title: 'Stainless Steel Bird Spikes', pricePaise: 64900, maxPricePaise: 79900, stock: 12 });
    await createProduct(db, { categoryName: category.name, pricePaise: 129900, maxPricePaise: 129900, stock: 3 });
    await createGalleryItem(db);
    const old = oldClient(t.app);

    // The plain list: an array of products, each with the fields its cards read.
    const list = await old.get('/api/user/products/');
    expect(list.statusCode).toBe(200);
    const products = list.json<Record<string, unknown>[]>();
    expect(Array.isArray(products)).toBe(true);
    expect(products).toHaveLength(2);
    for (const product of products) {
      for (const field of PRODUCT_FIELDS) expect(product, field).toHaveProperty(field);
      expectLoadableFromAnotherOrigin(product.image1);
    }
    const card = products.find((product) => product.id === spikes.id)!;
    expect(card).toMatchObject({ slug: spikes.slug, title: 'Stainless Steel Bird Spikes', price: 649, max_price: 799 });

    // A product's page, by slug and by id, and a search.
    for (const key of [spikes.slug, String(spikes.id)]) {
      const page = await old.get(`/api/user/products/${key}/`);
      expect(page.statusCode, key).toBe(200);
      const detail = page.json<Record<string, unknown>>();
      for (const field of PRODUCT_FIELDS) expect(detail, field).toHaveProperty(field);
      expect(detail).toMatchObject({ id: spikes.id, price: 649 });
      for (const image of ['image1', 'image2', 'image3', 'image4', 'image5']) if (detail[image] !== null) expectLoadableFromAnotherOrigin(detail[image]);
    }
    expect((await old.get('/api/user/products/?query=stainless')).json<{ id: number }[]>().map((product) => product.id)).toEqual([spikes.id]);

    // Categories and the gallery.
    const categories = (await old.get('/api/user/uploadCategory/')).json<Record<string, unknown>[]>();
    expect(categories.map((row) => row.category_name)).toContain('Bird Spikes');
    const gallery = (await old.get('/api/user/gallery/')).json<Record<string, unknown>[]>();
    expect(gallery.length).toBeGreaterThan(0);
    for (const item of gallery) expectLoadableFromAnotherOrigin(item.image);

    // Sign-up with the mailed code, then sign-in.
    const email = 'ramesh.old-client@example.in';
    expect((await old.post('/api/user/send-otp/', { email })).statusCode).toBe(200);
    const otp = await codeMailedTo(db, email);
    expect((await old.post('/api/user/verify-otp/', { email, otp })).statusCode).toBe(200);
    const registered = await old.post('/api/user/register/', { name: 'Ramesh Iyer', email, contact: '9876501234', password: 'crows-stay-away', confirm_password: 'crows-stay-away' });
    expect(registered.statusCode, registered.body).toBe(201);
    const login = await old.post('/api/user/login/', { email, password: 'crows-stay-away' });
    expect(login.statusCode, login.body).toBe(200);
    old.signIn(login.json<{ token: { access: string } }>().token.access);
    const profile = (await old.get('/api/user/profile/')).json<{ id: number; name: string; email: string }>();
    expect(profile).toMatchObject({ name: 'Ramesh Iyer', email });

    // An address, then the order exactly as it builds it: the user, product ids, quantities and statuses.
    const address = await old.post('/api/user/addresses/', { user: profile.id, full_name: 'Ramesh Iyer', phone: '9876501234', address: '22 Anna Salai', city: 'Chennai', state: 'Tamil Nadu', zip_code: '600002' });
    expect(address.statusCode, address.body).toBe(201);
    const ordered = await old.post('/api/user/orders/', {
      user: profile.id,
      address: address.json<{ id: number }>().id,
      items: [{ product: spikes.id, quantity: 2 }],
      delivery_status: 'pending',
      payment_status: 'pending',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const created = ordered.json<{ id: number; razorpay_amount: number; razorpay_order_id: string; key: string; currency: string }>();
    expect(created).toMatchObject({ razorpay_amount: 129800, currency: 'INR' });

    // Paid (the demo provider signs as Razorpay's widget would), then found in its orders.
    const signed = (await old.post(`/api/user/orders/${created.id}/demo_payment/`, {})).json<Record<string, string>>();
    const paid = await old.post(`/api/user/orders/${created.id}/verify_payment/`, signed);
    expect(paid.json()).toEqual({ status: 'success', message: 'Payment successful!' });
    const mine = (await old.get('/api/user/orders/')).json<Record<string, unknown>[]>();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: created.id, payment_status: 'completed', delivery_status: 'pending' });
    const detail = (await old.get(`/api/user/orders/${created.id}/`)).json<{ items: Record<string, unknown>[] }>();
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({ product: spikes.id, quantity: 2 });
    expectLoadableFromAnotherOrigin(detail.items[0]!.product_image);
  });
});
