/**
 * PostgreSQL restarted while shoppers check out: while it is down they get a clear 503 with Retry-After
 * (never a 500), the API reconnects by itself when it is back, and no order is left half-written.
 * The server is a throw-away one of this test's own; the shared PostgreSQL is never touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { ACCOUNT_ENV } from '../support/accounts';
import { createProduct } from '../support/fixtures';
import { checkout, expectConsistent, ledger, shoppers, type Answer } from './checkout-traffic';
import { call, eventually, startApi, ThrowawayPostgres, type ApiProcess } from './processes';

const INITIAL_STOCK = 10_000;

describe('PostgreSQL restarted under traffic', () => {
  let postgres: ThrowawayPostgres;
  let api: ApiProcess;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    postgres = await new ThrowawayPostgres().init();
    api = await startApi({ DATABASE_URL: postgres.url, PAYMENT_PROVIDER: 'demo', ...ACCOUNT_ENV });
    handle = await connectDatabase({ dataDir: 'memory://', databaseUrl: postgres.url, poolSize: 2 });
  }, 300_000);

  afterAll(async () => {
    await api?.stop();
    await handle?.close();
    await postgres?.destroy();
  }, 60_000);

  it('answers 503 while it is down, reconnects by itself, and leaves every order whole', async () => {
    const product = await createProduct(handle.db, { pricePaise: 29900, stock: INITIAL_STOCK });
    const buyers = await shoppers(handle.db, 6);
    const answers: Answer[] = [];
    let running = true;
    const traffic = buyers.map(async (buyer, n) => {
      while (running) answers.push(...(await checkout(() => api.url, buyer, product.id, 1 + (n % 3))));
    });

    const successes = () => answers.filter((answer) => answer.step === 'verify' && answer.status === 200).length;
    await eventually('checkouts before the restart', () => successes() >= 5);
    await postgres.stop();
    await eventually('503 answers while the database is down', () => answers.some((answer) => answer.status === 503), 15_000);
    await postgres.start();
    const before = successes();
    await eventually('checkouts after the restart', () => successes() >= before + 5, 60_000).catch((error: unknown) => {
      const statuses = answers.slice(-20).map((answer) => `${answer.step}:${answer.status}`);
      throw new Error(`${String(error)}; last answers ${statuses.join(' ')}\n${api.output().slice(-3000)}`);
    });
    running = false;
    await Promise.all(traffic);

    const outage = answers.filter((answer) => answer.status === 503);
    expect(outage.length).toBeGreaterThan(0);
    for (const answer of outage) {
      expect(answer.detail).toBe('The shop is briefly unavailable. Please try again in a moment.');
      expect(answer.retryAfter).toBe('5');
    }
    // Nothing but success and the clear 503: no 500, no dropped connection.
    const others = answers.filter((answer) => ![200, 201, 503].includes(answer.status));
    expect(others, JSON.stringify(others.slice(0, 3))).toEqual([]);
    expect((await call(api.url, 'GET', '/readyz')).status).toBe(200);

    const book = await ledger(handle.db, product.id);
    // Every order a shopper was told about exists, and every reported payment completed its order.
    const told = answers.filter((answer) => answer.step === 'order' && answer.status === 201).map((answer) => answer.orderId);
    const stored = new Set(book.orders.map((order) => order.id));
    for (const id of told) expect(stored.has(id!), `order ${id} exists`).toBe(true);
    for (const answer of answers.filter((a) => a.step === 'verify' && a.status === 200)) {
      expect(book.orders.find((order) => order.id === answer.orderId)?.paymentStatus, `order ${answer.orderId}`).toBe('completed');
    }
    expectConsistent(book, INITIAL_STOCK, expect);
  }, 300_000);
});
