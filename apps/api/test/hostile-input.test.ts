/**
 * Input an attacker sends to make the server fail rather than refuse: ids beyond the database's 32-bit
 * integer, dates outside any calendar the shop keeps, references to uploads that do not exist and JSON
 * nested thousands deep. Each must answer 4xx in the usual JSON error shape, on both
 * databases (PostgreSQL is where an out-of-range integer used to fail as a 500).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAddress, createCategory, createProduct, createSiteSeller, createUser, DECLARED_PRODUCT, resetDatabase, sessionTokenFor, staffSessionFor, TEST_MAKER } from './support/fixtures';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS } from './support/databases';

const BEYOND_INT32 = 99999999999;

describe.each(RULE_DRIVERS)('hostile input on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    await createSiteSeller(t.database.db, TEST_MAKER);
  });

  async function signedIn() {
    const user = await createUser(t.database.db);
    const address = await createAddress(t.database.db, user.id);
    return { addressId: address.id, token: await sessionTokenFor(TEST_KEYS, user) };
  }

  it('refuses ids beyond 32 bits in bodies, naming the field (400, not 500)', async () => {
    const { addressId, token } = await signedIn();
    const product = await createProduct(t.database.db, { stock: 5 });
    for (const [url, body, field] of [
      ['/api/user/reviews/', { product: BEYOND_INT32, rating: 5, review_text: 'Fine' }, 'product'],
      ['/api/user/reviews/', { product: product.id, order: BEYOND_INT32, rating: 5, review_text: 'Fine' }, 'order'],
      ['/api/user/orders/', { address: addressId, items: [{ product: BEYOND_INT32, quantity: 1 }] }, 'items.0.product'],
      ['/api/user/orders/', { address: BEYOND_INT32, items: [{ product: product.id, quantity: 1 }] }, 'address'],
      ['/api/user/wishlist/', { product: BEYOND_INT32 }, 'product'],
    ] as const) {
      const response = await api.post(url, body, token);
      expect(response.statusCode, `${url} ${field}`).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_input', detail: 'Invalid request.', errors: { [field]: ['Ensure this value is less than or equal to 2147483647.'] }, error_codes: { [field]: ['too_large'] } });
    }
  });

  it('refuses ids beyond 32 bits in paths and queries', async () => {
    const { token } = await signedIn();
    for (const [method, url] of [
      ['GET', `/api/user/orders/${BEYOND_INT32}/`],
      ['POST', `/api/user/orders/${BEYOND_INT32}/demo_payment/`],
      ['DELETE', `/api/user/addresses/delete/${BEYOND_INT32}/`],
      ['GET', `/api/user/addresses/${BEYOND_INT32}/`],
      ['GET', `/api/user/wishlist/${BEYOND_INT32}/`],
      ['DELETE', `/api/user/wishlist/${BEYOND_INT32}/`],
      ['GET', `/api/user/reviews/?product_id=${BEYOND_INT32}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().detail, `${method} ${url}`).toBe('Invalid request.');
    }
  });

  it('refuses JSON nested thousands deep with a 400 naming the problem', async () => {
    for (const payload of ['['.repeat(5000) + ']'.repeat(5000), '{"email":' + '{"a":'.repeat(2000) + '1' + '}'.repeat(2001)]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/user/login/', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_input',
        detail: 'The JSON body is nested too deeply.',
        errors: { non_field_errors: ['Nest objects and lists at most 32 levels deep.'] },
        error_codes: { non_field_errors: ['json_too_deep'] },
      });
    }
    // Brackets inside strings are text, not nesting.
    const inString = await api.post('/api/user/login/', { email: '['.repeat(200), password: '{'.repeat(100) });
    expect(inString.statusCode).toBe(401);
  });

  it('refuses dates outside the years 1900 to 2999, naming the field', async () => {
    const { token } = await staffSessionFor(t.database.db, TEST_KEYS);
    for (const [url, field] of [
      ['/api/admin/orders/?from=0000-01-01', 'from'],
      ['/api/admin/orders/?to=9999-12-31', 'to'],
      ['/api/admin/reports/orders.csv?from=0000-01-01&to=0000-01-02', 'from'],
      ['/api/admin/reports/orders.csv?from=2026-01-01&to=1899-12-31', 'to'],
      ['/api/admin/audit/?from=0000-01-01T00:00:00Z', 'from'],
      ['/api/admin/audit/?to=3000-01-01T00:00:00Z', 'to'],
    ] as const) {
      const response = await api.get(url, token);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ detail: 'Invalid request.', errors: { [field]: [expect.any(String)] } });
    }
    for (const url of ['/api/admin/orders/?from=1900-01-01&to=2999-12-31', '/api/admin/audit/?from=1900-01-01T00:00:00Z']) {
      expect((await api.get(url, token)).statusCode, url).toBe(200);
    }
  });

  it('refuses a product photo naming an upload that does not exist, naming the field (400, not 500)', async () => {
    const { token } = await staffSessionFor(t.database.db, TEST_KEYS);
    const category = await createCategory(t.database.db);
    const product = {
      title: 'Bird Spikes',
      slug: 'bird-spikes',
      category_id: category.id,
      material: 'Stainless Steel',
      mrp_paise: 119900,
      price_paise: 89900,
      stock: 4,
      is_bestseller: false,
      short_desc: 'Ten strips.',
      long_desc: 'Stainless pins.',
      highlights: ['One', 'Two', 'Three', 'Four', 'Five'],
      keywords: 'bird spikes',
      hsn_code: '7326',
      gst_rate: 18,
      weight_grams: 600,
      length_cm: 35,
      breadth_cm: 12,
      height_cm: 8,
      hidden: false,
      ...DECLARED_PRODUCT,
      images: [
        { url: '/media/products/a.webp', alt: 'A ledge', media_id: null },
        { url: '/media/products/b.webp', alt: 'A strip', media_id: 424242 },
      ],
    };
    const created = await api.post('/api/admin/products/', product, token);
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject({ errors: { 'images.1.media_id': [expect.any(String)] } });

    const saved = await api.post('/api/admin/products/', { ...product, images: [product.images[0]] }, token);
    expect(saved.statusCode, saved.body).toBe(201);
    const { id, version } = saved.json<{ id: number; version: number }>();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...product, version, images: [{ url: '/media/products/b.webp', alt: 'A strip', media_id: 424242 }] }),
    });
    expect(updated.statusCode, updated.body).toBe(400);
    expect(updated.json()).toMatchObject({ errors: { 'images.0.media_id': [expect.any(String)] } });
  });
});
