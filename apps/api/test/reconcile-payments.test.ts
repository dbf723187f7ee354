/**
 * The reconciliation job on both databases, against a fake Razorpay on loopback: pending checkouts a few
 * minutes old are asked about, and the ones Razorpay captured are completed, once; the rest wait.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { invoices, outbox, orders, products } from '../src/db/schema';
import { reconcilePendingPayments } from '../src/orders/reconcile-payments';
import { createRazorpayGateway } from '../src/payments/razorpay-gateway';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS } from './support/databases';
import { FAKE_KEYS, FakeRazorpay } from './support/fake-razorpay';
import { createAddress, createProduct, createUser, resetDatabase, sessionTokenFor } from './support/fixtures';

describe.each(RULE_DRIVERS)('reconciling pending payments with Razorpay on %s', (driver) => {
  let t: TestApp;
  let db: Database;
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    razorpay = await new FakeRazorpay().start();
    t = await startTestApp(driver, { ...ACCOUNT_ENV, ...razorpay.env() });
    db = t.database.db;
  });
  afterAll(async () => {
    await t?.close();
    await razorpay?.stop();
  });
  beforeEach(async () => {
    await resetDatabase(db);
    razorpay.behaviour = 'normal';
  });

  const reconcile = () =>
    reconcilePendingPayments(db, createRazorpayGateway({ ...FAKE_KEYS, apiUrl: razorpay.url, timeoutMs: 2_000 }), { siteUrl: t.config.siteUrl, seller: t.config.seller });

  /** A checkout placed `minutesAgo` minutes ago: the order (2 units held) and its Razorpay order id. */
  async function checkout(minutesAgo: number) {
    const product = await createProduct(db, { pricePaise: 59900, stock: 10 });
    const user = await createUser(db);
    const address = await createAddress(db, user.id);
    const created = await client(t).post('/api/user/orders/', { address: address.id, items: [{ product: product.id, quantity: 2 }] }, await sessionTokenFor(TEST_KEYS, user));
    expect(created.statusCode, created.body).toBe(201);
    const { id, razorpay_order_id: providerOrderId } = created.json<{ id: number; razorpay_order_id: string }>();
    await db.update(orders).set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` }).where(eq(orders.id, id));
    return { id, providerOrderId, productId: product.id };
  }

  const statusOf = async (id: number) => (await db.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0]!.status;
  const stockOf = async (id: number) => (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  it('completes a checkout Razorpay captured minutes ago, once, with its invoice and one confirmation mail', async () => {
    const paid = await checkout(10);
    razorpay.pay(paid.providerOrderId);
    expect(await reconcile()).toBe(1);
    expect(await statusOf(paid.id)).toBe('completed');
    expect(await db.select().from(invoices).where(eq(invoices.orderId, paid.id))).toHaveLength(1);
    expect(await stockOf(paid.productId)).toBe(8);
    expect(await reconcile()).toBe(0);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, paid.id))).toHaveLength(1);
    expect((await db.select().from(outbox)).filter((mail) => mail.subject?.includes(`#${paid.id} is confirmed`))).toHaveLength(1);
  });

  it('leaves alone a fresh checkout, an unpaid one, and one old enough for expiry to decide', async () => {
    const fresh = await checkout(1);
    razorpay.pay(fresh.providerOrderId);
    const unpaid = await checkout(10);
    const old = await checkout(180);
    razorpay.pay(old.providerOrderId);
    expect(await reconcile()).toBe(0);
    for (const order of [fresh, unpaid, old]) {
      expect(await statusOf(order.id)).toBe('pending');
      expect(await stockOf(order.productId)).toBe(8);
    }
  });

  it('while Razorpay is down keeps the order pending, and completes it on a later run', async () => {
    const paid = await checkout(10);
    razorpay.pay(paid.providerOrderId);
    razorpay.behaviour = 'down';
    expect(await reconcile()).toBe(0);
    expect(await statusOf(paid.id)).toBe('pending');
    razorpay.behaviour = 'normal';
    expect(await reconcile()).toBe(1);
    expect(await statusOf(paid.id)).toBe('completed');
  });
});
