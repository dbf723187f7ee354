/**
 * A paid site survey's fee adjusted against the customer's next order (decision 062), through HTTP on PostgreSQL:
 * offered from the visit to the owner's days after it, quoted and charged off the goods after the coupon with each
 * line's share taken off its taxable value, named on the order's invoice by the fee's own invoice, shown to the
 * customer and staff, used once, given back by a cancelled order while its time lasts, never by a refunded survey,
 * and the owner's days saved by the owner alone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, orderSurveyCredits, outbox } from '../src/db/schema';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop, type Buyer, type Line } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { insertCoupon } from './support/coupons';
import { RULE_DRIVERS } from './support/databases';
import { createProduct, resetDatabase, setSurveyFee, staffSessionFor } from './support/fixtures';
import { pdfText } from './support/pdf-text';
import { paidSurvey, surveyCrew } from './support/surveys';

// Monday 1 June 2026, 10:00 in India; the survey is the next morning, and orders follow it.
const BEFORE_VISIT = new Date('2026-06-01T04:30:00Z');
const VISIT = '2026-06-02T09:00:00+05:30';
const AFTER_VISIT = new Date('2026-06-03T04:30:00Z');
// 90 days after 2 June is 31 August, to its end in India.
const LAST_DAY = '2026-08-31';

interface Quote {
  subtotal_paise: number;
  discount_paise: number;
  shipping_paise: number;
  survey_credit?: { booking_id: number; invoice_number: string | null; amount_paise: number; last_day: string } | null;
}

describe.each(RULE_DRIVERS)('a survey fee adjusted against the next order on %s', (driver) => {
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;
  let owner: string;
  let buyer: Buyer;
  let items: Line[];

  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    shop = codShop(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    setShopTime(BEFORE_VISIT);
    await resetDatabase(t.database.db);
    owner = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
    await shop.saveSettings(owner, { shipping_fee_paise: 9900, free_shipping_from_paise: 99900 });
    await setSurveyFee(t.database.db, 49900);
    await surveyCrew(shop.api, owner);
    buyer = await shop.buyer();
    const nets = await createProduct(t.database.db, { pricePaise: 60000, stock: 10 });
    const spikes = await createProduct(t.database.db, { pricePaise: 50000, stock: 10 });
    items = [
      { product: nets.id, quantity: 1 },
      { product: spikes.id, quantity: 1 },
    ];
  });
  afterEach(() => setShopTime(null));

  const quote = async (coupon_code: string | null = null) => {
    const quoted = await shop.api.post('/api/user/orders/quote/', { address: buyer.addressId, items, coupon_code }, buyer.token);
    expect(quoted.statusCode, quoted.body).toBe(200);
    await expectToMatchContract('quoteOrder', 200, quoted.json());
    return quoted.json<Quote>();
  };
  const placeOrder = async (coupon_code: string | null = null) => {
    const placed = await shop.api.post('/api/user/orders/', { address: buyer.addressId, items, coupon_code }, buyer.token);
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<{ id: number; razorpay_amount: number }>();
  };
  const feeCredit = async (bookingId: number) => {
    const listed = await shop.api.get('/api/user/account/bookings/', buyer.token);
    await expectToMatchContract('listMyBookings', 200, listed.json());
    return listed.json<{ id: number; fee_credit?: unknown }[]>().find((booking) => booking.id === bookingId)!.fee_credit;
  };

  it('takes the fee off the goods after the coupon once the visit came, on the quote, the order, its lines, its invoice and both views, once', async () => {
    const bookingId = await paidSurvey(shop.api, buyer.token, VISIT);
    // Before the visit the customer may still cancel for a refund: the fee waits for it.
    expect((await quote()).survey_credit).toBeNull();
    expect(await feeCredit(bookingId)).toEqual({ amount: 499, last_day: LAST_DAY, order_id: null });

    setShopTime(AFTER_VISIT);
    await insertCoupon(t.database.db, { code: 'FLAT100', amountOffPaise: 10000, minOrderPaise: 50000, startsAt: new Date('2026-06-01T00:00:00Z'), endsAt: new Date('2026-07-01T00:00:00Z') });
    const quoted = await quote('FLAT100');
    // ₹1,100 less the coupon's ₹100 is ₹1,000: it ships free (the credit does not change that), and ₹499 comes off it.
    expect(quoted).toMatchObject({ subtotal_paise: 110000, discount_paise: 10000, shipping_paise: 0 });
    expect(quoted.survey_credit).toEqual({ booking_id: bookingId, invoice_number: expect.stringMatching(/^BSI\/26-27\/\d{6}$/), amount_paise: 49900, last_day: LAST_DAY });

    const { id, razorpay_amount } = await placeOrder('FLAT100');
    expect(razorpay_amount).toBe(110000 - 10000 - 49900);
    // Shared 545.45 : 454.55 (what each line cost after its coupon share).
    const lines = await t.database.db.select({ discount: orderItems.discountPaise, credit: orderItems.surveyCreditPaise }).from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);
    expect(lines).toEqual([
      { discount: 5455, credit: 27218 },
      { discount: 4545, credit: 22682 },
    ]);
    expect((await quote()).survey_credit).toBeNull();

    const signed = (await shop.api.post(`/api/user/orders/${id}/demo_payment/`, {}, buyer.token)).json();
    expect((await shop.api.post(`/api/user/orders/${id}/verify_payment/`, signed, buyer.token)).statusCode).toBe(200);
    const credit = { booking_id: bookingId, invoice_number: quoted.survey_credit!.invoice_number, amount_paise: 49900 };
    const view = await shop.api.get(`/api/user/orders/${id}/`, buyer.token);
    await expectToMatchContract('getOrder', 200, view.json());
    expect(view.json()).toMatchObject({ total_amount: 501, survey_credit: credit });
    const staffView = await shop.api.get(`/api/admin/orders/${id}/`, owner);
    await expectToMatchContract('getAdminOrder', 200, staffView.json());
    expect(staffView.json()).toMatchObject({ subtotal_paise: 110000, discount_paise: 10000, total_paise: 50100, survey_credit: credit });
    expect(await feeCredit(bookingId)).toEqual({ amount: 499, last_day: LAST_DAY, order_id: id });
    const [mail] = await t.database.db.select({ text: outbox.textBody }).from(outbox).where(eq(outbox.event, 'order_confirmation'));
    expect(mail!.text).toContain('Coupon FLAT100: -₹100.00\nSite survey fee adjusted: -₹499.00\nShipping: ₹0.00\nAmount paid: ₹501.00');

    const invoice = (await pdfText((await shop.api.get(`/api/user/orders/${id}/invoice/`, buyer.token)).rawPayload)).replace(/\s+/g, ' ');
    expect(invoice).toContain(`Survey fee: ${credit.invoice_number} (-Rs.499.00)`);
    // The first line's discount is its coupon and credit shares; its taxable value is of what it charged: 27327 × 100 / 118 = 23158.47…
    expect(invoice).toContain('-326.73 231.58');
  });

  it('gives the fee back when its order is cancelled, while its time lasts, and none for a survey refunded', async () => {
    const bookingId = await paidSurvey(shop.api, buyer.token, VISIT);
    setShopTime(AFTER_VISIT);
    const { id } = await placeOrder();
    expect((await shop.move(owner, id, 'cancel')).statusCode).toBe(200);
    expect((await quote()).survey_credit).toMatchObject({ booking_id: bookingId, amount_paise: 49900 });
    expect(await feeCredit(bookingId)).toMatchObject({ order_id: null });

    setShopTime(new Date(`${LAST_DAY}T23:59:00+05:30`));
    expect((await quote()).survey_credit).toMatchObject({ booking_id: bookingId });
    setShopTime(new Date('2026-09-01T00:00:00+05:30'));
    expect((await quote()).survey_credit).toBeNull();
    expect(await feeCredit(bookingId)).toBeNull();

    // A survey the shop cancels is refunded in full: its fee gives no credit, only the first survey's is offered.
    setShopTime(BEFORE_VISIT);
    const refunded = await paidSurvey(shop.api, buyer.token, '2026-06-02T10:00:00+05:30');
    expect((await shop.api.post(`/api/admin/bookings/${refunded}/cancel/`, { reason: 'The crew is unwell.' }, owner)).statusCode).toBe(200);
    setShopTime(AFTER_VISIT);
    expect((await quote()).survey_credit).toMatchObject({ booking_id: bookingId });
    expect(await feeCredit(refunded)).toBeNull();
  });

  it('keeps the fee whole when the shop cancels a visit whose fee an order already took', async () => {
    const bookingId = await paidSurvey(shop.api, buyer.token, VISIT);
    setShopTime(AFTER_VISIT);
    const { id } = await placeOrder();
    const cancelled = await shop.api.post(`/api/admin/bookings/${bookingId}/cancel/`, { reason: 'Entered twice.' }, owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ booking: { status: 'cancelled', refund: null } });
    expect(await t.database.db.select().from(orderSurveyCredits)).toMatchObject([{ orderId: id, bookingId }]);
    expect((await t.database.db.select({ credit: orders.surveyCreditPaise }).from(orders).where(eq(orders.id, id)))[0]!.credit).toBe(49900);
  });

  it('lets the owner alone set the days, 0 for none, an older back-office saving without them', async () => {
    const settings = async () => (await shop.api.get('/api/admin/settings/bookings/', owner)).json<{ version: number; survey_minutes: number; survey_fee_paise: number; hold_minutes: number; survey_credit_days: number }>();
    const current = await settings();
    expect(current.survey_credit_days).toBe(90);
    const { survey_credit_days: _days, ...older } = current;
    expect((await shop.api.put('/api/admin/settings/bookings/', older, owner)).statusCode).toBe(200);
    expect((await settings()).survey_credit_days).toBe(90);

    const tooMany = await shop.api.put('/api/admin/settings/bookings/', { ...(await settings()), survey_credit_days: 366 }, owner);
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json<{ errors: object }>().errors)).toEqual(['survey_credit_days']);
    const packer = (await staffSessionFor(t.database.db, TEST_KEYS, { staffRole: 'staff' })).token;
    expect((await shop.api.put('/api/admin/settings/bookings/', { ...(await settings()), survey_credit_days: 30 }, packer)).statusCode).toBe(403);
    expect((await settings()).survey_credit_days).toBe(90);

    const bookingId = await paidSurvey(shop.api, buyer.token, VISIT);
    expect((await shop.api.put('/api/admin/settings/bookings/', { ...(await settings()), survey_credit_days: 0 }, owner)).statusCode).toBe(200);
    setShopTime(AFTER_VISIT);
    expect((await quote()).survey_credit).toBeNull();
    expect(await feeCredit(bookingId)).toBeNull();
  });
});
