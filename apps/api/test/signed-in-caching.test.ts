/**
 * Answers that needed a token (a shopper's or a staff member's) are never kept by a browser or a shared
 * cache, whatever the handler answered: success, refusal or error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { createAddress, createCustomer, createProduct, sessionTokenFor, staffSessionFor } from './support/fixtures';

const PRIVATE = 'private, no-store';

describe('caching of signed-in answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', ACCOUNT_ENV);
  });
  afterAll(() => t?.close());

  it('sends Cache-Control: private, no-store on every answer of an operation that takes a token', async () => {
    const api = client(t);
    const db = t.database.db;
    const customer = await createCustomer(db, { email: 'nisha@example.in' });
    const token = await sessionTokenFor(TEST_KEYS, customer);
    const { token: staffToken } = await staffSessionFor(db, TEST_KEYS);
    const product = await createProduct(db, { stock: 5 });
    const address = await createAddress(db, customer.id);
    const placed = await api.post('/api/user/orders/', { address: address.id, items: [{ product: product.id, quantity: 1 }] }, token);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ id: number }>().id;

    const answers = {
      profile: await api.get('/api/user/profile/', token),
      'profile without a token': await api.get('/api/user/profile/'),
      'staff order': await api.get(`/api/admin/orders/${orderId}/`, staffToken),
      'staff order not found': await api.get('/api/admin/orders/999999/', staffToken),
      'staff order with a shopper token': await api.get(`/api/admin/orders/${orderId}/`, token),
      'new address refused': await api.post('/api/user/addresses/', { full_name: '' }, token),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.statusCode]))).toEqual({
      profile: 200,
      'profile without a token': 401,
      'staff order': 200,
      'staff order not found': 404,
      'staff order with a shopper token': 403,
      'new address refused': 400,
    });
    for (const [name, answer] of Object.entries(answers)) expect(answer.headers['cache-control'], name).toBe(PRIVATE);
    expect((await api.get('/api/user/gallery/')).headers['cache-control'], 'a public answer stays shared').toMatch(/^public/);
  });
});
