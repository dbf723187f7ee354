/**
 * A site survey's fee paid online gets a GST tax invoice, and its refund a credit note (decision 060), through HTTP
 * with the fake Razorpay on PostgreSQL: one invoice in the shop's series however the payment is reported, CGST and
 * SGST at a site in the shop's state and IGST elsewhere, a B2B invoice for a business that gave its GSTIN (decision 069), the download owner-checked, a credit note when the fee is
 * refunded, none of either for a payment refunded on arrival, and the accountant's register, the data export and
 * erasure keeping them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { bookings, creditNotes, documentSeries, invoices } from '../src/db/schema';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { FakeRazorpay } from './support/fake-razorpay';
import { createUser, resetDatabase, sessionTokenFor, setSurveyFee, staffSessionFor } from './support/fixtures';
import { pdfText } from './support/pdf-text';
import { surveyCrew, WEEKDAY_MORNINGS } from './support/surveys';

// Monday 1 June 2026, 10:00 in India: financial year 2026-27.
const NOW = new Date('2026-06-01T04:30:00Z');
const MINUTE = 60 * 1000;
const at = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();
const flat = (text: string) => text.replace(/\s+/g, ' ');

interface Booking {
  id: number;
  status: string;
  gstin?: string | null;
  invoice_number: string | null;
  credit_notes: { id: number; number: string }[];
}

describe.each(RULE_DRIVERS)('a survey fee’s tax invoice on %s', (driver) => {
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
    await setSurveyFee(db, 49900);
  });

  const newCrew = (prefix: string, hours = WEEKDAY_MORNINGS) => surveyCrew(api, owner, prefix, hours);
  const visit = (startsAt: string, pincode = '411001') => ({ kind: 'survey', starts_at: startsAt, pincode, address: '12 Lake Road, Kothrud', contact_name: 'Asha Patel', contact_phone: '9876543210', contact_email: 'asha@example.in', note: null });
  const hold = async (startsAt: string, pincode = '411001', token = shopper, business = {}) => {
    const held = await api.post('/api/user/bookings/', { ...visit(startsAt, pincode), ...business }, token);
    expect(held.statusCode, held.body).toBe(201);
    return held.json<Booking>();
  };
  const startPayment = async (id: number) => {
    const started = await api.post(`/api/user/bookings/${id}/payment/`, undefined, shopper);
    expect(started.statusCode, started.body).toBe(200);
    return started.json<{ razorpay_order_id: string }>().razorpay_order_id;
  };
  const deliver = (delivery: { body: string; signature: string; eventId: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': delivery.signature, 'x-razorpay-event-id': delivery.eventId },
      payload: delivery.body,
    });
  const paidBooking = async (startsAt: string, pincode = '411001', business = {}) => {
    const booking = await hold(startsAt, pincode, shopper, business);
    const paid = await api.post(`/api/user/bookings/${booking.id}/payment/verify/`, razorpay.pay(await startPayment(booking.id)), shopper);
    expect(paid.statusCode, paid.body).toBe(200);
    return booking;
  };
  const myBookings = async () => (await api.get('/api/user/account/bookings/', shopper)).json<Booking[]>();
  const download = async (path: string, token = shopper) => {
    const response = await api.get(path, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return { disposition: response.headers['content-disposition'], text: await pdfText(response.rawPayload) };
  };

  it('issues one invoice in the shop’s series whether the browser or the webhook reports first, with CGST and SGST in Maharashtra', async () => {
    await newCrew('411');
    // Forty-one invoices of orders this year already: the fee's invoice is the 42nd of the same series.
    await db.insert(documentSeries).values({ series: 'invoice', financialYear: '2026-27', lastNumber: 41 });
    const booking = await hold(at('2026-06-02', '09:00'));
    const providerOrderId = await startPayment(booking.id);
    const paid = razorpay.pay(providerOrderId);
    expect((await deliver(razorpay.webhook('payment.captured', providerOrderId, paid.razorpay_payment_id))).json()).toEqual({ status: 'processed' });
    expect((await api.post(`/api/user/bookings/${booking.id}/payment/verify/`, paid, shopper)).statusCode).toBe(200);
    expect((await deliver(razorpay.webhook('order.paid', providerOrderId, paid.razorpay_payment_id))).statusCode).toBe(200);

    expect(await db.select({ number: invoices.number, bookingId: invoices.bookingId, orderId: invoices.orderId }).from(invoices)).toEqual([{ number: 'BSI/26-27/000042', bookingId: booking.id, orderId: null }]);
    const listed = await api.get('/api/user/account/bookings/', shopper);
    await expectToMatchContract('listMyBookings', 200, listed.json());
    expect(listed.json()).toMatchObject([{ id: booking.id, status: 'confirmed', invoice_number: 'BSI/26-27/000042', credit_notes: [] }]);

    const { disposition, text } = await download(`/api/user/bookings/${booking.id}/invoice/`);
    expect(disposition).toBe('attachment; filename="BSI-26-27-000042.pdf"');
    expect(text).toMatch(/Tax invoice/);
    expect(text).toMatch(/Invoice no\.:\s+BSI\/26-27\/000042/);
    expect(text).toMatch(new RegExp(`Booking:\\s+#${booking.id} \\(site survey\\)`));
    expect(text).toMatch(/Place of supply:\s+Maharashtra \(27\)/);
    expect(flat(text)).toContain('Bill to / Site Asha Patel 12 Lake Road, Kothrud Maharashtra 411001 Phone: 9876543210');
    // 499.00 with 18 % → taxable 422.88, tax 76.12 split 38.06 + 38.06; the survey's SAC code on its line.
    expect(flat(text)).toMatch(/Site survey 998399 1 499\.00 422\.88 18% 38\.06 38\.06 499\.00/);
    expect(text).toMatch(/CGST\s+Rs\.38\.06/);
    expect(text).toMatch(/SGST\s+Rs\.38\.06/);
    expect(text).not.toMatch(/IGST/);
    expect(text).toMatch(/Total \(GST included\)\s+Rs\.499\.00/);

    // The staff's view of the booking names it too.
    const week = await api.get('/api/admin/bookings/?from=2026-06-01', owner);
    expect(week.json<{ booking: Booking }[]>().find((row) => row.booking.id === booking.id)?.booking.invoice_number).toBe('BSI/26-27/000042');
  });

  it('charges IGST at a site in another state, and keeps another customer’s invoice from them', async () => {
    await newCrew('700');
    const booking = await paidBooking(at('2026-06-02', '09:00'), '700016');
    const { text } = await download(`/api/user/bookings/${booking.id}/invoice/`);
    expect(text).toMatch(/Place of supply:\s+West Bengal \(19\)/);
    expect(text).toMatch(/IGST\s+Rs\.76\.12/);
    expect(text).not.toMatch(/CGST/);

    const theirs = await api.get(`/api/user/bookings/${booking.id}/invoice/`, stranger);
    expect(theirs.statusCode).toBe(404);
    await expectToMatchContract('getBookingInvoice', 404, theirs.json());
    const unpaid = await hold(at('2026-06-03', '09:00'), '700016');
    const none = await api.get(`/api/user/bookings/${unpaid.id}/invoice/`, shopper);
    expect([none.statusCode, none.json<{ code: string }>().code]).toEqual([409, 'booking_not_invoiced']);
    await expectToMatchContract('getBookingInvoice', 409, none.json());
  });

  it('bills a business that gave its GSTIN with a B2B invoice naming it, and refuses a wrong one naming the field, holding nothing', async () => {
    await newCrew('411');
    const wrong = await api.post('/api/user/bookings/', { ...visit(at('2026-06-02', '09:00')), gstin: '27aapfu0939f1zw', business_name: 'Patel Agro Mills' }, shopper);
    expect([wrong.statusCode, Object.keys(wrong.json<{ errors: object }>().errors)]).toEqual([400, ['gstin']]);
    await expectToMatchContract('createBooking', 400, wrong.json());
    const nameless = await api.post('/api/user/bookings/', { ...visit(at('2026-06-02', '09:00')), gstin: '27AAPFU0939F1ZV' }, shopper);
    expect([nameless.statusCode, Object.keys(nameless.json<{ errors: object }>().errors)]).toEqual([400, ['business_name']]);
    expect(await db.select().from(bookings)).toEqual([]);

    const booking = await paidBooking(at('2026-06-02', '09:00'), '411001', { gstin: ' 27aapfu0939f1zv ', business_name: 'Patel Agro Mills' });
    expect(booking).toMatchObject({ gstin: '27AAPFU0939F1ZV', business_name: 'Patel Agro Mills' });
    const { text } = await download(`/api/user/bookings/${booking.id}/invoice/`);
    expect(flat(text)).toContain('Patel Agro Mills GSTIN: 27AAPFU0939F1ZV');
    const register = await api.get('/api/admin/reports/orders.csv?from=2026-04-01&to=2027-03-31', owner);
    expect(register.body).toContain(`Invoice,BSI/26-27/000001,2026-06-01,,Asha Patel,27AAPFU0939F1ZV,Maharashtra,Online,422.88,38.06,38.06,0.00,499.00,${booking.id}`);
  });

  it('issues a credit note against the invoice when the fee is refunded, in the register with the invoice', async () => {
    await newCrew('411');
    const booking = await paidBooking(at('2026-06-04', '09:00'));
    expect((await api.post(`/api/user/bookings/${booking.id}/cancel/`, undefined, shopper)).statusCode).toBe(200);
    const refund = [...razorpay.refunds.values()].at(-1);
    expect((await deliver(razorpay.refundWebhook('refund.processed', refund!.id))).json()).toEqual({ status: 'processed' });

    const [mine] = await myBookings();
    expect(mine).toMatchObject({ invoice_number: 'BSI/26-27/000001', credit_notes: [{ number: 'BCN/26-27/000001' }] });
    const note = mine!.credit_notes[0]!;
    const { disposition, text } = await download(`/api/user/bookings/${booking.id}/credit-notes/${note.id}/`);
    expect(disposition).toBe('attachment; filename="BCN-26-27-000001.pdf"');
    expect(text).toMatch(/Credit note/);
    expect(text).toMatch(/Against invoice:\s+BSI\/26-27\/000001/);
    expect(text).toMatch(/Total credited \(GST included\)\s+Rs\.499\.00/);
    expect(text).toMatch(/CGST\s+Rs\.38\.06/);
    expect((await api.get(`/api/user/bookings/${booking.id}/credit-notes/${note.id}/`, stranger)).statusCode).toBe(404);
    expect((await api.get(`/api/user/bookings/${booking.id}/credit-notes/${note.id + 1}/`, shopper)).statusCode).toBe(404);

    const register = await api.get('/api/admin/reports/orders.csv?from=2026-04-01&to=2027-03-31', owner);
    expect(register.statusCode, register.body).toBe(200);
    const rows = register.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows).toContain(`Invoice,BSI/26-27/000001,2026-06-01,,Asha Patel,,Maharashtra,Online,422.88,38.06,38.06,0.00,499.00,${booking.id}`);
    expect(rows.find((row) => row.startsWith('Credit note,BCN/26-27/000001,'))).toMatch(new RegExp(`,,Asha Patel,,Maharashtra,Online,-422\\.88,-38\\.06,-38\\.06,0\\.00,-499\\.00,${booking.id}$`));
  });

  it('issues neither for a payment refunded on arrival because the slot was taken', async () => {
    await newCrew('411', [{ weekday: 2, start: '09:00', end: '10:00' }]);
    const booking = await hold(at('2026-06-02', '09:00'));
    const providerOrderId = await startPayment(booking.id);
    setShopTime(new Date(NOW.getTime() + 11 * MINUTE));
    await hold(at('2026-06-02', '09:00'), '411001', stranger);
    const answer = await api.post(`/api/user/bookings/${booking.id}/payment/verify/`, razorpay.pay(providerOrderId), shopper);
    expect(answer.json()).toMatchObject({ status: 'success', booking: { status: 'cancelled', invoice_number: null } });
    const refund = [...razorpay.refunds.values()].at(-1);
    expect((await deliver(razorpay.refundWebhook('refund.processed', refund!.id))).json()).toEqual({ status: 'processed' });
    expect(await db.select().from(invoices)).toEqual([]);
    expect(await db.select().from(creditNotes)).toEqual([]);
    expect((await myBookings())[0]).toMatchObject({ invoice_number: null, credit_notes: [], refund: { status: 'processed' } });
  });

  it('lists the invoice in the data export, and erasure keeps it whole', async () => {
    await newCrew('411');
    const user = await createUser(db);
    shopper = await sessionTokenFor(TEST_KEYS, user);
    const booking = await paidBooking(at('2026-06-02', '09:00'));
    const exported = await api.get(`/api/admin/customers/${user.id}/export/`, owner);
    await expectToMatchContract('exportCustomerData', 200, exported.json());
    expect(exported.json<{ bookings: unknown[] }>().bookings).toMatchObject([{ id: booking.id, invoice_number: 'BSI/26-27/000001' }]);

    expect((await api.post(`/api/admin/customers/${user.id}/erase/`, { version: user.version, email: user.email }, owner)).statusCode).toBe(200);
    expect((await db.select({ contactName: bookings.contactName }).from(bookings).where(eq(bookings.id, booking.id)))[0]!.contactName).toBeNull();
    expect(await db.select({ bookingId: invoices.bookingId, buyerName: invoices.buyerName, buyerPhone: invoices.buyerPhone }).from(invoices)).toEqual([{ bookingId: booking.id, buyerName: 'Asha Patel', buyerPhone: '9876543210' }]);
  });
});
