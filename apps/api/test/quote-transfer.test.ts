/**
 * Paying an accepted quotation by bank transfer or UPI against a proforma invoice, through HTTP on PostgreSQL
 * (decision 053, "Paying by transfer"): refused unless the owner allowed the quote and gave the bank details, with
 * nothing written; otherwise an order waiting a week with its stock held, left alone by the online checkout's
 * expiry, mailed, with a proforma invoice that takes no tax number; staff record the money once at exactly the
 * total, and the order is paid and invoiced with the buyer's GSTIN; unpaid by the deadline, it is cancelled.
 */
import { quoteTotals } from '@shop/rules';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { auditLog, invoices, orders, outbox, productVariants, quotes } from '../src/db/schema';
import { expireUnpaidOrders } from '../src/orders';
import { expireUnpaidTransfers } from '../src/orders/expire-transfers';
import { createDemoGateway } from '../src/payments/demo-gateway';
import { setShopTime } from '../src/shop-clock';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCustomer, createProduct, resetDatabase, sessionTokenFor, staffSessionFor, variantsOf } from './support/fixtures';
import { pdfText } from './support/pdf-text';

/** 10:00 in India on 1 December 2026. */
const NOW = new Date('2026-12-01T04:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const BANK = { account_name: 'BirdShield India Pvt Ltd', account_number: '50200012345678', ifsc: 'hdfc0001234', upi_id: 'birdshield@okhdfcbank' };

describe.each(RULE_DRIVERS)('paying a quotation by bank transfer on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let db: Database;
  let staffToken: string;
  let ownerToken: string;
  let buyerToken: string;
  let spikes: number;

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
    ownerToken = (await staffSessionFor(db, TEST_KEYS, { staffRole: 'owner', email: 'owner@example.in' })).token;
    spikes = (await variantsOf(db, (await createProduct(db, { title: 'Polycarbonate bird spikes', pricePaise: 45000, stock: 100 })).id))[0]!.id;
    buyerToken = await sessionTokenFor(TEST_KEYS, await createCustomer(db, { email: 'meera@example.in' }));
  });

  const LINES = () => [
    { variant: spikes, description: 'Polycarbonate bird spikes, pack of 10', quantity: 7, unit_price_paise: 33333, gst_rate: 18, hsn_sac: '3926' },
    { variant: null, description: 'Fitting on the parapet', unit: 'running metre', quantity: 37, unit_price_paise: 4999, gst_rate: 18, hsn_sac: '995468' },
  ];
  const TOTAL = quoteTotals(LINES().map((line) => ({ quantity: line.quantity, unitPricePaise: line.unit_price_paise, gstRatePercent: line.gst_rate }))).totalPaise;

  /** A quote asked by the signed-in buyer with their GSTIN, priced and sent: its id, number and version. */
  async function sentQuote() {
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
      buyerToken,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const { number } = asked.json<{ number: string }>();
    const [row] = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.number, number));
    const draft = { version: 1, lines: LINES(), delivery_terms: 'Within 7 days.', installation_terms: 'Fitted within 3 days.', valid_until: '2026-12-15' };
    const saved = await api.put(`/api/admin/quotes/${row!.id}/draft/`, draft, staffToken);
    const sent = await api.post(`/api/admin/quotes/${row!.id}/send/`, { version: saved.json<{ version: number }>().version }, staffToken);
    expect(sent.statusCode, sent.body).toBe(200);
    return { id: row!.id, number, version: sent.json<{ version: number }>().version };
  }

  const accept = (number: string) => api.post(`/api/user/quotes/${number}/acceptance/`, { revision: 1, payment_method: 'bank_transfer' }, buyerToken);
  const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]!.n;
  const invoiceCount = async () => (await db.select({ n: count() }).from(invoices))[0]!.n;
  const stockOf = async () => (await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, spikes)))[0]!.stock;
  const giveBankDetails = async () => {
    const current = await api.get('/api/admin/settings/bank-details/', ownerToken);
    const saved = await api.put('/api/admin/settings/bank-details/', { ...BANK, version: current.json<{ version: number }>().version }, ownerToken);
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const allow = async (quote: { id: number; version: number }, token = ownerToken) => api.put(`/api/admin/quotes/${quote.id}/bank-transfer/`, { allowed: true, version: quote.version }, token);

  /** An order placed by accepting an allowed quote to be paid by transfer: its id. */
  async function transferOrder() {
    await giveBankDetails();
    const quote = await sentQuote();
    expect((await allow(quote)).statusCode).toBe(200);
    const placed = await accept(quote.number);
    expect(placed.statusCode, placed.body).toBe(201);
    return { id: placed.json<{ id: number }>().id, number: quote.number, placed };
  }

  it('refuses a quote the owner has not allowed, and only the owner allows it or gives the bank details', async () => {
    const quote = await sentQuote();
    const refused = await accept(quote.number);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { payment_method: [expect.stringContaining('not available')] } });
    expect((await api.get(`/api/user/account/quotes/${quote.number}/`, buyerToken)).json()).toMatchObject({ bank_transfer_allowed: false });

    // Staff work the quote desk, but whom to trust with paying later and where money goes are the owner's.
    expect((await allow(quote, staffToken)).statusCode).toBe(403);
    expect((await api.put('/api/admin/settings/bank-details/', { ...BANK, version: 1 }, staffToken)).statusCode).toBe(403);
    const badIfsc = await api.put('/api/admin/settings/bank-details/', { ...BANK, ifsc: 'HDFC1234', version: 1 }, ownerToken);
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.json()).toMatchObject({ errors: { ifsc: [expect.any(String)] } });

    const allowed = await allow(quote);
    expect(allowed.statusCode, allowed.body).toBe(200);
    await expectToMatchContract('allowQuoteBankTransfer', 200, allowed.json());
    expect(allowed.json()).toMatchObject({ bank_transfer_allowed: true });
    expect((await api.get(`/api/user/account/quotes/${quote.number}/`, buyerToken)).json()).toMatchObject({ bank_transfer_allowed: true });
    // Allowed, but with no account to pay into yet.
    const noBank = await accept(quote.number);
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json()).toMatchObject({ errors: { payment_method: [expect.stringContaining('cannot take bank transfers yet')] } });
    expect(await orderCount()).toBe(0);
    expect(await stockOf()).toBe(100);
    const [audited] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'quote.bank_transfer'));
    expect(audited!.n).toBe(1);
  });

  it('places the order awaiting the transfer, with its stock held for a week, mailed, and a proforma invoice outside the tax series', async () => {
    const { id, number, placed } = await transferOrder();
    await expectToMatchContract('acceptQuote', 201, placed.json());
    const reference = `Order ${id} ${number}`;
    expect(placed.json()).toMatchObject({
      payment_method: 'bank_transfer',
      provider: 'bank_transfer',
      razorpay_amount: TOTAL,
      bank_transfer: { account_number: BANK.account_number, ifsc: 'HDFC0001234', upi_id: BANK.upi_id, amount_paise: TOTAL, reference, proforma_url: `/api/user/orders/${id}/proforma/` },
    });
    // A week from acceptance (the shop's clock runs on from NOW while the test does).
    const payBy = new Date(placed.json<{ bank_transfer: { pay_by: string } }>().bank_transfer.pay_by).getTime() - NOW.getTime();
    expect(payBy).toBeGreaterThanOrEqual(7 * DAY_MS);
    expect(payBy).toBeLessThan(7 * DAY_MS + 60_000);
    expect(await stockOf()).toBe(93);
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ paymentStatus: 'pending', paymentMethod: 'bank_transfer', providerOrderId: null });
    // Staff see the same day on the order's page; an order paid another way has none.
    const staffView = await api.get(`/api/admin/orders/${id}/`, staffToken);
    await expectToMatchContract('getAdminOrder', 200, staffView.json());
    expect(staffView.json()).toMatchObject({ transfer_pay_by: placed.json<{ bank_transfer: { pay_by: string } }>().bank_transfer.pay_by });

    // The online checkout's hold of minutes does not touch it, nor does the transfer sweep before the week is out.
    expect(await expireUnpaidOrders(db, await createDemoGateway(db), { siteUrl: t.config.siteUrl, seller: t.config.seller }, 15, new Date(NOW.getTime() + 2 * DAY_MS))).toBe(0);
    expect(await expireUnpaidTransfers(db, { siteUrl: t.config.siteUrl, seller: t.config.seller }, new Date(NOW.getTime() + 6 * DAY_MS))).toBe(0);
    expect(await stockOf()).toBe(93);

    const [mail] = await db.select({ text: outbox.textBody }).from(outbox).where(and(eq(outbox.event, 'transfer_request'), eq(outbox.recipient, 'meera@example.in')));
    expect(mail?.text).toContain(BANK.account_number);
    expect(mail?.text).toContain(reference);

    const proforma = await api.get(`/api/user/orders/${id}/proforma/`, buyerToken);
    expect(proforma.statusCode).toBe(200);
    expect(proforma.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(proforma.rawPayload);
    expect(text).toContain('Proforma invoice');
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toContain('Invoice no.');
    for (const words of [BANK.account_name, BANK.account_number, 'HDFC0001234', BANK.upi_id, reference, '27AAPFU0939F1ZV']) expect(text).toContain(words);
    expect(text).toContain(`Rs.${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(TOTAL / 100)}`);
    expect(await invoiceCount()).toBe(0);

    const other = await sessionTokenFor(TEST_KEYS, await createCustomer(db, { email: 'someone@example.in' }));
    expect((await api.get(`/api/user/orders/${id}/proforma/`, other)).statusCode).toBe(404);
  });

  it('is paid once staff record exactly the total: then invoiced with the GSTIN; a second record is refused', async () => {
    const { id } = await transferOrder();
    const record = (body: Record<string, unknown>) =>
      api.post(`/api/admin/orders/${id}/transfer-payment/`, { amount_paise: TOTAL, received_on: '2026-12-01', method: 'bank_transfer', reference: 'HDFCN52026120112345', ...body }, staffToken);

    const short = await record({ amount_paise: TOTAL - 100 });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { amount_paise: [expect.any(String)] } });
    const future = await record({ received_on: '2026-12-02' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ errors: { received_on: [expect.any(String)] } });
    expect((await db.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0]!.status).toBe('pending');

    const paid = await record({});
    expect(paid.statusCode, paid.body).toBe(200);
    await expectToMatchContract('recordTransferPayment', 200, paid.json());
    expect(paid.json()).toMatchObject({
      payment_status: 'completed',
      invoice_number: expect.any(String),
      payments: [expect.objectContaining({ provider: 'bank_transfer', method: 'bank_transfer', provider_payment_id: 'HDFCN52026120112345', amount_paise: TOTAL, status: 'captured' })],
      allowed_moves: expect.arrayContaining(['processing']),
    });
    const invoice = await pdfText((await api.get(`/api/user/orders/${id}/invoice/`, buyerToken)).rawPayload);
    expect(invoice).toContain('Tax invoice');
    expect(invoice).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(invoice).toContain('Paid by bank transfer or UPI');
    expect((await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'order.transfer_payment')))[0]!.n).toBe(1);

    const again = await record({ reference: 'HDFCN52026120199999' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: { payment: [expect.stringContaining('already recorded')] } });
    // Paid: the tax invoice replaces the proforma.
    expect((await api.get(`/api/user/orders/${id}/proforma/`, buyerToken)).statusCode).toBe(409);

    // No provider holds the money: the owner pays it back by transfer and records the reference, as for cash on delivery.
    const refund = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refunds/`, headers: { authorization: `Bearer ${ownerToken}`, 'idempotency-key': `refund-${JSON.stringify(body).length}` }, payload: body });
    const unsent = await refund({ amount_paise: 10000, reason: 'One pack short' });
    expect(unsent.statusCode).toBe(400);
    expect(unsent.json()).toMatchObject({ errors: { reference: [expect.stringContaining('paid by bank transfer or UPI')] } });
    const refunded = await refund({ amount_paise: 10000, reason: 'One pack short', reference: 'HDFCR52026120100001' });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({ payment_status: 'partially_refunded', refunds: [expect.objectContaining({ status: 'processed', amount_paise: 10000 })] });
  });

  it('refuses a transfer on an order paid another way, and cancels a transfer order unpaid after its week', async () => {
    await giveBankDetails();
    const online = await api.post(`/api/user/quotes/${(await sentQuote()).number}/acceptance/`, { revision: 1 }, buyerToken);
    const onlineId = online.json<{ id: number }>().id;
    const wrong = await api.post(`/api/admin/orders/${onlineId}/transfer-payment/`, { amount_paise: TOTAL, received_on: '2026-12-01', method: 'upi', reference: 'UPI1' }, staffToken);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ errors: { payment: [expect.stringContaining('not paid by bank transfer')] } });
    expect((await api.get(`/api/user/orders/${onlineId}/proforma/`, buyerToken)).statusCode).toBe(409);
    expect((await api.get(`/api/admin/orders/${onlineId}/`, staffToken)).json()).toMatchObject({ transfer_pay_by: null });

    const quote = await sentQuote();
    await allow(quote);
    const { id } = (await accept(quote.number)).json<{ id: number }>();
    expect(await stockOf()).toBe(86);
    expect(await expireUnpaidTransfers(db, { siteUrl: t.config.siteUrl, seller: t.config.seller }, new Date(NOW.getTime() + 8 * DAY_MS))).toBe(1);
    expect(await stockOf()).toBe(93);
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ paymentStatus: 'failed', deliveryStatus: 'cancelled' });
    const late = await api.post(`/api/admin/orders/${id}/transfer-payment/`, { amount_paise: TOTAL, received_on: '2026-12-01', method: 'upi', reference: 'UPI2' }, staffToken);
    expect(late.statusCode).toBe(409);
  });
});
