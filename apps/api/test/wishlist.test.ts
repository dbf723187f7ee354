/** The wishlist: one entry per product, the catalogue's product shape, and only one's own list. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products, wishlistEntries } from '../src/db/schema';
import { countRows, createCustomer, createProduct, createWishlistEntry, resetDatabase, sessionTokenFor } from './support/fixtures';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';

describe.each(RULE_DRIVERS)('wishlist on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  let asha: { id: number; token: string };
  let ravi: { id: number; token: string };
  let spikes: { id: number; slug: string };
  let net: { id: number; slug: string };
  beforeEach(async () => {
    await resetDatabase(db());
    const signIn = async (email: string) => {
      const user = await createCustomer(db(), { email });
      return { id: user.id, token: await sessionTokenFor(TEST_KEYS, user) };
    };
    asha = await signIn('asha@example.in');
    ravi = await signIn('ravi@example.in');
    spikes = await createProduct(db(), { title: 'Stainless Steel Bird Spikes' });
    net = await createProduct(db(), { title: 'Anti Bird Net', categoryName: 'Bird Nets', material: 'Plastic' });
  });

  it('adds a product (201) with the catalogue’s product shape, and adding it again keeps one entry', async () => {
    const first = await api.post('/api/user/wishlist/', { product: spikes.id }, asha.token);
    expect(first.statusCode).toBe(201);
    await expectToMatchContract('addToWishlist', 201, first.json());
    // The product as cards show it: the product page's own choices (`variants`) and the pack's declarations are not
    // part of a card.
    const { variants: _choices, declarations: _declarations, ...catalogue } = (await api.get(`/api/user/products/${spikes.slug}/`)).json();
    expect(first.json()).toEqual({ id: expect.any(Number), product: spikes.id, product_details: catalogue, created_at: expect.any(String) });

    const again = await api.post('/api/user/wishlist/', { product: spikes.id }, asha.token);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(db(), wishlistEntries)).toBe(1);
  });

  it('answers 404 for an unknown or withdrawn product, and writes nothing', async () => {
    await db().update(products).set({ isActive: false }).where(eq(products.id, net.id));
    for (const product of [net.id, 999999]) {
      const response = await api.post('/api/user/wishlist/', { product }, asha.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'product_not_found', detail: 'Product not found.' });
      await expectToMatchContract('addToWishlist', 404, response.json());
    }
    const bad = await api.post('/api/user/wishlist/', { product: 'spikes' }, asha.token);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['product']);
    expect(await countRows(db(), wishlistEntries)).toBe(0);
  });

  it('lists the customer’s own entries newest first, leaving out withdrawn products', async () => {
    await createWishlistEntry(db(), asha.id, spikes.id);
    await db().update(wishlistEntries).set({ createdAt: sql`now() - interval '1 hour'` });
    await createWishlistEntry(db(), asha.id, net.id);
    await createWishlistEntry(db(), ravi.id, net.id);

    const response = await api.get('/api/user/wishlist/', asha.token);
    expect(response.statusCode).toBe(200);
    await expectToMatchContract('listWishlist', 200, response.json());
    expect(response.json().map((entry: { product: number }) => entry.product)).toEqual([net.id, spikes.id]);
    expect(response.json()[0].product_details.title).toBe('Anti Bird Net');

    await db().update(products).set({ isActive: false }).where(eq(products.id, net.id));
    expect((await api.get('/api/user/wishlist/', asha.token)).json().map((entry: { product: number }) => entry.product)).toEqual([spikes.id]);
    expect((await api.get('/api/user/wishlist/', ravi.token)).json()).toEqual([]);
  });

  it('tells whether a product is on the customer’s own list', async () => {
    await createWishlistEntry(db(), ravi.id, spikes.id);
    const check = async (token: string, productId: number) => {
      const response = await api.get(`/api/user/wishlist/${productId}`, token);
      expect(response.statusCode).toBe(200);
      await expectToMatchContract('checkWishlist', 200, response.json());
      return response.json().is_wishlisted as boolean;
    };
    expect(await check(ravi.token, spikes.id)).toBe(true);
    expect(await check(asha.token, spikes.id)).toBe(false);
    expect(await check(asha.token, 999999)).toBe(false);
    // An id beyond the database's integer is refused by the contract's bound, never a 500.
    expect((await api.get('/api/user/wishlist/2147483648', asha.token)).statusCode).toBe(400);
  });

  it('removes an entry (204); a product not on the list, or on someone else’s, answers 404', async () => {
    await createWishlistEntry(db(), asha.id, spikes.id);
    await createWishlistEntry(db(), ravi.id, net.id);

    const foreign = await api.delete(`/api/user/wishlist/${net.id}/`, asha.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_on_wishlist', detail: 'This product is not on your wishlist.' });
    await expectToMatchContract('removeFromWishlist', 404, foreign.json());

    const removed = await api.delete(`/api/user/wishlist/${spikes.id}/`, asha.token);
    expect(removed.statusCode).toBe(204);
    expect((await api.delete(`/api/user/wishlist/${spikes.id}/`, asha.token)).statusCode).toBe(404);
    expect(await countRows(db(), wishlistEntries)).toBe(1);
  });
});
