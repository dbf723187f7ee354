/**
 * Refunds through HTTP with Razorpay configured (the fake Razorpay on loopback), on both databases:
 * staff refund part of a paid order, the Refunds API gets one call per idempotency key, the signed
 * `refund.processed` / `refund.failed` webhooks settle the refund once, and the order, its credit note
 * and the customer's view follow. Also: the contract's shapes and the refusals.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { orders, refunds } from '../src/db/schema';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { FakeRazorpay } from './support/fake-razorpay';
import { createAddress, createProduct, createUser, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';
import { pdfText } from './support/pdf-text';

describe.each(RULE_DRIVERS)('refunds through Razorpay on %s', (driver) => {
  let razorpay: FakeRazorpay;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staffToken: string;
  beforeAll(async () => {
    razorpay = await new FakeRazorpay().start();
    t = await startTestApp(driver, { ...ACCOUNT_ENV, ...razorpay.env() });
    api = client(t);
    db = t.database.db;
  });
  afterAll(async () => {
    await t?.close();
    await razorpay?.stop();
  });
  beforeEach(async () => {
    await resetDatabase(db);
    staffToken = (await staffSessionFor(db, TEST_KEYS)).token;
  });

  const deliver = (delivery: { body: string; signature: string; eventId: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': delivery.signature, 'x-razorpay-event-id': delivery.eventId },
      payload: delivery.body,
    });

  /** A customer's order of 2 × ₹450, paid at the fake Razorpay and reported by the browser. */
  async function paidOrder() {
    const product = await createProduct(db, { pricePaise: 45000, stock: 5 });
    const user = await createUser(db);
    const address = await createAddress(db, user.id, { fullName: 'Ravi Kumar', address: '4 Park Street', city: 'Kolkata', state: 'West Bengal', zipCode: '700016' });
    const token = await sessionTokenFor(TEST_KEYS, user);
    const created = await api.post('/api/user/orders/', { address: address.id, items: [{ product: product.id, quantity: 2 }] }, token);
    const order = created.json<{ id: number; razorpay_order_id: string }>();
    const paid = razorpay.pay(order.razorpay_order_id);
    expect((await api.post(`/api/user/orders/${order.id}/verify_payment/`, paid, token)).json()).toMatchObject({ status: 'success' });
    return { id: order.id, providerOrderId: order.razorpay_order_id, paymentId: paid.razorpay_payment_id, token };
  }

  const refund = (id: number, body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds/`,
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      payload: JSON.stringify(body),
    });

  it('refunds part through Razorpay once per key, and the refund.processed webhook settles it once with a credit note', async () => {
    const order = await paidOrder();
    const first = await refund(order.id, { amount_paise: 30000, reason: 'One set arrived bent' }, 'click-1');
    expect(first.statusCode, first.body).toBe(201);
    await expectToMatchContract('createRefund', 201, first.json());
    expect(first.json()).toMatchObject({ payment_status: 'completed', refundable_paise: 60000, refunds: [{ amount_paise: 30000, status: 'pending', credit_note: null }] });
    // The double click: the same key answers the same refund, and Razorpay is not asked for a second.
    const again = await refund(order.id, { amount_paise: 30000, reason: 'One set arrived bent' }, 'click-1');
    expect(again.statusCode).toBe(201);
    expect(again.json<{ refunds: unknown[] }>().refunds).toHaveLength(1);
    expect(razorpay.refunds.size).toBe(1);
    const [call] = razorpay.refundCalls;
    expect(call).toMatchObject({ paymentId: order.paymentId, idempotencyKey: expect.stringContaining('click-1'), body: { amount: 30000, speed: 'normal' } });

    const providerRefundId = first.json<{ refunds: { provider_refund_id: string }[] }>().refunds[0]!.provider_refund_id;
    const processed = razorpay.refundWebhook('refund.processed', providerRefundId);
    expect((await deliver(processed)).json()).toEqual({ status: 'processed' });
    expect((await deliver(processed)).json()).toEqual({ status: 'duplicate' });
    // A second delivery under another event id still changes nothing.
    expect((await deliver({ ...processed, eventId: 'evt_other' })).json()).toEqual({ status: 'processed' });

    const detail = (await api.get(`/api/admin/orders/${order.id}/`, staffToken)).json<{ payment_status: string; refunds: { status: string; credit_note: { id: number; number: string } }[] }>();
    expect(detail).toMatchObject({ payment_status: 'partially_refunded', refunds: [{ status: 'processed', credit_note: { number: expect.stringMatching(/^BCN\//) } }] });
    await expectToMatchContract('getAdminOrder', 200, detail);
    const noteId = detail.refunds[0]!.credit_note.id;
    const customerView = (await api.get(`/api/user/orders/${order.id}/`, order.token)).json();
    expect(customerView).toMatchObject({
      payment_status: 'completed',
      payment_status_display: 'Partially refunded',
      refunds: [{ amount: 300, status: 'processed', credit_note_id: noteId }],
    });
    await expectToMatchContract('getOrder', 200, customerView);

    // The invoice says 900.00 and the credit note 300.00, for staff and for the customer alike.
    const invoice = await api.get(`/api/admin/orders/${order.id}/invoice/`, staffToken);
    const note = await api.get(`/api/admin/orders/${order.id}/credit-notes/${noteId}/`, staffToken);
    expect(note.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(invoice.rawPayload)).toContain('900.00');
    expect(await pdfText(note.rawPayload)).toContain('300.00');
    const customersNote = await api.get(`/api/user/orders/${order.id}/credit-notes/${noteId}/`, order.token);
    expect(customersNote.statusCode).toBe(200);
    expect(customersNote.headers['cache-control']).toBe('private, no-store');
    expect(await pdfText(customersNote.rawPayload)).toContain('300.00');

    // Nobody else's: another customer, or the note under another order, is not found.
    const stranger = await sessionTokenFor(TEST_KEYS, await createUser(db, { email: 'stranger@example.in' }));
    const foreign = await api.get(`/api/user/orders/${order.id}/credit-notes/${noteId}/`, stranger);
    expect(foreign.statusCode).toBe(404);
    await expectToMatchContract('getOrderCreditNote', 404, foreign.json());
    const other = await paidOrder();
    expect((await api.get(`/api/user/orders/${other.id}/credit-notes/${noteId}/`, other.token)).statusCode).toBe(404);
  });

  it('refund.failed frees the amount; more than is left is refused naming amount_paise; an unpaid order is a conflict', async () => {
    const order = await paidOrder();
    const all = await refund(order.id, { amount_paise: 90000, reason: 'Customer changed mind' }, 'all-of-it');
    expect(all.statusCode).toBe(201);
    const over = await refund(order.id, { amount_paise: 100, reason: 'More' }, 'k2');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errors: { amount_paise: [expect.any(String)] } });

    const [made] = [...razorpay.refunds.values()].filter((r) => r.payment_id === order.paymentId);
    expect((await deliver(razorpay.refundWebhook('refund.failed', made!.id))).json()).toEqual({ status: 'processed' });
    const [row] = await db.select().from(refunds);
    expect(row).toMatchObject({ status: 'failed' });
    expect((await api.get(`/api/admin/orders/${order.id}/`, staffToken)).json()).toMatchObject({ refundable_paise: 90000, payment_status: 'completed' });

    expect((await refund(order.id, { amount_paise: 0, reason: 'x' }, 'k3')).statusCode).toBe(400);
    expect((await refund(order.id, { amount_paise: 100 }, 'k4')).json()).toMatchObject({ errors: { reason: expect.any(Array) } });
    // The key is required, as the contract says: a retry without one could refund twice.
    const keyless = await refund(order.id, { amount_paise: 100, reason: 'No key' });
    expect(keyless.statusCode).toBe(400);
    expect(Object.keys(keyless.json().errors)).toEqual(['idempotency-key']);
    expect(t.app.contract.operations.get('createRefund')?.schema.headers).toMatchObject({ required: ['idempotency-key'] });
    const inBody = await refund(order.id, { amount_paise: 100, reason: 'Key in the body', idempotency_key: 'k6' });
    expect(inBody.statusCode).toBe(400);
    expect((await refund(424242, { amount_paise: 100, reason: 'x' }, 'k5')).statusCode).toBe(404);
  });

  it('a payment that completes an order staff cancelled meanwhile is refunded in full through Razorpay', async () => {
    const product = await createProduct(db, { pricePaise: 45000, stock: 5 });
    const user = await createUser(db);
    const address = await createAddress(db, user.id, { city: 'Kolkata', state: 'West Bengal', zipCode: '700016' });
    const token = await sessionTokenFor(TEST_KEYS, user);
    const order = (await api.post('/api/user/orders/', { address: address.id, items: [{ product: product.id, quantity: 1 }] }, token)).json<{ id: number; razorpay_order_id: string; version?: number }>();
    expect((await api.post(`/api/admin/orders/${order.id}/cancel/`, { version: 1 }, staffToken)).statusCode).toBe(200);

    const paid = razorpay.pay(order.razorpay_order_id);
    expect((await deliver(razorpay.webhook('payment.captured', order.razorpay_order_id, paid.razorpay_payment_id))).json()).toEqual({ status: 'processed' });
    const made = [...razorpay.refunds.values()].find((r) => r.payment_id === paid.razorpay_payment_id);
    expect(made).toMatchObject({ amount: 45000 });
    await deliver(razorpay.refundWebhook('refund.processed', made!.id));
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'refunded', deliveryStatus: 'cancelled' });
  });
});
