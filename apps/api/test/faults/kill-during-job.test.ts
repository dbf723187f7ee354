/**
 * An API instance killed with SIGKILL in the middle of a background job: the job stays active in the
 * database with nobody to finish it; once its timeout passes, the engine's upkeep on the other instance fails
 * it and it is retried there, its killed try counted. The job here is the payments' reconciliation, caught
 * waiting for a slow Razorpay about an order paid at Razorpay whose confirmation was lost.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { orders } from '../../src/db/schema';
import { buildServer } from '../../src/http/server';
import { ACCOUNT_ENV, TEST_KEYS } from '../support/accounts';
import { testConfig } from '../support/app';
import { createPostgresDatabase, dropPostgresDatabase } from '../support/databases';
import { FakeRazorpay } from '../support/fake-razorpay';
import { createAddress, createProduct, createUser, sessionTokenFor } from '../support/fixtures';
import { eventually, startApi, type ApiProcess } from './processes';

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
}

describe('an instance killed in the middle of a job', () => {
  let database: { name: string; url: string };
  let handle: DatabaseHandle;
  let razorpay: FakeRazorpay;
  let env: Record<string, string>;
  const instances: ApiProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    razorpay = await new FakeRazorpay().start();
    // A short timeout, so the dead instance's job is given up on in seconds rather than ten minutes.
    env = { DATABASE_URL: database.url, ...razorpay.env(), ...ACCOUNT_ENV, JOB_TIMEOUT_SECONDS: '5', JOB_RETRY_DELAY_SECONDS: '1' };
    handle = await connectDatabase({ dataDir: 'memory://', databaseUrl: database.url, poolSize: 2 });
  }, 300_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await handle?.close();
    await razorpay?.stop();
    if (database) await dropPostgresDatabase(database.name);
  }, 60_000);

  const reconcileJobs = async () =>
    (await handle.db.execute(sql`select id::text, state::text, retry_count from pgboss.job where name = 'reconcile-payments' order by created_on`)) as unknown as JobRow[];

  it('finishes the job on the other instance, its killed try counted', async () => {
    // Checkout through the API in this process (which runs no jobs): paid at Razorpay, never confirmed to the shop.
    const shop = await buildServer({ config: testConfig({ ...razorpay.env(), ...ACCOUNT_ENV }), db: handle.db });
    const product = await createProduct(handle.db, { pricePaise: 59900, stock: 10 });
    const user = await createUser(handle.db);
    const address = await createAddress(handle.db, user.id);
    const created = await shop.inject({
      method: 'POST',
      url: '/api/user/orders/',
      headers: { authorization: `Bearer ${await sessionTokenFor(TEST_KEYS, user)}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ address: address.id, items: [{ product: product.id, quantity: 2 }] }),
    });
    await shop.close();
    expect(created.statusCode, created.body).toBe(201);
    const { id: orderId, razorpay_order_id: providerOrderId } = created.json<{ id: number; razorpay_order_id: string }>();
    razorpay.pay(providerOrderId);
    await handle.db.update(orders).set({ createdAt: sql`now() - interval '10 minutes'` }).where(eq(orders.id, orderId));

    // The first instance reconciles at start-up and hangs on Razorpay's answer; it is killed while it waits.
    razorpay.behaviour = 'slow';
    razorpay.slowMs = 60_000;
    const first = await startApi(env);
    instances.push(first);
    await eventually('the first instance asking Razorpay', () => razorpay.requests.includes(`GET /v1/orders/${providerOrderId}/payments`), 60_000);
    const [killed] = await reconcileJobs();
    expect(killed).toMatchObject({ state: 'active', retry_count: 0 });
    await first.kill();
    razorpay.behaviour = 'normal';

    instances.push(await startApi(env));
    await eventually(
      'the killed job completing on the second instance',
      async () => (await reconcileJobs()).find((job) => job.id === killed!.id)?.state === 'completed',
      90_000,
      250,
    );
    // Two tries: the one killed, and the one that finished.
    expect((await reconcileJobs()).find((job) => job.id === killed!.id)).toMatchObject({ state: 'completed', retry_count: 1 });
    const [order] = await handle.db.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('completed');
  }, 240_000);
});
