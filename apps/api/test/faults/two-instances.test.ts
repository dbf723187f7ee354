/**
 * Two API processes on one PostgreSQL, as behind a load balancer: a shopper's calls may land on either,
 * and everything that must happen once (a code's wrong guesses, a rate limit, a payment's settlement, a
 * mail) is decided in the database, not in either process.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { invoices, orders, payments, products, webhookEvents } from '../../src/db/schema';
import { writeMail } from '../support/outbox';
import { createAddress, createCustomer, createProduct } from '../support/fixtures';
import { createPostgresDatabase, dropPostgresDatabase } from '../support/databases';
import { FakeRazorpay } from '../support/fake-razorpay';
import { call, eventually, startApi, type ApiProcess } from './processes';
import { MailCatcher } from '../support/mail-catcher';

describe('two API instances on one PostgreSQL', () => {
  let database: { name: string; url: string };
  let handle: DatabaseHandle;
  let razorpay: FakeRazorpay;
  let mail: MailCatcher;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    razorpay = await new FakeRazorpay().start();
    mail = await new MailCatcher().listen();
    // No JWT_SECRET: the instances must agree on the one generated and kept in the database.
    const env = { DATABASE_URL: database.url, SMTP_URL: mail.url, CONTACT_MESSAGES_PER_HOUR: '3', ...razorpay.env() };
    // Started together: one migrates while the other waits on the migration lock.
    [a, b] = await Promise.all([startApi(env), startApi(env)]);
    handle = await connectDatabase({ dataDir: 'memory://', databaseUrl: database.url, poolSize: 2 });
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await razorpay?.stop();
    await mail?.stop();
    if (database) await dropPostgresDatabase(database.name);
  }, 60_000);

  const codeIn = (message: string | undefined) => /\b(\d{6})\b/.exec(message?.split('\r\n\r\n').slice(1).join('\n') ?? '')?.[1];

  it('signs up and in on one, orders and pays on the other, and reads the paid order on the first; one confirmation mail', async () => {
    const email = 'asha.two@example.com';
    expect((await call(a.url, 'POST', '/api/user/send-otp/', { email })).status).toBe(200);
    const code = codeIn(mail.received.find((message) => message.includes(`To: ${email}`)));
    expect(code).toBeDefined();
    expect((await call(b.url, 'POST', '/api/user/verify-otp/', { email, otp: code })).status).toBe(200);
    const password = 'pigeons-go-away';
    const registered = await call(a.url, 'POST', '/api/user/register/', { name: 'Asha Two', email, password, confirm_password: password });
    expect(registered.status, registered.text).toBe(201);
    const login = await call(a.url, 'POST', '/api/user/login/', { email, password });
    expect(login.status, login.text).toBe(200);
    const token = (login.json.token as { access: string }).access;

    const product = await createProduct(handle.db, { pricePaise: 49900, stock: 5 });
    const address = await createAddress(handle.db, (registered.json.user as { id: number }).id);
    const created = await call(b.url, 'POST', '/api/user/orders/', { address: address.id, items: [{ product: product.id, quantity: 2 }] }, token);
    expect(created.status, created.text).toBe(201);
    const orderId = created.json.id as number;
    const paid = await call(b.url, 'POST', `/api/user/orders/${orderId}/verify_payment/`, razorpay.pay(created.json.razorpay_order_id as string), token);
    expect(paid.json).toMatchObject({ status: 'success' });

    const read = await call(a.url, 'GET', `/api/user/orders/${orderId}/`, undefined, token);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: orderId, payment_status: 'completed' });
    const [stock] = await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(stock!.stock).toBe(3);

    const subject = `your order #${orderId} is confirmed`;
    await eventually('the confirmation mail', () => mail.withSubject(subject).length > 0);
    // Both dispatchers poll every 2 s: give each a few turns at the outbox, then count.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(mail.withSubject(subject)).toHaveLength(1);
  }, 60_000);

  it('counts wrong codes and rate limits across both instances', async () => {
    const email = 'ravi.two@example.com';
    expect((await call(b.url, 'POST', '/api/user/send-otp/', { email })).status).toBe(200);
    const code = codeIn(mail.received.find((message) => message.includes(`To: ${email}`)));
    const wrong = code === '000000' ? '111111' : '000000';
    // Eight wrong guesses at once, half on each instance: exactly five count (4, 3, 2, 1 left, then dead),
    // because both lock the same code row; the rest find it dead.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(i % 2 === 0 ? a.url : b.url, 'POST', '/api/user/verify-otp/', { email, otp: wrong })),
    );
    expect(guesses.map((answer) => answer.status)).toEqual(Array(8).fill(400));
    const details = guesses.map((answer) => String(answer.json.detail));
    const left = details.map((detail) => /(\d) attempts? left/.exec(detail)?.[1]).filter(Boolean).sort();
    expect(left).toEqual(['1', '2', '3', '4']);
    expect(details.filter((detail) => detail.includes('Too many incorrect attempts'))).toHaveLength(4);
    const right = await call(a.url, 'POST', '/api/user/verify-otp/', { email, otp: code });
    expect(right.status).toBe(400);
    expect(String(right.json.detail)).toContain('Too many incorrect attempts');

    // Three contact messages an hour per client: six at once, three on each instance, and three pass.
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        call(n % 2 === 0 ? a.url : b.url, 'POST', '/api/user/contact/', { name: 'Ravi', email, subject: `Across instances ${n}`, message: 'Which net suits a balcony?' }),
      ),
    );
    expect(sent.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
  }, 60_000);

  it('settles a payment once when its webhook reaches both instances at once, repeatedly', async () => {
    const customer = await createCustomer(handle.db, { email: 'meena.two@example.com' });
    const address = await createAddress(handle.db, customer.id);
    const product = await createProduct(handle.db, { pricePaise: 129900, stock: 4 });
    const login = await call(b.url, 'POST', '/api/user/login/', { email: 'meena.two@example.com', password: 'pigeons-go-away' });
    const token = (login.json.token as { access: string }).access;
    const created = await call(a.url, 'POST', '/api/user/orders/', { address: address.id, items: [{ product: product.id, quantity: 1 }] }, token);
    expect(created.status, created.text).toBe(201);
    const orderId = created.json.id as number;
    const providerOrderId = created.json.razorpay_order_id as string;
    const { razorpay_payment_id: paymentId } = razorpay.pay(providerOrderId);

    // Razorpay sends payment.captured and order.paid, and redelivers either when an answer is slow.
    const captured = razorpay.webhook('payment.captured', providerOrderId, paymentId);
    const orderPaid = razorpay.webhook('order.paid', providerOrderId, paymentId);
    const deliver = (base: string, event: typeof captured) =>
      call(base, 'POST', '/api/payments/razorpay/webhook', event.body, undefined, { 'x-razorpay-signature': event.signature, 'x-razorpay-event-id': event.eventId });
    const answers = await Promise.all([a, b, a, b].flatMap((api) => [deliver(api.url, captured), deliver(api.url, orderPaid)]));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.json.status === 'processed')).toHaveLength(2);

    const [order] = await handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.paymentStatus).toBe('completed');
    const capturedRows = await handle.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')));
    expect(capturedRows).toHaveLength(1);
    expect(await handle.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);
    expect(await handle.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, captured.eventId))).toHaveLength(1);
    const [stock] = await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(stock!.stock).toBe(3);
    const subject = `your order #${orderId} is confirmed`;
    await eventually('the confirmation mail', () => mail.withSubject(subject).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(mail.withSubject(subject)).toHaveLength(1);
  }, 60_000);

  it('sends each outbox mail once while both dispatchers drain the outbox', async () => {
    const count = 60;
    for (let n = 0; n < count; n += 1) {
      await writeMail(handle.db, { kind: 'contact_notification', to: 'owner@shop.example.test', subject: `Outbox race ${n}.`, text: `Mail ${n}` });
    }
    await eventually('every outbox mail', () => mail.withSubject('Outbox race ').length >= count, 40_000);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    for (let n = 0; n < count; n += 1) expect(mail.withSubject(`Outbox race ${n}.`), `mail ${n}`).toHaveLength(1);
  }, 60_000);
});
