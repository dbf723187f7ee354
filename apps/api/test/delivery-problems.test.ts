/**
 * Failed deliveries (NDRs), on both databases, with a scripted carrier: a courier's failed attempt opens a problem
 * once and asks the customer; the customer (or staff after a call, audited) answers once, within the rules, and the
 * answer goes to the carrier by its job; nobody answering by the deadline alerts the shop; the last attempt asks
 * nothing; a cash-on-delivery order asked to be delivered again stays to collect.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { auditLog, deliveryProblems, orders, outbox } from '../src/db/schema';
import { expireUnansweredDeliveryProblems } from '../src/flows/delivery-problems/deadline';
import { sendDeliveryAnswer } from '../src/flows/delivery-problems/send-answer';
import { indianDate } from '../src/kernel';
import { daysAfter } from '../src/shipping/delivery-problems';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createUser, resetDatabase, sessionTokenFor, staffSessionFor } from './support/fixtures';
import { ScriptedCarrier, scriptedWebhook, type ScriptedScan } from './support/scripted-carrier';
import { makeCashOnDelivery, placeTestOrder } from './support/shippable-orders';

const TOKEN = 'carrier-webhook-token-for-tests';
const quiet = { warn: () => undefined };

let start = Date.now();
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
const failed = (minutes: number, detail = 'Consignee not available'): ScriptedScan => ({ step: 'delivery_failed', at: at(minutes), key: `failed@${minutes}`, detail });

describe.each(RULE_DRIVERS)('delivery problems on %s', (driver) => {
  const carrier = new ScriptedCarrier();
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, CARRIER_WEBHOOK_TOKEN: TOKEN }, { carrier });
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    start = Date.now();
    await resetDatabase(db);
    carrier.reset();
    const session = await staffSessionFor(db, TEST_KEYS);
    staff = { id: session.user.id, token: session.token };
  });
  afterEach(() => setShopTime(null));

  const post = (payload: string) => t.app.inject({ method: 'POST', url: '/api/carrier/tracking/webhook', headers: { 'content-type': 'application/json', 'x-api-key': TOKEN }, payload });

  async function bookedOrder({ cashOnDelivery = false } = {}) {
    const order = await placeTestOrder(t, { paid: !cashOnDelivery });
    if (cashOnDelivery) await makeCashOnDelivery(db, order.id, 'confirmed');
    const booked = await api.post(`/api/admin/orders/${order.id}/book-shipment/`, { version: 1 }, staff.token);
    expect(booked.statusCode, booked.body).toBe(200);
    return { ...order, awb: booked.json<{ booking: { awb: string } }>().booking.awb };
  }

  const answer = (orderId: number, body: unknown, token: string) => api.post(`/api/user/orders/${orderId}/delivery-problem/`, body, token);
  const tomorrow = () => daysAfter(indianDate(new Date()), 1);

  it('opens a problem once from the courier’s failed attempt and asks the customer; the order and the list show it', async () => {
    const { id, awb, token, email } = await bookedOrder();
    const body = scriptedWebhook(awb, [failed(5, 'Consignee not available, door locked')]);
    expect((await post(body)).json()).toEqual({ status: 'applied' });
    expect((await post(body)).json()).toEqual({ status: 'duplicate' });

    const order = await api.get(`/api/user/orders/${id}/`, token);
    await expectToMatchContract('getOrder', 200, order.json());
    expect(order.json()).toMatchObject({
      delivery_status: 'shipped',
      delivery_problem: { status: 'open', reason: 'customer_unavailable', attempt: 1, max_attempts: 3, answer: null, answer_by: new Date(Date.parse(at(5)) + 24 * 3600_000).toISOString() },
    });
    const mails = await db.select({ event: outbox.event, subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
    expect(mails.map((mail) => mail.event)).toEqual(['order_confirmation', 'order_shipped', 'delivery_problem']);

    const listed = await api.get('/api/admin/delivery-problems/', staff.token);
    await expectToMatchContract('listDeliveryProblems', 200, listed.json());
    expect(listed.json()).toMatchObject({ total: 1, page: 1, page_size: 25, counts: { open: 1, answered: 0, expired: 0 }, items: [{ order_id: id, awb, customer_name: 'Asha Patel', carrier_status: null }] });
    expect((await api.get('/api/admin/dashboard/', staff.token)).json()).toMatchObject({ delivery_problems: 1 });
    expect((await api.get(`/api/admin/orders/${id}/`, staff.token)).json()).toMatchObject({ delivery_problem: { status: 'open', order_id: id } });
  });

  it('takes the customer’s answer once, sends it to the carrier by its job, and refuses a second with 409', async () => {
    const { id, awb, token } = await bookedOrder();
    await post(scriptedWebhook(awb, [failed(5, 'Address incomplete, no landmark')]));
    const day = tomorrow();
    const answered = await answer(id, { action: 'reattempt', date: day, phone: '+91 98765 43211', address_line: '  Flat 4, behind the temple  ' }, token);
    expect(answered.statusCode, answered.body).toBe(200);
    await expectToMatchContract('answerDeliveryProblem', 200, answered.json());
    expect(answered.json()).toMatchObject({
      delivery_problem: { status: 'answered', reason: 'address_incomplete', answer: { action: 'reattempt', date: day, phone: '9876543211', address_line: 'Flat 4, behind the temple', answered_by: 'customer' } },
    });

    const again = await answer(id, { action: 'return' }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: { action: [expect.stringContaining('already answered')] } });

    const [problem] = await db.select().from(deliveryProblems);
    expect(problem!.carrierStatus).toBe('pending');
    await sendDeliveryAnswer(db, carrier, problem!.id, quiet);
    expect(carrier.calls.filter((call) => call.step === 'answerDeliveryProblem').map((call) => call.args[0])).toEqual([
      { awb, action: 'reattempt', date: day, phone: '9876543211', addressLine: 'Flat 4, behind the temple' },
    ]);
    // A retried job sends nothing twice.
    await sendDeliveryAnswer(db, carrier, problem!.id, quiet);
    expect(carrier.calls.filter((call) => call.step === 'answerDeliveryProblem')).toHaveLength(1);
    expect((await api.get(`/api/admin/orders/${id}/`, staff.token)).json()).toMatchObject({ delivery_problem: { carrier_status: 'sent', carrier_error: null } });
  });

  it('retries an answer while the carrier is down, and records a refusal for staff', async () => {
    const { id, awb, token } = await bookedOrder();
    await post(scriptedWebhook(awb, [failed(5)]));
    expect((await answer(id, { action: 'return' }, token)).statusCode).toBe(200);
    const [problem] = await db.select().from(deliveryProblems);
    carrier.fail('answerDeliveryProblem', 'down');
    await expect(sendDeliveryAnswer(db, carrier, problem!.id, quiet)).rejects.toThrow(/down|did not answer/);
    carrier.fail('answerDeliveryProblem', 'refused', { message: 'NDR action already taken for this AWB' });
    await sendDeliveryAnswer(db, carrier, problem!.id, quiet);
    const listed = await api.get('/api/admin/delivery-problems/?status=answered', staff.token);
    expect(listed.json()).toMatchObject({ total: 1, items: [{ carrier_status: 'refused', carrier_error: 'NDR action already taken for this AWB', answer: { action: 'return' } }] });
  });

  it('refuses bad answers with 400 naming the field, another customer’s order with 404, and an order without a problem with 409', async () => {
    const { id, awb, token } = await bookedOrder();
    const stranger = await createUser(db, { email: 'stranger@example.in' });
    expect((await answer(id, { action: 'reattempt' }, await sessionTokenFor(TEST_KEYS, stranger))).statusCode).toBe(404);
    expect((await answer(id, { action: 'reattempt' }, token)).json()).toMatchObject({ errors: { action: [expect.stringContaining('no delivery problem')] } });
    await post(scriptedWebhook(awb, [failed(5)]));

    const today = indianDate(new Date());
    const cases: [unknown, string][] = [
      [{ action: 'reattempt', date: today }, 'date'],
      [{ action: 'reattempt', date: daysAfter(today, 6) }, 'date'],
      [{ action: 'reattempt', date: 'tomorrow' }, 'date'],
      [{ action: 'reattempt', phone: '12345' }, 'phone'],
      [{ action: 'reattempt', address_line: '   ' }, 'address_line'],
      [{ action: 'reattempt', address_line: 'x'.repeat(201) }, 'address_line'],
      [{ action: 'return', date: tomorrow() }, 'date'],
      [{ action: 'leave it at the gate' }, 'action'],
      [{}, 'action'],
    ];
    for (const [body, field] of cases) {
      const refused = await answer(id, body, token);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json<{ errors: Record<string, unknown> }>().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await db.select().from(deliveryProblems))[0]!.status).toBe('open');
    expect((await answer(id, { action: 'reattempt', date: daysAfter(today, 5) }, token)).statusCode).toBe(200);
  });

  it('lets staff answer for the customer, audited with who; of two staff at once one wins', async () => {
    const { id, awb } = await bookedOrder();
    await post(scriptedWebhook(awb, [failed(5)]));
    const colleague = await staffSessionFor(db, TEST_KEYS, { email: 'colleague@example.in' });
    const both = await Promise.all([
      api.post(`/api/admin/orders/${id}/delivery-problem/`, { action: 'reattempt', phone: '9123456789' }, staff.token),
      api.post(`/api/admin/orders/${id}/delivery-problem/`, { action: 'return' }, colleague.token),
    ]);
    expect(both.map((each) => each.statusCode).sort()).toEqual([200, 409]);
    const won = both.find((each) => each.statusCode === 200)!;
    await expectToMatchContract('adminAnswerDeliveryProblem', 200, won.json());
    expect(won.json()).toMatchObject({ status: 'answered', answer: { answered_by: 'staff' }, carrier_status: 'pending' });
    const entries = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'delivery_problem'), eq(auditLog.action, 'delivery_problem.answer')));
    expect(entries).toHaveLength(1);
    expect([staff.id, colleague.user.id]).toContain(entries[0]!.actorId);
    // The number given to the courier is the customer's: not in a log every staff member reads.
    expect(JSON.stringify(entries[0]!.after)).not.toContain('9123456789');
    expect((await api.post(`/api/admin/orders/${id}/delivery-problem/`, { action: 'return' })).statusCode).toBe(401);
  });

  it('forgets the phone and address line given to the courier when the customer is erased', async () => {
    const { id, awb, token } = await bookedOrder();
    await post(scriptedWebhook(awb, [failed(5)]));
    expect((await answer(id, { action: 'reattempt', phone: '9123456789', address_line: 'Behind the temple' }, token)).statusCode).toBe(200);
    const [owner] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id));
    const customer = (await api.get(`/api/admin/customers/${owner!.userId}/`, staff.token)).json<{ version: number; email: string }>();
    const erased = await api.post(`/api/admin/customers/${owner!.userId}/erase/`, { version: customer.version, email: customer.email }, staff.token);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await db.select({ action: deliveryProblems.action, phone: deliveryProblems.phone, line: deliveryProblems.addressLine }).from(deliveryProblems)).toEqual([
      { action: 'reattempt', phone: null, line: null },
    ]);
  });

  it('alerts the shop when nobody answers by the deadline, and refuses a late answer', async () => {
    const { id, awb, token } = await bookedOrder();
    await post(scriptedWebhook(awb, [failed(5)]));
    const afterDeadline = new Date(Date.parse(at(5)) + 25 * 3600_000);
    expect(await expireUnansweredDeliveryProblems(db, { siteUrl: t.config.siteUrl, shopEmail: 'shop@example.in' }, afterDeadline)).toBe(1);
    expect(await expireUnansweredDeliveryProblems(db, { siteUrl: t.config.siteUrl, shopEmail: 'shop@example.in' }, afterDeadline)).toBe(0);
    const alerts = await db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, 'shop@example.in'));
    expect(alerts).toEqual([{ subject: `Delivery problem of order #${id} unanswered` }]);
    const late = await answer(id, { action: 'reattempt' }, token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errors: { action: [expect.stringContaining('time to answer ended')] } });
  });

  it('asks again at the next failed attempt, not at the last one, and keeps a cash-on-delivery order to collect', async () => {
    const { id, awb, token } = await bookedOrder({ cashOnDelivery: true });
    await post(scriptedWebhook(awb, [failed(5)]));
    expect((await answer(id, { action: 'reattempt' }, token)).statusCode).toBe(200);
    expect((await db.select({ payment: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0]).toEqual({ payment: 'to_collect' });
    await post(scriptedWebhook(awb, [failed(5), failed(60, 'Customer refused the parcel')]));
    await post(scriptedWebhook(awb, [failed(5), failed(60, 'Customer refused the parcel'), failed(120)]));
    const problems = await db.select({ attempt: deliveryProblems.attempt, reason: deliveryProblems.reason, status: deliveryProblems.status }).from(deliveryProblems).orderBy(deliveryProblems.id);
    expect(problems).toEqual([
      { attempt: 1, reason: 'customer_unavailable', status: 'answered' },
      { attempt: 2, reason: 'refused', status: 'open' },
    ]);
  });
});
