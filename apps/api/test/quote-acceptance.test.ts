/**
 * Accepting a quotation into an order, through HTTP on PostgreSQL (decision 053, "Acceptance"): the order's total
 * is the quotation's to the paisa and its invoice splits every line into the quoted taxable value and GST, on
 * awkward amounts; accepted once, even twice at once; expired, withdrawn, superseded, another buyer's and a wrong
 * link refused with nothing written; a line out of stock named; cash on delivery within the owner's rules; paid
 * online through the checkout's own verification; the buyer's paid survey fee taken off, once, as the quote's page
 * says (decision 069).
 */
import { quoteTotals } from '@shop/rules';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { orderItems, orders, productVariants, quotes } from '../src/db/schema';
import { invoiceDocument } from '../src/invoices/invoices';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCustomer, createProduct, resetDatabase, sessionTokenFor, setSurveyFee, staffSessionFor, variantsOf } from './support/fixtures';
import { paidSurvey, surveyCrew } from './support/surveys';

/** 10:00 in India on 1 December 2026. */
const NOW = new Date('2026-12-01T04:30:00Z');

describe.each(RULE_DRIVERS)('accepting a quotation on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staffToken: string;
  let spikes: number;
  let net: number;
  let buyerToken: string;

  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, CONTACT_MESSAGES_PER_HOUR: '20' });
    api = client(t);
    db = t.database.db;
  });
  afterAll(() => {
    setShopTime(null);
    return t?.close();
  });
  beforeEach(async () => {
    setShopTime(NOW);
    await resetDatabase(db);
    staffToken = (await staffSessionFor(db, TEST_KEYS, { staffRole: 'staff' })).token;
    spikes = (await variantsOf(db, (await createProduct(db, { title: 'Polycarbonate bird spikes', pricePaise: 45000, stock: 100 })).id))[0]!.id;
    net = (await variantsOf(db, (await createProduct(db, { title: 'Pigeon net', pricePaise: 99900, stock: 5 })).id))[0]!.id;
    buyerToken = await sessionTokenFor(TEST_KEYS, await createCustomer(db, { email: 'meera@example.in' }));
  });

  /** Awkward on purpose: GST of ₹419.9958, ₹332.9334, a tie at half a paisa, 12 % and 5 %. */
  const LINES = () => [
    { variant: spikes, description: 'Polycarbonate bird spikes, pack of 10', quantity: 7, unit_price_paise: 33333, gst_rate: 18, hsn_sac: '3926' },
    { variant: net, description: 'Pigeon net, 50 mm mesh', quantity: 3, unit_price_paise: 3333, gst_rate: 12, hsn_sac: '5608' },
    { variant: null, description: 'Fitting on the parapet', unit: 'running metre', quantity: 37, unit_price_paise: 4999, gst_rate: 18, hsn_sac: '995468' },
    { variant: null, description: 'Site survey', unit: 'visit', quantity: 1, unit_price_paise: 10, gst_rate: 5, hsn_sac: '998346' },
  ];

  /** A quote asked by the signed-in buyer (or a guest), priced and sent: its number, page token and revision. */
  async function sentQuote(options: { guest?: boolean; lines?: ReturnType<typeof LINES>; validUntil?: string } = {}) {
    const asked = await api.post(
      '/api/user/quote-requests/',
      {
        name: 'Meera Iyer',
        organisation: 'Green Park Housing Society',
        phone: '9876543210',
        email: 'meera@example.in',
        gstin: '27AAPFU0939F1ZV',
        site_pincode: '411001',
        site_address: 'Wing B terrace, Green Park',
        site_kind: 'housing_society',
        wants_installation: true,
        lines: [{ variant: spikes, quantity: 7 }],
      },
      options.guest ? undefined : buyerToken,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const { number, token } = asked.json<{ number: string; token: string }>();
    const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.number, number));
    const draft = { version: 1, lines: options.lines ?? LINES(), delivery_terms: 'Within 7 days.', installation_terms: 'Fitted within 3 days.', valid_until: options.validUntil ?? '2026-12-15' };
    const saved = await api.put(`/api/admin/quotes/${row!.id}/draft/`, draft, staffToken);
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await api.post(`/api/admin/quotes/${row!.id}/send/`, { version: saved.json<{ version: number }>().version }, staffToken);
    expect(sent.statusCode, sent.body).toBe(200);
    return { id: row!.id, number, token, version: sent.json<{ version: number }>().version };
  }

  const accept = (number: string, body: Record<string, unknown>, token = buyerToken) => api.post(`/api/user/quotes/${number}/acceptance/`, body, token);
  const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]!.n;
  const stockOf = async (variant: number) => (await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variant)))[0]!.stock;

  it('orders exactly what was quoted: the total to the paisa, the invoice GST per line as quoted, paid online', async () => {
    const quote = await sentQuote();
    const accepted = await accept(quote.number, { revision: 1 });
    expect(accepted.statusCode, accepted.body).toBe(201);
    await expectToMatchContract('acceptQuote', 201, accepted.json());
    const placed = accepted.json<{ id: number; razorpay_amount: number; payment_method: string }>();
    const totals = quoteTotals(LINES().map((line) => ({ quantity: line.quantity, unitPricePaise: line.unit_price_paise, gstRatePercent: line.gst_rate })));
    expect(placed).toMatchObject({ razorpay_amount: totals.totalPaise, payment_method: 'online' });
    expect(await stockOf(spikes)).toBe(93);
    expect(await stockOf(net)).toBe(2);

    const [order] = await db.select().from(orders).where(eq(orders.id, placed.id));
    expect(order).toMatchObject({ totalPaise: totals.totalPaise, discountPaise: 0, shippingPaise: 0, shipZipCode: '411001', shipCity: 'Pune', buyerGstin: '27AAPFU0939F1ZV', buyerBusinessName: 'Green Park Housing Society' });
    const page = await api.get(`/api/user/account/quotes/${quote.number}/`, buyerToken);
    expect(page.json()).toMatchObject({ status: 'accepted', order: placed.id });
    const admin = await api.get(`/api/admin/orders/${placed.id}/`, staffToken);
    expect(admin.json()).toMatchObject({ quote_number: quote.number });
    expect(admin.json<{ items: { product: number | null }[] }>().items.map((item) => item.product === null)).toEqual([false, false, true, true]);

    // Paid through the checkout's own verification, then invoiced: each line's taxable value and GST are the quotation's.
    const signed = (await api.post(`/api/user/orders/${placed.id}/demo_payment/`, {}, buyerToken)).json();
    expect((await api.post(`/api/user/orders/${placed.id}/verify_payment/`, signed, buyerToken)).statusCode).toBe(200);
    const invoice = await invoiceDocument(db, t.config.seller, placed.id);
    expect(invoice.figures.lines.map((line) => [line.taxablePaise, line.taxPaise, line.hsnCode])).toEqual(
      totals.lines.map((line, index) => [line.amountPaise, line.gstPaise, LINES()[index]!.hsn_sac]),
    );
    expect(invoice.figures.totals).toMatchObject({ taxablePaise: totals.subtotalPaise, taxPaise: totals.gstPaise, amountPaise: totals.totalPaise });
    expect(invoice.buyer.business).toEqual({ gstin: '27AAPFU0939F1ZV', name: 'Green Park Housing Society' });

    const again = await accept(quote.number, { revision: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: { quote: [expect.stringContaining('already been accepted')] } });
  });

  it('takes the buyer’s paid survey fee off the order as the quote’s page says, once when two quotes are accepted at once, named on the invoice', async () => {
    await setSurveyFee(db, 49900);
    await surveyCrew(api, (await staffSessionFor(db, TEST_KEYS)).token, '411');
    const surveyId = await paidSurvey(api, buyerToken, '2026-12-02T03:30:00.000Z');
    // Without the net, of which the shop has too few for two orders.
    const lines = LINES().filter((line) => line.variant !== net);
    const [first, second] = [await sentQuote({ lines }), await sentQuote({ lines })];
    // Before the visit the fee may still be refunded on cancelling: nothing comes off yet.
    expect((await api.get(`/api/user/account/quotes/${first.number}/`, buyerToken)).json()).toMatchObject({ survey_credit: null });

    setShopTime(new Date('2026-12-02T06:30:00Z'));
    const page = await api.get(`/api/user/quotes/${first.number}/?token=${first.token}`, buyerToken);
    await expectToMatchContract('getQuote', 200, page.json());
    expect(page.json()).toMatchObject({ survey_credit: { booking_id: surveyId, amount_paise: 49900, last_day: '2027-03-02' } });
    expect((await api.get(`/api/user/quotes/${first.number}/?token=${first.token}`)).json()).toMatchObject({ survey_credit: null });

    const totals = quoteTotals(lines.map((line) => ({ quantity: line.quantity, unitPricePaise: line.unit_price_paise, gstRatePercent: line.gst_rate })));
    const answers = await Promise.all([accept(first.number, { revision: 1 }), accept(second.number, { revision: 1 })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.json<{ razorpay_amount: number }>().razorpay_amount).sort((a, b) => a - b)).toEqual([totals.totalPaise - 49900, totals.totalPaise]);
    const credited = answers.map((answer) => answer.json<{ id: number }>().id).find((id, index) => answers[index]!.json<{ razorpay_amount: number }>().razorpay_amount < totals.totalPaise)!;
    const [order] = await db.select().from(orders).where(eq(orders.id, credited));
    expect(order).toMatchObject({ subtotalPaise: totals.totalPaise, surveyCreditPaise: 49900, totalPaise: totals.totalPaise - 49900 });
    const shares = await db.select({ share: orderItems.surveyCreditPaise }).from(orderItems).where(eq(orderItems.orderId, credited));
    expect(shares.reduce((sum, { share }) => sum + share, 0)).toBe(49900);
    const view = await api.get(`/api/user/orders/${credited}/`, buyerToken);
    expect(view.json()).toMatchObject({ survey_credit: { booking_id: surveyId, amount_paise: 49900 } });

    const signed = (await api.post(`/api/user/orders/${credited}/demo_payment/`, {}, buyerToken)).json();
    expect((await api.post(`/api/user/orders/${credited}/verify_payment/`, signed, buyerToken)).statusCode).toBe(200);
    const invoice = await invoiceDocument(db, t.config.seller, credited);
    expect(invoice.surveyCredit).toMatchObject({ bookingId: surveyId, amountPaise: 49900 });
    expect(invoice.figures.totals.amountPaise).toBe(totals.totalPaise - 49900);
  });

  it('makes one order of two acceptances at once', async () => {
    const quote = await sentQuote();
    const answers = await Promise.all([accept(quote.number, { revision: 1 }), accept(quote.number, { revision: 1 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await orderCount()).toBe(1);
    expect(await stockOf(spikes)).toBe(93);
  });

  it('refuses an expired, withdrawn or superseded quotation, another buyer and a wrong link, writing nothing', async () => {
    const quote = await sentQuote();
    const other = await sessionTokenFor(TEST_KEYS, await createCustomer(db, { email: 'someone@example.in' }));
    expect((await accept(quote.number, { revision: 1 }, other)).statusCode).toBe(404);
    // The link does not hand over a quote filed under another account.
    expect((await accept(quote.number, { revision: 1, token: quote.token }, other)).statusCode).toBe(404);
    expect((await api.post(`/api/user/quotes/${quote.number}/acceptance/`, { revision: 1, token: quote.token })).statusCode).toBe(401);

    // A revision sent since the buyer read the page.
    const saved = await api.put(`/api/admin/quotes/${quote.id}/draft/`, { version: quote.version, lines: LINES().slice(0, 1), delivery_terms: '', installation_terms: '', valid_until: '2026-12-20' }, staffToken);
    const resent = await api.post(`/api/admin/quotes/${quote.id}/send/`, { version: saved.json<{ version: number }>().version }, staffToken);
    const superseded = await accept(quote.number, { revision: 1 });
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json()).toMatchObject({ errors: { revision: [expect.any(String)] } });

    setShopTime(new Date('2026-12-21T04:30:00Z'));
    const expired = await accept(quote.number, { revision: 2 });
    expect(expired.json()).toMatchObject({ errors: { quote: [expect.stringContaining('expired')] } });
    setShopTime(NOW);

    expect((await api.post(`/api/admin/quotes/${quote.id}/withdraw/`, { version: resent.json<{ version: number }>().version }, staffToken)).statusCode).toBeLessThan(300);
    const withdrawn = await accept(quote.number, { revision: 2 });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toMatchObject({ errors: { quote: [expect.stringContaining('withdrawn')] } });

    // A guest's quote: its link's holder accepts it, a wrong link is as unknown as a wrong number.
    const guests = await sentQuote({ guest: true });
    expect((await accept(guests.number, { revision: 1, token: 'A'.repeat(22) }, other)).statusCode).toBe(404);
    expect(await orderCount()).toBe(0);
    expect(await stockOf(spikes)).toBe(100);
    const byLink = await accept(guests.number, { revision: 1, token: guests.token }, other);
    expect(byLink.statusCode, byLink.body).toBe(201);
  });

  it('names a line out of stock, and applies the owner’s cash-on-delivery rules', async () => {
    const tooMany = await sentQuote({ lines: [{ ...LINES()[1]!, quantity: 6 }] });
    const short = await accept(tooMany.number, { revision: 1 });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ errors: { 'lines.0': [expect.stringContaining('Pigeon net')] } });
    expect(await orderCount()).toBe(0);

    // ₹1.2 lakh with GST is over the cash-on-delivery limit the checkout applies.
    const large = await sentQuote({ lines: [{ ...LINES()[0]!, quantity: 10, unit_price_paise: 10_000_00 }] });
    const refused = await accept(large.number, { revision: 1, payment_method: 'cash_on_delivery' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { payment_method: [expect.stringContaining('Cash on delivery is available for orders of up to')] } });
    expect(await orderCount()).toBe(0);

    const small = await sentQuote({ lines: [LINES()[1]!] });
    const cod = await accept(small.number, { revision: 1, payment_method: 'cash_on_delivery' });
    expect(cod.statusCode, cod.body).toBe(201);
    expect(cod.json()).toMatchObject({ payment_method: 'cash_on_delivery', razorpay_amount: 9999 + 1200 });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, cod.json<{ id: number }>().id));
    expect(line).toMatchObject({ quotedRatePaise: 3333, lineTotalPaise: 11199, gstRatePercent: 12 });
  });
});
