/**
 * Cash on delivery from the customer's confirmation to the money in the shop's bank, on both databases:
 * the order goes out only once confirmed and gets its tax invoice as it leaves; delivered is the cash
 * collected, with a payment of its own; the ledger, the couriers' remittances and the dashboard follow the
 * money; a refused parcel comes back unpaid with its invoice reversed; and a collected order is refunded by
 * a transfer staff record with its reference.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, codRemittances, creditNotes, invoices, outbox, orders, payments, products, refunds } from '../src/db/schema';
import { indianDate } from '../src/kernel';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop, type Buyer } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { countRows, createProduct, resetDatabase, staffSessionFor } from './support/fixtures';
import { pdfText } from './support/pdf-text';

/** ₹1,299 of spikes and the ₹49 fee: what the courier collects for one unit. */
const ONE_UNIT_PAISE = 129900 + 4900;

describe.each(RULE_DRIVERS)('cash on delivery’s money on %s', (driver) => {
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;
  let ownerToken: string;
  let packerToken: string;
  let productId: number;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    shop = codShop(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    ownerToken = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
    packerToken = (await staffSessionFor(t.database.db, TEST_KEYS, { staffRole: 'staff' })).token;
    productId = (await createProduct(t.database.db, { pricePaise: 129900, maxPricePaise: 129900, stock: 20 })).id;
  });

  const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const stock = async () => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
  const mailsOfKind = async (email: string, kind: string) =>
    t.database.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.event, kind)));
  const ledger = async () => {
    const answer = await shop.api.get('/api/admin/cod/', packerToken);
    expect(answer.statusCode, answer.body).toBe(200);
    await expectToMatchContract('getCodLedger', 200, answer.json());
    return answer.json();
  };
  const dashboard = async () => {
    const answer = await shop.api.get('/api/admin/dashboard/', packerToken);
    expect(answer.statusCode, answer.body).toBe(200);
    await expectToMatchContract('getAdminDashboard', 200, answer.json());
    return answer.json();
  };
  const remit = (body: object, token = ownerToken) => shop.api.post('/api/admin/cod/remittances/', body, token);
  const refund = (orderId: number, body: object, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds/`,
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json', 'idempotency-key': key },
      payload: JSON.stringify(body),
    });

  /** A cash-on-delivery order its customer has confirmed (signed in), `quantity` units of the product. */
  async function confirmedOrder(quantity = 1): Promise<{ id: number; buyer: Buyer }> {
    const buyer = await shop.buyer();
    const id = await shop.codOrder(buyer, [{ product: productId, quantity }]);
    expect((await shop.answerSignedIn(buyer, id, 'confirm')).statusCode).toBe(200);
    return { id, buyer };
  }

  async function deliveredOrder(quantity = 1) {
    const placed = await confirmedOrder(quantity);
    expect((await shop.ship(packerToken, placed.id)).statusCode).toBe(200);
    expect((await shop.move(packerToken, placed.id, 'deliver')).statusCode).toBe(200);
    return placed;
  }

  it('goes out only once confirmed, and its tax invoice is issued as it leaves, with the fee as a line of its own', async () => {
    const buyer = await shop.buyer();
    const id = await shop.codOrder(buyer, [{ product: productId, quantity: 1 }]);
    expect((await shop.api.get(`/api/admin/orders/${id}/`, packerToken)).json()).toMatchObject({
      payment_method: 'cash_on_delivery',
      cod_fee_paise: 4900,
      allowed_moves: ['cancelled'],
      cash_on_delivery: { confirmation: 'awaiting', confirm_by: expect.any(String), confirmed_at: null },
    });
    const early = await shop.ship(packerToken, id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ errors: { delivery_status: [expect.stringContaining('not confirmed')] } });
    expect((await shop.api.get(`/api/user/orders/${id}/invoice/`, buyer.token)).statusCode).toBe(409);

    expect((await shop.answerSignedIn(buyer, id, 'confirm')).statusCode).toBe(200);
    expect((await shop.move(packerToken, id, 'process')).statusCode).toBe(200);
    expect(await countRows(t.database.db, invoices)).toBe(0);
    const shipped = await shop.ship(packerToken, id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ delivery_status: 'shipped', payment_status: 'to_collect', invoice_number: expect.stringMatching(/^BSI\//) });

    const pdf = await shop.api.get(`/api/user/orders/${id}/invoice/`, buyer.token);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/Payment:\s+Cash on delivery/);
    expect(text).toMatch(/Cash-on-delivery fee\s+9968\s+1\s+49\.00/);
    expect(text).toMatch(/Total \(GST included\)\s+Rs\.1,348\.00/);
    expect(text.replace(/\s+/g, ' ')).toContain('payable to the courier on delivery');
    expect(await mailsOfKind(buyer.email, 'order_shipped')).toHaveLength(1);
  });

  it('delivered is the cash collected: a payment of its own, paid, owed by the courier until remitted, and on the dashboard', async () => {
    const waiting = await shop.codOrder(await shop.buyer(), [{ product: productId, quantity: 1 }]);
    expect((await dashboard()).cash_on_delivery).toEqual({ to_collect_paise: 0, outstanding_paise: 0, outstanding_orders: 0, awaiting_confirmation: 1 });
    expect((await dashboard()).awaiting_shipment).toBe(0);
    const { id, buyer } = await confirmedOrder(2);
    const total = 2 * 129900 + 4900;
    expect(await ledger()).toMatchObject({ to_collect: { orders: 1, total_paise: total }, outstanding: { total_paise: 0, orders: [] }, remittances: [] });
    expect(await dashboard()).toMatchObject({ awaiting_shipment: 1, cash_on_delivery: { to_collect_paise: total, awaiting_confirmation: 1 } });

    expect((await shop.ship(packerToken, id)).statusCode).toBe(200);
    const delivered = await shop.move(packerToken, id, 'deliver');
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({
      payment_status: 'collected',
      payments: [{ provider: 'cash_on_delivery', status: 'captured', amount_paise: total, method: 'cash' }],
      cash_on_delivery: { confirmation: 'confirmed', collected_at: expect.any(String), remittance: null },
    });
    const row = await orderRow(id);
    expect(row).toMatchObject({ paymentStatus: 'collected', deliveryStatus: 'delivered' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment).toMatchObject({ provider: 'cash_on_delivery', status: 'captured', amountPaise: total });
    expect((await shop.api.get(`/api/user/orders/${id}/`, buyer.token)).json()).toMatchObject({ payment_status: 'completed', payment_status_display: 'Paid on delivery', payment_provider: 'cash_on_delivery' });

    const owed = await ledger();
    expect(owed).toMatchObject({ to_collect: { orders: 0, total_paise: 0 }, outstanding: { total_paise: total } });
    expect(owed.outstanding.orders).toEqual([
      { id, total_paise: total, collected_at: row.codCollectedAt!.toISOString(), awb: `DLV${id}000`, courier_name: 'Delhivery', customer_name: 'Priya Sharma' },
    ]);
    const figures = await dashboard();
    expect(figures.cash_on_delivery).toEqual({ to_collect_paise: 0, outstanding_paise: total, outstanding_orders: 1, awaiting_confirmation: 1 });
    expect(figures.today).toEqual({ orders: 1, revenue_paise: total });

    const today = indianDate(new Date());
    const recorded = await remit({ reference: 'UTR2026DLV0001', remitted_on: today, amount_paise: total, order_ids: [id] });
    expect(recorded.statusCode, recorded.body).toBe(201);
    await expectToMatchContract('recordCodRemittance', 201, recorded.json());
    expect(recorded.json()).toMatchObject({
      outstanding: { total_paise: 0, orders: [] },
      remittances: [{ reference: 'UTR2026DLV0001', remitted_on: today, amount_paise: total, order_ids: [id], recorded_at: expect.any(String) }],
    });
    const remittanceId = recorded.json().remittances[0].id as number;
    expect((await shop.api.get(`/api/admin/orders/${id}/`, packerToken)).json()).toMatchObject({
      cash_on_delivery: { remittance: { id: remittanceId, reference: 'UTR2026DLV0001', remitted_on: today } },
    });
    expect((await dashboard()).cash_on_delivery).toMatchObject({ outstanding_paise: 0, outstanding_orders: 0 });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'cod_remittance.create'));
    expect(entry).toMatchObject({ entityType: 'cod_remittance', entityId: String(remittanceId), after: { reference: 'UTR2026DLV0001', amount_paise: total, order_ids: [id] } });

    const csv = await shop.api.get(`/api/admin/reports/orders.csv?from=${today}&to=${today}`, packerToken);
    // A consumer order: the buyer GSTIN column is empty.
    expect(csv.body.split('\r\n')[1]).toMatch(new RegExp(`^Invoice,BSI/\\d{2}-\\d{2}/\\d{6},${today},${id},Priya Sharma,,Karnataka,Cash on delivery,`));
    const exported = await shop.api.get(`/api/admin/customers/${buyer.userId}/export/`, ownerToken);
    await expectToMatchContract('exportCustomerData', 200, exported.json());
    expect(exported.json().orders).toEqual([expect.objectContaining({ id, payment_method: 'cash_on_delivery', payment_status: 'collected', cod_fee_paise: 4900, total_paise: total })]);
    expect(waiting).toBeGreaterThan(0);
  });

  it('records a remittance only of collected orders not yet remitted, for exactly their total, once per reference, not in the future', async () => {
    const first = await deliveredOrder();
    const second = await deliveredOrder(2);
    const onTheWay = await confirmedOrder();
    const buyer = await shop.buyer();
    const { id: online } = (await shop.order(buyer, [{ product: productId, quantity: 1 }])).json<{ id: number }>();
    const today = indianDate(new Date());
    const tomorrow = indianDate(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const both = { reference: 'UTR-BOTH', remitted_on: today, amount_paise: ONE_UNIT_PAISE + 2 * 129900 + 4900, order_ids: [first.id, second.id] };

    const refusals: [object, number, string][] = [
      [{ ...both, order_ids: [first.id, onTheWay.id] }, 409, 'order_ids'],
      [{ ...both, order_ids: [first.id, online] }, 409, 'order_ids'],
      [{ ...both, order_ids: [first.id, 999999] }, 409, 'order_ids'],
      [{ ...both, amount_paise: both.amount_paise - 1 }, 400, 'amount_paise'],
      [{ ...both, remitted_on: tomorrow }, 400, 'remitted_on'],
      [{ ...both, reference: '   ' }, 400, 'reference'],
      [{ ...both, order_ids: [] }, 400, 'order_ids'],
    ];
    for (const [body, status, field] of refusals) {
      const answer = await remit(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await remit(both, packerToken)).statusCode).toBe(403);
    expect(await countRows(t.database.db, codRemittances)).toBe(0);
    expect((await orderRow(first.id)).codRemittanceId).toBeNull();

    expect((await remit({ ...both, order_ids: [first.id], amount_paise: ONE_UNIT_PAISE, reference: 'UTR-FIRST' })).statusCode).toBe(201);
    const again = await remit({ ...both, order_ids: [first.id], amount_paise: ONE_UNIT_PAISE, reference: 'UTR-AGAIN' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: { order_ids: [`Order #${first.id} is already in a recorded remittance.`] } });
    const reused = await remit({ ...both, order_ids: [second.id], amount_paise: 2 * 129900 + 4900, reference: 'UTR-FIRST' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ errors: { reference: [expect.any(String)] } });
    expect(await countRows(t.database.db, codRemittances)).toBe(1);
    expect((await orderRow(second.id)).codRemittanceId).toBeNull();
  });

  it('a refused parcel comes back: stock back once, nothing collected, its invoice reversed by a credit note that refunds nothing, and no more cash on delivery for that customer', async () => {
    const { id, buyer } = await confirmedOrder(3);
    expect(await stock()).toBe(17);
    expect((await shop.ship(packerToken, id)).statusCode).toBe(200);
    const returned = await shop.move(packerToken, id, 'return');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ delivery_status: 'returned', payment_status: 'failed', payments: [], allowed_moves: [] });
    expect(await stock()).toBe(20);
    expect((await shop.move(packerToken, id, 'return')).statusCode).toBe(409);
    expect(await stock()).toBe(20);

    const [note] = await t.database.db.select().from(creditNotes);
    expect(note).toMatchObject({ amountPaise: 3 * 129900 + 4900, reason: 'Parcel returned undelivered; nothing collected' });
    const pdf = await shop.api.get(`/api/admin/orders/${id}/credit-notes/${note!.id}/`, packerToken);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Payment: Cash on delivery');
    expect(text).toContain('Reversal of');
    expect(text).toContain('nothing was collected, so nothing is refunded');
    expect(text).not.toContain('Refund of');
    expect(await ledger()).toMatchObject({ to_collect: { orders: 0 }, outstanding: { orders: [] } });
    const [mail] = await mailsOfKind(buyer.email, 'order_returned');
    expect(mail!.textBody).toContain('Nothing was collected from you');
    expect((await shop.api.get(`/api/user/orders/${id}/`, buyer.token)).json()).toMatchObject({ delivery_status: 'cancelled', delivery_status_display: 'Returned to us', payment_status_display: 'Not collected' });
    // No refund carries the reversal, so the order names its tax documents itself, for staff and the customer alike.
    const listed = [{ id: note!.id, number: note!.number, issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }];
    expect(returned.json()).toMatchObject({ invoice_number: expect.stringMatching(/^BSI\//), refunds: [], credit_notes: listed });
    const ownView = (await shop.api.get(`/api/user/orders/${id}/`, buyer.token)).json();
    expect(ownView).toMatchObject({ invoice_number: expect.stringMatching(/^BSI\//), refunds: [], credit_notes: listed });
    await expectToMatchContract('getOrder', 200, ownView);
    expect((await shop.api.get(`/api/user/orders/${id}/credit-notes/${note!.id}/`, buyer.token)).statusCode).toBe(200);

    const next = await shop.quote(buyer, [{ product: productId, quantity: 1 }]);
    expect(next.json()).toMatchObject({ cash_on_delivery: { available: false, reason: 'refused_before' }, delivery: { status: 'serviceable', cash_on_delivery: false } });
    const refused = await shop.order(buyer, [{ product: productId, quantity: 1 }], 'cash_on_delivery');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { payment_method: [expect.stringContaining('came back to us')] } });
    expect((await shop.order(buyer, [{ product: productId, quantity: 1 }], 'online')).statusCode).toBe(201);
    expect((await shop.quote(await shop.buyer(), [{ product: productId, quantity: 1 }])).json()).toMatchObject({ cash_on_delivery: { available: true } });
    // An owner who forgives one refusal offers it again.
    await shop.saveSettings(ownerToken, { cod_max_refused: 2 });
    expect((await shop.quote(buyer, [{ product: productId, quantity: 1 }])).json()).toMatchObject({ cash_on_delivery: { available: true } });
  });

  it('refunds a collected order by a recorded transfer, processed at once with its credit note; the reference is required for it and refused for an online order', async () => {
    const { id, buyer } = await deliveredOrder();
    const missing = await refund(id, { amount_paise: 50000, reason: 'One strip arrived bent' }, 'refund-1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { reference: [expect.stringContaining('transfer')] } });
    expect(await countRows(t.database.db, refunds)).toBe(0);

    const part = await refund(id, { amount_paise: 50000, reason: 'One strip arrived bent', reference: 'UPI-4471-2026' }, 'refund-1');
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      payment_status: 'partially_refunded',
      refundable_paise: ONE_UNIT_PAISE - 50000,
      refunds: [{ amount_paise: 50000, status: 'processed', provider_refund_id: 'UPI-4471-2026', credit_note: { number: expect.stringMatching(/^BCN\//) } }],
    });
    expect((await refund(id, { amount_paise: 50000, reason: 'One strip arrived bent', reference: 'UPI-4471-2026' }, 'refund-1')).json().refunds).toHaveLength(1);
    const [processed] = await mailsOfKind(buyer.email, 'refund_processed');
    expect(processed!.textBody).toContain('by bank or UPI transfer (reference UPI-4471-2026)');
    expect(await mailsOfKind(buyer.email, 'refund_started')).toHaveLength(0);
    const notePdf = await shop.api.get(`/api/admin/orders/${id}/credit-notes/${part.json().refunds[0].credit_note.id}/`, packerToken);
    expect((await pdfText(notePdf.rawPayload)).replace(/\s+/g, ' ')).toContain('reduces the invoice named above by the amount refunded');

    const reused = await refund(id, { amount_paise: 10000, reason: 'Goodwill', reference: 'UPI-4471-2026' }, 'refund-2');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ errors: { reference: [expect.any(String)] } });
    const rest = await refund(id, { amount_paise: ONE_UNIT_PAISE - 50000, reason: 'Returned the rest', reference: 'UPI-4502-2026' }, 'refund-3');
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ payment_status: 'refunded', refundable_paise: 0 });
    // The courier still owes the shop the cash it collected.
    expect((await ledger()).outstanding.orders.map((order: { id: number }) => order.id)).toEqual([id]);

    // Paid online after a collection was recorded: its payment is its own provider's, not the first one's in the table.
    const online = await shop.order(buyer, [{ product: productId, quantity: 1 }]);
    expect(online.statusCode, online.body).toBe(201);
    const { id: onlineId } = online.json<{ id: number }>();
    const signed = (await shop.api.post(`/api/user/orders/${onlineId}/demo_payment/`, {}, buyer.token)).json();
    const verified = await shop.api.post(`/api/user/orders/${onlineId}/verify_payment/`, signed, buyer.token);
    expect(verified.statusCode, `${JSON.stringify(signed)} ${verified.body}`).toBe(200);
    const withReference = await refund(onlineId, { amount_paise: 10000, reason: 'Goodwill', reference: 'UPI-1' }, 'refund-4');
    expect(withReference.statusCode).toBe(400);
    expect(withReference.json()).toMatchObject({ errors: { reference: [expect.stringContaining('paid online')] } });
    expect(await countRows(t.database.db, refunds)).toBe(2);
  });
});
