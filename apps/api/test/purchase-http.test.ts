/**
 * The purchase calls through HTTP, on both databases: what a client may send and what it is told,
 * the contract's shapes, ownership, delivery changes only through the back-office, reviews, and the Razorpay webhook's
 * raw-body signature check (with a fake Razorpay on loopback).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { orders, products, reviews } from '../src/db/schema';
import { getOperation, loadContract } from '../src/http/contract';
import { countRows, createAddress, createProduct, createStaff, createUser, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { FakeRazorpay } from './support/fake-razorpay';

async function customer(db: Database, email?: string) {
  const user = await createUser(db, email ? { email } : {});
  const address = await createAddress(db, user.id, { fullName: 'Ravi Kumar', address: '4 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016' });
  return { user, addressId: address.id, token: await sessionTokenFor(TEST_KEYS, user) };
}

describe.each(RULE_DRIVERS)('purchase calls on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
  beforeEach(() => resetDatabase(db));

  async function paidOrder() {
    const product = await createProduct(db, { pricePaise: 89900, stock: 10 });
    const buyer = await customer(db);
    const created = await api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }] }, buyer.token);
    const { id } = created.json<{ id: number }>();
    const signed = (await api.post(`/api/user/orders/${id}/demo_payment/`, {}, buyer.token)).json();
    expect((await api.post(`/api/user/orders/${id}/verify_payment/`, signed, buyer.token)).statusCode).toBe(200);
    return { id, product, buyer };
  }

  describe('POST /api/user/orders/', () => {
    it('prices from the catalogue whatever the client sends, and answers the contract’s shape', async () => {
      const product = await createProduct(db, { pricePaise: 129900, stock: 5 });
      const buyer = await customer(db);
      const response = await api.post(
        '/api/user/orders',
        {
          user: 999,
          address: buyer.addressId,
          items: [{ product: product.id, quantity: 2, price: 1, product_price: 1 }],
          delivery_status: 'delivered',
          payment_status: 'completed',
          total_amount: 1,
        },
        buyer.token,
      );
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<{ id: number; razorpay_amount: number; provider: string }>();
      expect(body).toMatchObject({ razorpay_amount: 259800, provider: 'demo', currency: 'INR' });
      await expectToMatchContract('createOrder', 201, body);
      const [order] = await db.select().from(orders).where(eq(orders.id, body.id));
      expect(order).toMatchObject({ userId: buyer.user.id, totalPaise: 259800, deliveryStatus: 'pending', paymentStatus: 'pending' });
    });

    it('places the order of an older client that still sends user and the statuses, which the contract no longer lists', async () => {
      const bodySchema = getOperation(loadContract(), 'createOrder').schema.body as { properties: Record<string, unknown> };
      expect(Object.keys(bodySchema.properties).sort()).toEqual(['address', 'business_name', 'coupon_code', 'gstin', 'items', 'messaging', 'payment_method']);

      const product = await createProduct(db, { pricePaise: 49900, stock: 5 });
      const buyer = await customer(db);
      // The body exactly as the storefront built it before the contract dropped these fields.
      const oldStyleBody = {
        user: buyer.user.id,
        address: buyer.addressId,
        items: [{ product: product.id, quantity: 1 }],
        delivery_status: 'pending',
        payment_status: 'pending',
      };
      const response = await api.post('/api/user/orders/', oldStyleBody, buyer.token);
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<{ id: number }>();
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      expect(order).toMatchObject({ userId: buyer.user.id, totalPaise: 49900, deliveryStatus: 'pending', paymentStatus: 'pending' });
    });

    it('needs a signed-in customer', async () => {
      const response = await api.post('/api/user/orders/', { address: 1, items: [{ product: 1, quantity: 1 }] });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });

    it.each([
      ['no items', { items: [] }, 'items'],
      ['a quantity below 1', { items: [{ product: 1, quantity: 0 }] }, 'items.0.quantity'],
      ['a fractional quantity', { items: [{ product: 1, quantity: 1.5 }] }, 'items.0.quantity'],
      ['no address', { address: undefined }, 'address'],
    ])('refuses %s with 400 naming the field, writing nothing', async (_name, change, field) => {
      const product = await createProduct(db);
      const buyer = await customer(db);
      const response = await api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }], ...change }, buyer.token);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty([field]);
      expect(await countRows(db, orders)).toBe(0);
    });

    it('refuses another customer’s address and an out-of-stock product, naming the field', async () => {
      const product = await createProduct(db, { stock: 1 });
      const alice = await customer(db);
      const bob = await customer(db);
      const stolen = await api.post('/api/user/orders/', { address: alice.addressId, items: [{ product: product.id, quantity: 1 }] }, bob.token);
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json()).toMatchObject({ errors: { address: [expect.any(String)] } });
      const tooMany = await api.post('/api/user/orders/', { address: bob.addressId, items: [{ product: product.id, quantity: 2 }] }, bob.token);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({ errors: { items: [expect.stringContaining('Only 1')] } });
    });

    it('answers the same order to a double click', async () => {
      const product = await createProduct(db);
      const buyer = await customer(db);
      const body = { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }] };
      const [first, second] = await Promise.all([api.post('/api/user/orders/', body, buyer.token), api.post('/api/user/orders/', body, buyer.token)]);
      expect(first.json()).toEqual(second.json());
      expect(await countRows(db, orders)).toBe(1);
    });
  });

  describe('paying with the demo provider', () => {
    it('completes through verify_payment; another customer’s order is not found; a forged report is refused', async () => {
      const product = await createProduct(db);
      const buyer = await customer(db);
      const stranger = await customer(db);
      const { id } = (await api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }] }, buyer.token)).json<{ id: number }>();

      expect((await api.post(`/api/user/orders/${id}/demo_payment/`, {}, stranger.token)).statusCode).toBe(404);
      const signed = (await api.post(`/api/user/orders/${id}/demo_payment/`, {}, buyer.token)).json<Record<string, string>>();
      await expectToMatchContract('payDemoOrder', 200, signed);

      const forged = await api.post(`/api/user/orders/${id}/verify_payment/`, { ...signed, razorpay_signature: '0'.repeat(64) }, buyer.token);
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ status: 'failure', message: 'Payment verification failed' });
      await expectToMatchContract('verifyPayment', 400, forged.json());
      expect((await api.post(`/api/user/orders/${id}/verify_payment/`, signed, stranger.token)).statusCode).toBe(404);

      const paid = await api.post(`/api/user/orders/${id}/verify_payment/`, signed, buyer.token);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ status: 'success', message: 'Payment successful!' });
      await expectToMatchContract('verifyPayment', 200, paid.json());
      // The order names the provider its payment went through, not Razorpay by default.
      const order = await api.get(`/api/user/orders/${id}/`, buyer.token);
      await expectToMatchContract('getOrder', 200, order.json());
      expect(order.json()).toMatchObject({ payment_provider: 'demo' });
    });

    it('a reported failure answers 400 with the product brief’s message', async () => {
      const product = await createProduct(db);
      const buyer = await customer(db);
      const created = (await api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }] }, buyer.token)).json<{
        id: number;
        razorpay_order_id: string;
      }>();
      const failed = await api.post(
        `/api/user/orders/${created.id}/verify_payment/`,
        { razorpay_order_id: created.razorpay_order_id, razorpay_error: { code: 'BAD_REQUEST_ERROR', description: 'Payment cancelled by the shopper' } },
        buyer.token,
      );
      expect(failed.statusCode).toBe(400);
      expect(failed.json()).toEqual({ status: 'failure', message: 'Payment failed. Please try again.' });
    });
  });

  describe('GET /api/user/orders/ and /{id}/', () => {
    it('lists the customer’s own orders newest first in the contract’s shape; another’s order is 404', async () => {
      const { id, buyer } = await paidOrder();
      const stranger = await customer(db);

      const list = await api.get('/api/user/orders/', buyer.token);
      expect(list.statusCode).toBe(200);
      await expectToMatchContract('listOrders', 200, list.json());
      expect(list.json()).toEqual([
        expect.objectContaining({
          id,
          total_amount: 899,
          delivery_status: 'pending',
          delivery_status_display: 'Pending',
          payment_status: 'completed',
          items: [expect.objectContaining({ quantity: 1, product_price: 899, item_total: 899 })],
          address_details: expect.objectContaining({ full_name: 'Ravi Kumar', zip_code: '700016' }),
        }),
      ]);

      const one = await api.get(`/api/user/orders/${id}`, buyer.token);
      await expectToMatchContract('getOrder', 200, one.json());
      expect((await api.get(`/api/user/orders/${id}/`, stranger.token)).statusCode).toBe(404);
      expect((await api.get('/api/user/orders/', stranger.token)).json()).toEqual([]);
    });
  });

  describe('moving an order along its delivery', () => {
    it('is a back-office operation only: the old shopper-token path is gone (404), and a staff member’s shopper token is refused (403)', async () => {
      const { id, buyer } = await paidOrder();
      const staff = await createStaff(db, { email: 'packer@shop.example.test' });
      const shopperToken = await sessionTokenFor(TEST_KEYS, staff);
      for (const token of [shopperToken, buyer.token]) {
        expect((await api.patch(`/api/staff/orders/${id}/delivery_status/`, { delivery_status: 'cancelled' }, token)).statusCode).toBe(404);
        const refused = await api.post(`/api/admin/orders/${id}/cancel/`, { version: 1 }, token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().detail).toMatch(/back-office sign-in/);
      }
      const order = (await api.get(`/api/user/orders/${id}/`, buyer.token)).json<{ delivery_status: string; payment_status: string }>();
      expect(order).toMatchObject({ delivery_status: 'pending', payment_status: 'completed' });
    });
  });

  describe('reviews', () => {
    it('a review from a delivered order is a verified purchase, published at once; one from a non-buyer waits', async () => {
      const { id, product, buyer } = await paidOrder();
      const staff = await staffSessionFor(db, TEST_KEYS);
      const early = await api.post('/api/user/reviews/', { order: id, product: product.id, rating: 5, review_text: 'Great' }, buyer.token);
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({ errors: { order: [expect.any(String)] } });
      const { version } = (await api.get(`/api/admin/orders/${id}/`, staff.token)).json<{ version: number }>();
      expect((await api.post(`/api/admin/orders/${id}/deliver/`, { version }, staff.token)).statusCode).toBe(200);

      const verified = await api.post('/api/user/reviews/', { user: 12345, order: id, product: product.id, rating: 4, review_text: '  No more pigeons. <b>Solid</b>  ' }, buyer.token);
      expect(verified.statusCode, verified.body).toBe(201);
      await expectToMatchContract('createReview', 201, verified.json());
      expect(verified.json()).toMatchObject({ status: 'published', verified_purchase: true, rating: 4, review_text: 'No more pigeons. <b>Solid</b>' });

      const visitor = await customer(db);
      const unverified = await api.post('/api/user/reviews/', { product: product.id, rating: 1, review_text: 'Never bought it' }, visitor.token);
      expect(unverified.json()).toMatchObject({ status: 'pending', verified_purchase: false });

      // The product page counts published reviews only.
      const shown = (await api.get(`/api/user/reviews/?product_id=${product.id}`)).json<{ rating: number }[]>();
      expect(shown.map((review) => review.rating)).toEqual([4]);
      expect((await api.get(`/api/user/products/${product.id}/`)).json()).toMatchObject({ average_rating: '4.0', review_count: 1 });

      const mine = await api.get('/api/user/user-reviews/', visitor.token);
      await expectToMatchContract('listUserReviews', 200, mine.json());
      expect(mine.json()).toEqual([expect.objectContaining({ status: 'pending', product_title: product.title })]);
    });

    it.each([
      ['a rating of 0', { rating: 0 }, 'rating'],
      ['a rating of 6', { rating: 6 }, 'rating'],
      ['blank text', { review_text: '   ' }, 'review_text'],
    ])('refuses %s, naming the field', async (_name, change, field) => {
      const product = await createProduct(db);
      const buyer = await customer(db);
      const response = await api.post('/api/user/reviews/', { product: product.id, rating: 5, review_text: 'Fine', ...change }, buyer.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { [field]: [expect.any(String)] } });
      expect(await countRows(db, reviews)).toBe(0);
    });

    it('another customer’s order cannot be reviewed from', async () => {
      const { id, product } = await paidOrder();
      const stranger = await customer(db);
      const response = await api.post('/api/user/reviews/', { order: id, product: product.id, rating: 5, review_text: 'Mine now' }, stranger.token);
      expect(response.statusCode).toBe(404);
    });
  });
});

describe('with Razorpay configured (a fake Razorpay on loopback)', () => {
  let razorpay: FakeRazorpay;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    razorpay = await new FakeRazorpay().start();
    t = await startTestApp('pglite', { ...ACCOUNT_ENV, ...razorpay.env() });
    api = client(t);
  });
  afterAll(async () => {
    await t?.close();
    await razorpay?.stop();
  });

  const deliver = (delivery: { body: string; signature: string; eventId: string }, signature = delivery.signature) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': delivery.eventId },
      payload: delivery.body,
    });

  it('opens Razorpay orders, has no demo payment, and settles through the raw-body webhook', async () => {
    const product = await createProduct(t.database.db, { pricePaise: 45000, stock: 3 });
    const buyer = await customer(t.database.db);
    const created = await api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }] }, buyer.token);
    const order = created.json<{ id: number; key: string; provider: string; razorpay_order_id: string }>();
    expect(order).toMatchObject({ key: 'rzp_test_fakekey', provider: 'razorpay' });
    expect((await api.get(`/api/user/orders/${order.id}/`, buyer.token)).json()).toMatchObject({ payment_provider: 'razorpay' });
    expect((await api.post(`/api/user/orders/${order.id}/demo_payment/`, {}, buyer.token)).statusCode).toBe(404);

    const paid = razorpay.pay(order.razorpay_order_id);
    const delivery = razorpay.webhook('payment.captured', order.razorpay_order_id, paid.razorpay_payment_id);
    // Re-serialising the same JSON changes the bytes: the signature covers exactly what was sent.
    const reformatted = await t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': delivery.signature, 'x-razorpay-event-id': delivery.eventId },
      payload: JSON.stringify(JSON.parse(delivery.body), null, 2),
    });
    expect(reformatted.statusCode).toBe(400);
    expect((await deliver(delivery, 'nothex')).statusCode).toBe(400);

    const accepted = await deliver(delivery);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ status: 'processed' });
    expect((await deliver(delivery)).json()).toEqual({ status: 'duplicate' });

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('completed');
    // The browser's report arriving afterwards is still a success, and changes nothing.
    expect((await api.post(`/api/user/orders/${order.id}/verify_payment/`, paid, buyer.token)).json()).toMatchObject({ status: 'success' });
    const [stock] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(stock!.stock).toBe(2);
  });

  it('answers 502 when Razorpay is down, writing nothing', async () => {
    await resetDatabase(t.database.db);
    const product = await createProduct(t.database.db);
    const buyer = await customer(t.database.db);
    razorpay.behaviour = 'down';
    try {
      const response = await api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }] }, buyer.token);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'payment_provider_unavailable', detail: expect.stringContaining('try again') });
      expect(await countRows(t.database.db, orders)).toBe(0);
    } finally {
      razorpay.behaviour = 'normal';
    }
  });
});

describe('without a webhook secret', () => {
  it('the webhook answers 404', async () => {
    const t = await startTestApp('pglite');
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/payments/razorpay/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
