/**
 * A site survey's fee paid online, through HTTP with Razorpay configured (the fake Razorpay on loopback), on
 * PostgreSQL: a free survey confirmed as before; a paid one confirmed only by a verified payment of exactly the fee
 * as held; another customer's booking 404; the webhook confirming when the browser never reports, once however
 * often it is delivered; a payment after the hold ran out confirming a still-free slot, and refunded in full when
 * the slot was taken; the owner's refund rule on cancellation; the reminder the day before, once per start, by mail and on WhatsApp
 * where the customer allowed order updates; the data export
 * and erasure of a paid survey.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { remindUpcomingVisits } from '../src/bookings';
import type { Database } from '../src/db/database';
import { bookings, messagingConsents, outbox, refunds } from '../src/db/schema';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { FakeRazorpay } from './support/fake-razorpay';
import { createUser, resetDatabase, sessionTokenFor, setSurveyFee, staffSessionFor } from './support/fixtures';
import { proveNumber } from './support/proved-number';
import { surveyCrew, WEEKDAY_MORNINGS } from './support/surveys';

// Monday 1 June 2026, 10:00 in India.
const NOW = new Date('2026-06-01T04:30:00Z');
const MINUTE = 60 * 1000;
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();
const visit = (startsAt: string) => ({
  kind: 'survey',
  starts_at: startsAt,
  pincode: '411001',
  address: '12 Lake Road, Kothrud',
  contact_name: 'Asha Patel',
  contact_phone: '9876543210',
  contact_email: 'asha@example.in',
  note: null,
});

interface Booking {
  id: number;
  status: string;
  fee_paid: number | null;
  refund: { amount: number; status: string } | null;
}
interface Payment {
  booking_id: number;
  razorpay_order_id: string;
  razorpay_amount: number;
  provider: string;
}

describe.each(RULE_DRIVERS)('a site survey’s fee paid online on %s', (driver) => {
  let razorpay: FakeRazorpay;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let owner: string;
  let shopper: string;
  let stranger: string;
  beforeAll(async () => {
    razorpay = await new FakeRazorpay().start();
    t = await startTestApp(driver, { ...ACCOUNT_ENV, ...razorpay.env() });
    api = client(t);
    db = t.database.db;
  });
  afterAll(async () => {
    setShopTime(null);
    await t?.close();
    await razorpay?.stop();
  });
  beforeEach(async () => {
    setShopTime(NOW);
    await resetDatabase(db);
    owner = (await staffSessionFor(db, TEST_KEYS)).token;
    shopper = await sessionTokenFor(TEST_KEYS, await createUser(db));
    stranger = await sessionTokenFor(TEST_KEYS, await createUser(db));
  });

  const setFee = (feePaise: number) => setSurveyFee(db, feePaise);
  const newCrew = (hours = WEEKDAY_MORNINGS) => surveyCrew(api, owner, '411', hours);
  const hold = async (startsAt: string, token = shopper) => {
    const held = await api.post('/api/user/bookings/', visit(startsAt), token);
    expect(held.statusCode, held.body).toBe(201);
    return held.json<Booking>();
  };
  const startPayment = async (id: number, token = shopper) => {
    const started = await api.post(`/api/user/bookings/${id}/payment/`, undefined, token);
    expect(started.statusCode, started.body).toBe(200);
    return started.json<Payment>();
  };
  const verify = (id: number, report: object, token = shopper) => api.post(`/api/user/bookings/${id}/payment/verify/`, report, token);
  const deliver = (delivery: { body: string; signature: string; eventId: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': delivery.signature, 'x-razorpay-event-id': delivery.eventId },
      payload: delivery.body,
    });
  const mails = async (event: string) => db.select().from(outbox).where(eq(outbox.event, event));
  const errorsOf = (response: { json: <T>() => T }) => Object.keys(response.json<{ errors: Record<string, string[]> }>().errors);
  /** A held survey paid through the browser's report. */
  const paidBooking = async (startsAt: string) => {
    const booking = await hold(startsAt);
    const payment = await startPayment(booking.id);
    const paid = await verify(booking.id, razorpay.pay(payment.razorpay_order_id));
    expect(paid.statusCode, paid.body).toBe(200);
    return booking;
  };

  it('confirms a free survey as before, with nothing to pay', async () => {
    await newCrew();
    const booking = await hold(at('2026-06-02', '09:00'));
    const refused = await api.post(`/api/user/bookings/${booking.id}/payment/`, undefined, shopper);
    expect([refused.statusCode, errorsOf(refused)]).toEqual([409, ['fee']]);
    const confirmed = await api.post(`/api/user/bookings/${booking.id}/confirm/`, undefined, shopper);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', fee: 0, fee_paid: null, refund: null });
    expect((await mails('booking_confirmed'))[0]!.textBody).toContain('free of charge');
    expect(razorpay.orders.size).toBe(0);
  });

  it('confirms a survey with a fee only by a verified payment of the fee as held, once, and never another customer’s', async () => {
    await setFee(49900);
    await newCrew();
    const booking = await hold(at('2026-06-02', '09:00'));
    const unpaid = await api.post(`/api/user/bookings/${booking.id}/confirm/`, undefined, shopper);
    expect([unpaid.statusCode, errorsOf(unpaid)]).toEqual([409, ['payment']]);

    // The owner raising the fee meanwhile changes nothing for a slot already held; asking again answers the same order.
    await setFee(99900);
    const payment = await startPayment(booking.id);
    await expectToMatchContract('startBookingPayment', 200, payment);
    expect(payment).toMatchObject({ booking_id: booking.id, razorpay_amount: 49900, provider: 'razorpay', currency: 'INR' });
    expect(razorpay.orders.get(payment.razorpay_order_id)?.amount).toBe(49900);
    expect((await startPayment(booking.id)).razorpay_order_id).toBe(payment.razorpay_order_id);
    expect(razorpay.orders.size).toBe(1);

    for (const path of ['payment/', 'payment/demo/']) expect((await api.post(`/api/user/bookings/${booking.id}/${path}`, undefined, stranger)).statusCode).toBe(404);
    const theirs = razorpay.pay(payment.razorpay_order_id);
    expect((await verify(booking.id, theirs, stranger)).statusCode).toBe(404);

    // Another booking's genuine payment, and a forged signature, pay nothing; a failed payment leaves the hold.
    const other = await startPayment((await hold(at('2026-06-03', '09:00'))).id);
    const cheap = await verify(booking.id, razorpay.pay(other.razorpay_order_id));
    expect(cheap.statusCode).toBe(400);
    await expectToMatchContract('verifyBookingPayment', 400, cheap.json());
    expect((await verify(booking.id, { ...theirs, razorpay_signature: '0'.repeat(64) })).statusCode).toBe(400);
    expect((await verify(booking.id, { razorpay_order_id: payment.razorpay_order_id, razorpay_error: { code: 'BAD_REQUEST_ERROR', description: 'Dismissed' } })).statusCode).toBe(400);
    expect((await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('held');

    const paid = await verify(booking.id, theirs);
    expect(paid.statusCode, paid.body).toBe(200);
    await expectToMatchContract('verifyBookingPayment', 200, paid.json());
    expect(paid.json()).toMatchObject({ status: 'success', booking: { status: 'confirmed', fee: 499, fee_paid: 499, free_cancel_until: new Date(Date.parse(at('2026-06-02', '09:00')) - 24 * 60 * MINUTE).toISOString() } });
    expect((await verify(booking.id, theirs)).json()).toMatchObject({ status: 'success', booking: { status: 'confirmed' } });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ paymentId: theirs.razorpay_payment_id, paidPaise: 49900, paymentProvider: 'razorpay' });
    const confirmations = await mails('booking_confirmed');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.textBody).toContain('fee of ₹499.00: thank you');
    const staffWeek = await api.get('/api/admin/bookings/?from=2026-06-01', owner);
    await expectToMatchContract('listAdminBookings', 200, staffWeek.json());
    expect(staffWeek.json<{ booking: { id: number } }[]>().find((row) => row.booking.id === booking.id)).toMatchObject({ payment_id: theirs.razorpay_payment_id, booking: { fee_paid: 499 } });
  });

  it('confirms by the webhook when the browser never reports, and a replayed webhook changes nothing', async () => {
    await setFee(49900);
    await newCrew();
    const booking = await hold(at('2026-06-02', '09:00'));
    const payment = await startPayment(booking.id);
    const paid = razorpay.pay(payment.razorpay_order_id);
    const delivery = razorpay.webhook('payment.captured', payment.razorpay_order_id, paid.razorpay_payment_id);
    expect((await deliver(delivery)).json()).toEqual({ status: 'processed' });
    expect((await deliver(delivery)).json()).toEqual({ status: 'duplicate' });
    // Razorpay's order.paid for the same payment, under its own event id.
    expect((await deliver(razorpay.webhook('order.paid', payment.razorpay_order_id, paid.razorpay_payment_id))).statusCode).toBe(200);
    const mine = await api.get('/api/user/account/bookings/', shopper);
    await expectToMatchContract('listMyBookings', 200, mine.json());
    expect(mine.json()).toMatchObject([{ id: booking.id, status: 'confirmed', fee_paid: 499 }]);
    expect(await mails('booking_confirmed')).toHaveLength(1);
    // The browser coming back late agrees.
    expect((await verify(booking.id, paid)).json()).toMatchObject({ status: 'success', booking: { status: 'confirmed' } });
    // A failed attempt reported by the webhook afterwards changes nothing.
    expect((await deliver(razorpay.webhook('payment.failed', payment.razorpay_order_id, 'pay_failedlater'))).statusCode).toBe(200);
    expect((await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('confirmed');
  });

  it('confirms a payment that arrives after the hold ran out while the slot is still free', async () => {
    await setFee(49900);
    await newCrew();
    const booking = await hold(at('2026-06-02', '09:00'));
    const payment = await startPayment(booking.id);
    setShopTime(new Date(NOW.getTime() + 30 * MINUTE));
    // The sweep wrote the hold down meanwhile.
    await api.get('/api/user/account/bookings/', shopper);
    await db.execute(sql`update bookings set status = 'cancelled', hold_expires_at = null, cancel_reason = 'The slot was held but not confirmed in time.' where id = ${booking.id}`);
    const paid = await verify(booking.id, razorpay.pay(payment.razorpay_order_id));
    expect(paid.json()).toMatchObject({ status: 'success', booking: { status: 'confirmed', fee_paid: 499, refund: null, cancel_reason: null } });
    expect(await db.select().from(refunds)).toEqual([]);
  });

  it('refunds in full at once a payment that arrives after the slot went to someone else, and mails the customer', async () => {
    await setFee(49900);
    await newCrew([{ weekday: 2, start: '09:00', end: '10:00' }]);
    const booking = await hold(at('2026-06-02', '09:00'));
    const payment = await startPayment(booking.id);
    setShopTime(new Date(NOW.getTime() + 11 * MINUTE));
    await hold(at('2026-06-02', '09:00'), stranger);
    const paid = razorpay.pay(payment.razorpay_order_id);
    const answer = await verify(booking.id, paid);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'success', booking: { status: 'cancelled', fee_paid: 499, refund: { amount: 499, status: 'pending' } } });
    expect(razorpay.refundCalls).toMatchObject([{ paymentId: paid.razorpay_payment_id }]);
    const [refund] = [...razorpay.refunds.values()];
    expect(refund).toMatchObject({ amount: 49900 });
    const [mail] = await mails('booking_fee_refunded');
    expect(mail!.textBody).toContain('booked by someone else');
    expect(mail!.textBody).toContain('₹499.00 in full');
    // Razorpay settles it; the webhook's word is final, and a replay changes nothing.
    const processed = razorpay.refundWebhook('refund.processed', refund!.id);
    expect((await deliver(processed)).json()).toEqual({ status: 'processed' });
    expect((await deliver(processed)).json()).toEqual({ status: 'duplicate' });
    expect((await api.get('/api/user/account/bookings/', shopper)).json()).toMatchObject([{ id: booking.id, status: 'cancelled', refund: { amount: 499, status: 'processed' } }]);
    // The webhook of the same payment, arriving late, refunds nothing twice.
    expect((await deliver(razorpay.webhook('payment.captured', payment.razorpay_order_id, paid.razorpay_payment_id))).statusCode).toBe(200);
    expect(await db.select().from(refunds)).toHaveLength(1);
    expect(razorpay.refunds.size).toBe(1);
  });

  it('refunds a cancelled paid survey by the owner’s rule: in full early, nothing late, in full when the shop cancels', async () => {
    await setFee(49900);
    await newCrew();
    const early = await paidBooking(at('2026-06-04', '09:00'));
    const late = await paidBooking(at('2026-06-02', '09:00'));
    const byShop = await paidBooking(at('2026-06-02', '10:00'));
    const callsBefore = razorpay.refundCalls.length;

    const cancelledEarly = await api.post(`/api/user/bookings/${early.id}/cancel/`, undefined, shopper);
    expect(cancelledEarly.statusCode, cancelledEarly.body).toBe(200);
    await expectToMatchContract('cancelBooking', 200, cancelledEarly.json());
    expect(cancelledEarly.json()).toMatchObject({ status: 'cancelled', refund: { amount: 499, status: 'pending' } });
    expect((await mails('booking_fee_refunded'))[0]!.textBody).toContain('in time for its fee to be refunded');

    const cancelledLate = await api.post(`/api/user/bookings/${late.id}/cancel/`, undefined, shopper);
    expect(cancelledLate.json()).toMatchObject({ status: 'cancelled', fee_paid: 499, refund: null });

    const cancelledByShop = await api.post(`/api/admin/bookings/${byShop.id}/cancel/`, { reason: 'Our fitter is unwell.' }, owner);
    expect(cancelledByShop.statusCode, cancelledByShop.body).toBe(200);
    await expectToMatchContract('cancelAdminBooking', 200, cancelledByShop.json());
    expect(cancelledByShop.json()).toMatchObject({ booking: { status: 'cancelled', refund: { amount: 499 } } });
    expect((await mails('booking_cancelled'))[0]!.textBody).toContain('₹499.00 you paid is refunded in full');

    expect(razorpay.refundCalls.slice(callsBefore).map((call) => (call.body as { amount: number }).amount)).toEqual([49900, 49900]);
    expect(await db.select({ bookingId: refunds.bookingId, amountPaise: refunds.amountPaise }).from(refunds).orderBy(refunds.id)).toEqual([
      { bookingId: early.id, amountPaise: 49900 },
      { bookingId: byShop.id, amountPaise: 49900 },
    ]);
  });

  it('reminds each confirmed visit’s contact once, by mail and on WhatsApp where allowed, from 10:00 in India the day before, and again when moved', async () => {
    await newCrew();
    const customer = await createUser(db, { name: 'Asha Patel' });
    shopper = await sessionTokenFor(TEST_KEYS, customer);
    await db.insert(messagingConsents).values({ userId: customer.id, purpose: 'order_updates', channel: 'whatsapp', granted: true, source: 'account', mobile: '9876543210' });
    await proveNumber(db, customer.id, '9876543210');
    const tomorrow = await hold(at('2026-06-02', '09:00'));
    const later = await hold(at('2026-06-03', '09:00'));
    const unconfirmed = await hold(at('2026-06-02', '11:00'));
    const cancelled = await hold(at('2026-06-02', '10:00'));
    for (const { id } of [tomorrow, later, cancelled]) expect((await api.post(`/api/user/bookings/${id}/confirm/`, undefined, shopper)).statusCode).toBe(200);
    expect((await api.post(`/api/user/bookings/${cancelled.id}/cancel/`, undefined, shopper)).statusCode).toBe(200);
    expect(unconfirmed.status).toBe('held');

    expect(await remindUpcomingVisits(db, new Date(NOW.getTime() - MINUTE), 'https://shop.test')).toBe(0);
    // Two instances' sweeps at once, then a retried one: one mail and one WhatsApp message.
    const sent = await Promise.all([remindUpcomingVisits(db, NOW, 'https://shop.test'), remindUpcomingVisits(db, NOW, 'https://shop.test')]);
    expect(sent.reduce((total, count) => total + count, 0)).toBe(1);
    expect(await remindUpcomingVisits(db, NOW, 'https://shop.test')).toBe(0);
    const reminders = await mails('booking_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ recipient: 'asha@example.in' });
    expect(reminders[0]!.textBody).toContain(`booking #${tomorrow.id}`);
    const messages = await mails('visit_reminder');
    expect(messages.map(({ channel, recipient, orderId, parameters }) => ({ channel, recipient, orderId, parameters }))).toEqual([
      { channel: 'whatsapp', recipient: '9876543210', orderId: null, parameters: ['Asha', 'site survey', expect.stringContaining('2 Jun 2026'), 'https://shop.test/account/bookings'] },
    ]);

    // The visit moved to the day after (as staff would move it): reminded again for its new day, once.
    await db.update(bookings).set({ startsAt: new Date(at('2026-06-03', '11:00')), endsAt: new Date(at('2026-06-03', '12:00')) }).where(eq(bookings.id, tomorrow.id));
    const dayBefore = new Date('2026-06-02T04:30:00Z');
    expect(await Promise.all([remindUpcomingVisits(db, dayBefore, 'https://shop.test'), remindUpcomingVisits(db, dayBefore, 'https://shop.test')]).then((counts) => counts.reduce((a, b) => a + b, 0))).toBe(2);
    expect(await mails('booking_reminder')).toHaveLength(3);
    expect((await mails('visit_reminder')).sort((a, b) => a.id - b.id).map((message) => message.parameters[2])).toEqual([expect.stringContaining('2 Jun'), expect.stringContaining('3 Jun'), expect.stringContaining('3 Jun')]);
  });

  it('lists bookings in the data export, and erasure keeps only a paid fee’s facts', async () => {
    await setFee(49900);
    await newCrew();
    const user = await createUser(db);
    const token = await sessionTokenFor(TEST_KEYS, user);
    shopper = token;
    const paid = await paidBooking(at('2026-06-02', '09:00'));
    const unpaid = await hold(at('2026-06-03', '09:00'));
    const exported = await api.get(`/api/admin/customers/${user.id}/export/`, owner);
    expect(exported.statusCode, exported.body).toBe(200);
    await expectToMatchContract('exportCustomerData', 200, exported.json());
    expect(exported.json<{ bookings: unknown[] }>().bookings).toMatchObject([
      { id: unpaid.id, pincode: '411001', fee_paise: 49900, paid_paise: null, refunded_paise: 0 },
      { id: paid.id, status: 'confirmed', kind: 'survey', fee_paise: 49900, paid_paise: 49900, refunded_paise: 0 },
    ]);

    const erased = await api.post(`/api/admin/customers/${user.id}/erase/`, { version: user.version, email: user.email }, owner);
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await db.select().from(bookings);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: paid.id, status: 'cancelled', userId: null, contactName: null, contactPhone: null, contactEmail: null, address: null, note: null, paidPaise: 49900 });
    expect(left[0]!.paymentId).toMatch(/^pay_/);
    expect(left[0]!.paidAt).not.toBeNull();
  });
});
