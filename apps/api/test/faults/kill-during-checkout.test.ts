/**
 * The API killed with SIGKILL in the middle of checkouts: no shutdown code runs, transactions in flight
 * are cut off. After a restart, Razorpay's redelivered webhooks and the reconciliation job settle what
 * the shoppers paid for; no order a shopper was told about is lost, none is paid twice, and the stock
 * matches the orders that hold it.
 */
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { outbox } from '../../src/db/schema';
import { reconcilePendingPayments } from '../../src/orders/reconcile-payments';
import { createRazorpayGateway } from '../../src/payments/razorpay-gateway';
import { ACCOUNT_ENV } from '../support/accounts';
import { createProduct } from '../support/fixtures';
import { createPostgresDatabase, dropPostgresDatabase } from '../support/databases';
import { FAKE_KEYS, FakeRazorpay } from '../support/fake-razorpay';
import { checkout, expectConsistent, ledger, shoppers, type Answer } from './checkout-traffic';
import { call, eventually, startApi, type ApiProcess } from './processes';

const INITIAL_STOCK = 1_000;

describe('the API killed with kill -9 in the middle of checkouts', () => {
  let database: { name: string; url: string };
  let handle: DatabaseHandle;
  let razorpay: FakeRazorpay;
  let env: Record<string, string>;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    razorpay = await new FakeRazorpay().start();
    env = { DATABASE_URL: database.url, ...razorpay.env(), ...ACCOUNT_ENV };
    api = await startApi(env);
    handle = await connectDatabase({ dataDir: 'memory://', databaseUrl: database.url, poolSize: 2 });
  }, 300_000);

  afterAll(async () => {
    await api?.stop();
    await handle?.close();
    await razorpay?.stop();
    if (database) await dropPostgresDatabase(database.name);
  }, 60_000);

  it('loses no order, pays none twice and keeps the stock consistent after a restart', async () => {
    const product = await createProduct(handle.db, { pricePaise: 45900, stock: INITIAL_STOCK });
    const buyers = await shoppers(handle.db, 8);
    const answers: Answer[] = [];
    let running = true;
    const traffic = buyers.map(async (buyer, n) => {
      while (running) answers.push(...(await checkout(() => api.url, buyer, product.id, 1 + (n % 3), razorpay)));
    });
    await eventually('checkouts before the kill', () => answers.filter((answer) => answer.step === 'verify' && answer.status === 200).length >= 8);
    await api.kill();
    running = false;
    await Promise.all(traffic);
    expect(answers.some((answer) => answer.status === 0), 'some requests were cut off').toBe(true);
    expect(answers.filter((answer) => ![0, 200, 201].includes(answer.status))).toEqual([]);

    // Paid at Razorpay, but the shopper's report died with the process: these wait for reconciliation.
    const pendingBefore = await ledger(handle.db, product.id);
    const orphans = pendingBefore.orders.filter(
      (order) => order.paymentStatus === 'pending' && (razorpay.orders.get(order.providerOrderId!)?.payments.length ?? 0) > 0,
    ).length;

    api = await startApi(env);
    // Razorpay redelivers its webhooks to whichever instance answers, and the reconciliation job asks it
    // about pending orders; together, repeated, they settle each paid order exactly once.
    const config = loadConfig({});
    const gateway = createRazorpayGateway({ ...FAKE_KEYS, apiUrl: razorpay.url, timeoutMs: 2_000 });
    expect(await reconcilePendingPayments(handle.db, gateway, { siteUrl: config.siteUrl, seller: config.seller }, { after: sql`interval '0 seconds'` })).toBe(orphans);
    for (const [providerOrderId, order] of razorpay.orders) {
      for (const payment of order.payments) {
        const event = razorpay.webhook('payment.captured', providerOrderId, payment.id, `evt_${payment.id}`);
        const headers = { 'x-razorpay-signature': event.signature, 'x-razorpay-event-id': event.eventId };
        for (let delivery = 0; delivery < 2; delivery += 1) {
          expect((await call(api.url, 'POST', '/api/payments/razorpay/webhook', event.body, undefined, headers)).status).toBe(200);
        }
      }
    }
    expect(await reconcilePendingPayments(handle.db, gateway, { siteUrl: config.siteUrl, seller: config.seller }, { after: sql`interval '0 seconds'` })).toBe(0);

    const book = await ledger(handle.db, product.id);
    const stored = new Map(book.orders.map((order) => [order.id, order]));
    for (const answer of answers.filter((a) => a.step === 'order' && a.status === 201)) {
      expect(stored.has(answer.orderId!), `order ${answer.orderId} a shopper was told about`).toBe(true);
    }
    // Exactly the orders Razorpay took money for are completed; the rest wait for their shopper (or expiry).
    const paidAtRazorpay = new Set([...razorpay.orders].filter(([, order]) => order.payments.length > 0).map(([id]) => id));
    for (const order of book.orders) {
      expect(order.paymentStatus, `order ${order.id}`).toBe(paidAtRazorpay.has(order.providerOrderId!) ? 'completed' : 'pending');
      const mails = await handle.db.select({ id: outbox.id }).from(outbox).where(like(outbox.subject, `%order #${order.id} is confirmed`));
      expect(mails.length, `confirmation mails of order ${order.id}`).toBe(order.paymentStatus === 'completed' ? 1 : 0);
    }
    expect(book.orders.filter((order) => order.paymentStatus === 'completed').length).toBeGreaterThanOrEqual(8);
    expectConsistent(book, INITIAL_STOCK, expect);
  }, 300_000);
});
