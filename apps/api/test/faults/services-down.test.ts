/**
 * The services the API depends on failing under a running API process: an SMTP server that is down (the
 * outbox keeps the mail, backs off, and delivers once it is back) and Razorpay down, slow or unreachable
 * (the shopper gets a clear 502 and nothing is written).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { outbox, orders, products } from '../../src/db/schema';
import { ACCOUNT_ENV } from '../support/accounts';
import { createProduct } from '../support/fixtures';
import { createPostgresDatabase, dropPostgresDatabase } from '../support/databases';
import { FakeRazorpay } from '../support/fake-razorpay';
import { shoppers, type Shopper } from './checkout-traffic';
import { call, eventually, freePort, startApi, type ApiProcess } from './processes';
import { MailCatcher } from '../support/mail-catcher';

const PAYMENT_UNREACHABLE = 'The payment service is not reachable just now. Please try again in a moment.';

describe('SMTP and Razorpay failing under a running API', () => {
  let database: { name: string; url: string };
  let handle: DatabaseHandle;
  let razorpay: FakeRazorpay;
  let mail: MailCatcher;
  let smtpPort: number;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    razorpay = await new FakeRazorpay().start();
    mail = new MailCatcher();
    smtpPort = await freePort(); // nothing listens here until the test starts the SMTP server
    api = await startApi({ DATABASE_URL: database.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RAZORPAY_TIMEOUT_MS: '500', ...razorpay.env(), ...ACCOUNT_ENV });
    handle = await connectDatabase({ dataDir: 'memory://', databaseUrl: database.url, poolSize: 2 });
  }, 300_000);

  afterAll(async () => {
    await api?.stop();
    await handle?.close();
    await razorpay?.stop();
    await mail?.stop();
    if (database) await dropPostgresDatabase(database.name);
  }, 60_000);

  it('keeps mail while SMTP is down, backs off, and delivers it once SMTP is back', async () => {
    const sent = await call(api.url, 'POST', '/api/user/contact/', { name: 'Asha', email: 'asha@example.com', subject: 'While SMTP is down', message: 'Will this arrive?' });
    expect(sent.status).toBe(201);
    // A sign-up code is sent at once, so its request learns that mail is down and says so.
    const code = await call(api.url, 'POST', '/api/user/send-otp/', { email: 'ravi@example.com' });
    expect(code.status).toBe(503);
    expect(code.json.detail).toBe('We could not send the e-mail just now. Please try again in a few minutes.');
    expect(code.headers.get('retry-after')).toBe('60');

    const pending = () => handle.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    await eventually('a failed attempt at both mails', async () => (await pending()).filter((row) => row.attempts >= 1 && row.lastError).length === 2);
    for (const row of await pending()) {
      // The first retry waits a minute (then 4, 16…), not the dispatcher's two seconds.
      expect((row.nextAttemptAt.getTime() - Date.now()) / 1000).toBeGreaterThan(45);
      expect(row.attempts).toBe(1);
    }

    await mail.listen(smtpPort);
    // The minute passes: the mails fall due, and the outbox's scheduled job (every 10 s) delivers them, once each.
    await handle.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.status, 'pending'));
    await eventually('delivery after SMTP is back', async () => (await pending()).length === 0, 30_000);
    expect(mail.withSubject('While SMTP is down')).toHaveLength(1);
    expect(mail.withSubject('verification code')).toHaveLength(1);
    const rows = await handle.db.select().from(outbox);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  }, 60_000);

  describe('Razorpay failing at checkout', () => {
    let productId: number;
    let buyer: Shopper;
    beforeAll(async () => {
      productId = (await createProduct(handle.db, { pricePaise: 89900, stock: 5 })).id;
      buyer = (await shoppers(handle.db, 1))[0]!;
    });

    // A pending order of the same lines would be answered again as a resubmission; each test asks for its own quantity.
    const order = (quantity: number) => call(api.url, 'POST', '/api/user/orders/', { address: buyer.addressId, items: [{ product: productId, quantity }] }, buyer.token);
    const snapshot = async () => {
      const [product] = await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
      return { orders: (await handle.db.select({ id: orders.id }).from(orders)).length, stock: product!.stock };
    };
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeEach(async () => {
      before = await snapshot();
    });
    const expectNothingWritten = async () => expect(await snapshot()).toEqual(before);

    it('down: a clear 502, nothing written', async () => {
      razorpay.behaviour = 'down';
      const answer = await order(1);
      expect(answer.status).toBe(502);
      expect(answer.json.detail).toBe(PAYMENT_UNREACHABLE);
      await expectNothingWritten();
    });

    it('slow: gives up after RAZORPAY_TIMEOUT_MS with the same clear 502', async () => {
      razorpay.behaviour = 'slow';
      razorpay.slowMs = 10_000;
      const started = Date.now();
      const answer = await order(2);
      expect(answer.status).toBe(502);
      expect(answer.json.detail).toBe(PAYMENT_UNREACHABLE);
      expect(Date.now() - started).toBeLessThan(6_000); // well before Razorpay's answer, even on a busy machine
      await expectNothingWritten();
      razorpay.behaviour = 'normal';
      expect((await order(2)).status).toBe(201);
    });

    it('unreachable (nothing listening): the same clear 502', async () => {
      await razorpay.stop();
      const answer = await order(1);
      expect(answer.status).toBe(502);
      expect(answer.json.detail).toBe(PAYMENT_UNREACHABLE);
      await expectNothingWritten();
    });
  });
});
