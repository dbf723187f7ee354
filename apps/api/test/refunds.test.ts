/**
 * Refunds, on both databases: partial and full refunds through the demo provider and a scripted one,
 * idempotency (a repeat never refunds twice), the ceiling of what was paid, settling once, credit notes
 * whose sum is what was refunded, the customer's mails, and every pair of payment and delivery status
 * an order can stand in with what each event (cancel, expiry, late payment, failure, refund) does to it.
 */
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { auditLog, creditNotes, invoices, outbox, orders, products, refunds } from '../src/db/schema';
import { DELIVERY_STATUSES, PAYMENT_STATUSES, type DeliveryStatus, type PaymentStatus } from '../src/db/tables/values';
import { ConflictError, InvalidInputError, ServiceUnavailableError } from '../src/errors';
import { getAdminOrder } from '../src/flows/order-page';
import { getCustomerOrder } from '../src/orders/customer-orders';
import { changeDeliveryStatus } from '../src/orders/delivery';
import { expireUnpaidOrders } from '../src/orders/expire-unpaid';
import { placeOrder } from '../src/flows/checkout/place-order';
import { checkoutWith } from './support/checkout';
import { failPayment } from '../src/orders/settle-payment';
import { verifyPayment } from '../src/orders/verify-payment';
import { createDemoGateway, type DemoGateway } from '../src/payments/demo-gateway';
import { PaymentProviderError, RefundRefusedError, type PaymentGateway, type ProviderRefund, type RefundRequest } from '../src/payments/gateway';
import { sendUnsentRefunds, settleRefund, startRefund } from '../src/refunds/refunds';
import { createAddress, createProduct, createStaff, createUser, resetDatabase } from './support/fixtures';
import { RULE_DRIVERS, openTestDatabase, type TestDatabase } from './support/databases';

const context = { siteUrl: 'https://shop.example.test', seller: loadConfig({}).seller };
const SHIPMENT = { courier: 'Delhivery', trackingNumber: 'DLV123456789' };
const PRICE = 129900;

/** A provider whose answers the test chooses, remembering every request (and answering a repeated key with its first refund). */
function scriptedGateway(demo: DemoGateway) {
  const calls: RefundRequest[] = [];
  const byKey = new Map<string, ProviderRefund>();
  let next: 'pending' | 'processed' | 'down' | 'refuse' = 'pending';
  const gateway: PaymentGateway = {
    ...demo,
    async refund(request) {
      calls.push(request);
      if (next === 'down') throw new PaymentProviderError('down');
      if (next === 'refuse') throw new RefundRefusedError('The refund amount provided is greater than amount captured');
      const known = byKey.get(request.idempotencyKey);
      if (known) return known;
      const made = { id: `rfnd_${calls.length}`, status: next };
      byKey.set(request.idempotencyKey, made);
      return made;
    },
  };
  return { gateway, calls, answer: (how: typeof next) => (next = how) };
}

/** Orders and refunds made the way the shop makes them, on whichever database the suite opened. */
function helpers(current: () => { db: Database; demo: DemoGateway; staffId: number }) {
  const db = () => current().db;
  const stockOf = async (productId: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

  async function placed(options: { paid?: boolean } = {}) {
    const product = await createProduct(db(), { stock: 5, pricePaise: PRICE });
    const user = await createUser(db());
    const address = await createAddress(db(), user.id, { fullName: 'Priya Sharma', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' });
    const order = await placeOrder(db(), checkoutWith(current().demo), user.id, { address: address.id, items: [{ product: product.id, quantity: 2 }] });
    if (options.paid !== false) await verifyPayment(db(), current().demo, user.id, order.id, current().demo.signedPayment(order.razorpay_order_id), context);
    return { id: order.id, providerOrderId: order.razorpay_order_id, productId: product.id, userId: user.id, email: user.email, total: 2 * PRICE };
  }

  const refund = (gateway: PaymentGateway, orderId: number, amountPaise: number | undefined, key: string, reason = 'One spike set arrived bent') =>
    startRefund(db(), gateway, { orderId, amountPaise, reason, idempotencyKey: key, staffId: current().staffId }, context);

  /** What the credit notes of an order add up to, and what its processed refunds do: always the same. */
  async function creditedAndRefunded(orderId: number) {
    const [credited] = await db()
      .select({ total: sum(creditNotes.amountPaise).mapWith(Number) })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(eq(invoices.orderId, orderId));
    const [refunded] = await db()
      .select({ total: sum(refunds.amountPaise).mapWith(Number) })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'processed')));
    return { credited: credited?.total ?? 0, refunded: refunded?.total ?? 0 };
  }
  return { stockOf, orderRow, placed, refund, creditedAndRefunded };
}

describe.each(RULE_DRIVERS)('refunds on %s', (driver) => {
  let database: TestDatabase;
  let db: Database;
  let demo: DemoGateway;
  let staffId: number;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await resetDatabase(db);
    demo = await createDemoGateway(db);
    staffId = (await createStaff(db)).id;
  });

  const { stockOf, orderRow, placed, refund, creditedAndRefunded } = helpers(() => ({ db, demo, staffId }));

  it('refunds part, then the rest, through the demo provider: credit notes, statuses, mails and the audit log', async () => {
    const order = await placed();
    const first = await refund(demo, order.id, 50000, 'key-1');
    expect(first).toMatchObject({ amount_paise: 50000, status: 'processed', provider_refund_id: expect.stringMatching(/^rfnd_demo/), credit_note: { number: expect.stringMatching(/^BCN\//) } });
    expect((await orderRow(order.id)).paymentStatus).toBe('partially_refunded');
    const shopper = await getCustomerOrder(db, order.userId, order.id, context.siteUrl);
    expect(shopper).toMatchObject({ payment_status: 'completed', payment_status_display: 'Partially refunded', refunds: [{ amount: 500, status: 'processed' }] });
    expect((await getAdminOrder(db, order.id)).refundable_paise).toBe(order.total - 50000);

    await expect(refund(demo, order.id, order.total - 50000 + 1, 'key-2')).rejects.toMatchObject({ fieldErrors: { amount_paise: [expect.stringContaining(`${order.total - 50000} paise`)] } });
    await refund(demo, order.id, order.total - 50000, 'key-3');
    const admin = await getAdminOrder(db, order.id);
    expect(admin).toMatchObject({ payment_status: 'refunded', refundable_paise: 0, invoice_number: expect.stringMatching(/^BSI\//) });
    expect(admin.refunds.map((r) => r.status)).toEqual(['processed', 'processed']);
    expect((await getCustomerOrder(db, order.userId, order.id, context.siteUrl)).payment_status_display).toBe('Refunded');
    expect(await creditedAndRefunded(order.id)).toEqual({ credited: order.total, refunded: order.total });
    await expect(refund(demo, order.id, 100, 'key-4')).rejects.toBeInstanceOf(ConflictError);

    const mails = await db.select({ kind: outbox.event, to: outbox.recipient, text: outbox.textBody }).from(outbox).where(eq(outbox.recipient, order.email));
    expect(mails.filter((m) => m.kind === 'refund_started')).toHaveLength(2);
    expect(mails.filter((m) => m.kind === 'refund_processed')).toHaveLength(2);
    expect(mails.find((m) => m.kind === 'refund_started')!.text).toContain('₹500');
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actorId: staffId, entityType: 'order', entityId: String(order.id) });
  });

  it('refuses bad input naming the field, and an unpaid order', async () => {
    const order = await placed();
    await expect(refund(demo, order.id, 0, 'k')).rejects.toMatchObject({ fieldErrors: { amount_paise: expect.any(Array) } });
    await expect(refund(demo, order.id, 1.5, 'k')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(refund(demo, order.id, 100, 'k', '   ')).rejects.toMatchObject({ fieldErrors: { reason: expect.any(Array) } });
    await expect(refund(demo, order.id, 100, '')).rejects.toMatchObject({ fieldErrors: { idempotency_key: expect.any(Array) } });
    const unpaid = await placed({ paid: false });
    await expect(refund(demo, unpaid.id, 100, 'k')).rejects.toBeInstanceOf(ConflictError);
    expect(await db.select().from(refunds)).toEqual([]);
  });

  it('a repeated key answers the same refund and asks the provider once; another amount under the key is refused', async () => {
    const order = await placed();
    const provider = scriptedGateway(demo);
    const first = await refund(provider.gateway, order.id, 20000, 'double-click');
    const again = await refund(provider.gateway, order.id, 20000, 'double-click');
    expect(again.id).toBe(first.id);
    expect(provider.calls).toHaveLength(1);
    await expect(refund(provider.gateway, order.id, 30000, 'double-click')).rejects.toMatchObject({ fieldErrors: { idempotency_key: expect.any(Array) } });
    expect(await db.select().from(refunds)).toHaveLength(1);
  });

  it('a pending refund holds its amount; the webhook settles it once, and a failure frees the amount', async () => {
    const order = await placed();
    const provider = scriptedGateway(demo);
    const pending = await refund(provider.gateway, order.id, order.total, 'all');
    expect(pending).toMatchObject({ status: 'pending', provider_refund_id: 'rfnd_1', credit_note: null });
    expect((await orderRow(order.id)).paymentStatus).toBe('completed');
    await expect(refund(provider.gateway, order.id, 100, 'more')).rejects.toBeInstanceOf(InvalidInputError);

    expect(await db.transaction((tx) => settleRefund(tx, { providerRefundId: 'rfnd_1', status: 'failed', failureReason: 'Bank declined' }, context))).toBe('failed');
    expect(await db.transaction((tx) => settleRefund(tx, { providerRefundId: 'rfnd_1', status: 'failed' }, context))).toBe('unchanged');
    expect((await getAdminOrder(db, order.id)).refundable_paise).toBe(order.total);

    const second = await refund(provider.gateway, order.id, 40000, 'retry');
    expect(await db.transaction((tx) => settleRefund(tx, { providerRefundId: second.provider_refund_id!, status: 'processed' }, context))).toBe('processed');
    expect(await db.transaction((tx) => settleRefund(tx, { providerRefundId: second.provider_refund_id!, status: 'processed' }, context))).toBe('unchanged');
    expect(await db.transaction((tx) => settleRefund(tx, { providerRefundId: second.provider_refund_id!, status: 'failed' }, context))).toBe('unchanged');
    expect(await db.transaction((tx) => settleRefund(tx, { providerRefundId: 'rfnd_unknown', status: 'processed' }, context))).toBe('unknown-refund');
    expect((await orderRow(order.id)).paymentStatus).toBe('partially_refunded');
    expect(await creditedAndRefunded(order.id)).toEqual({ credited: 40000, refunded: 40000 });
  });

  it('an outage keeps the refund, and the sweep sends it again with the same key; a refusal fails it', async () => {
    const order = await placed();
    const provider = scriptedGateway(demo);
    provider.answer('down');
    await expect(refund(provider.gateway, order.id, 10000, 'outage')).rejects.toBeInstanceOf(ServiceUnavailableError);
    const [kept] = await db.select().from(refunds);
    expect(kept).toMatchObject({ status: 'pending', providerRefundId: null });

    provider.answer('processed');
    expect(await sendUnsentRefunds(db, provider.gateway, context, { minAgeSeconds: 0 })).toBe(1);
    expect(provider.calls.map((call) => call.idempotencyKey)).toEqual([kept!.idempotencyKey, kept!.idempotencyKey]);
    expect((await orderRow(order.id)).paymentStatus).toBe('partially_refunded');
    expect(await sendUnsentRefunds(db, provider.gateway, context, { minAgeSeconds: 0 })).toBe(0);

    provider.answer('refuse');
    expect(await refund(provider.gateway, order.id, 10000, 'refused')).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('greater than') });
  });

  it('cancelling a paid order refunds what is left of it, once', async () => {
    const order = await placed();
    await refund(demo, order.id, 30000, 'part');
    await changeDeliveryStatus(db, order.id, { to: 'cancelled' }, { ...context, actorId: staffId, refunds: { gateway: async () => demo, context } });
    const admin = await getAdminOrder(db, order.id);
    expect(admin).toMatchObject({ payment_status: 'refunded', delivery_status: 'cancelled', refundable_paise: 0 });
    expect(admin.refunds.map((r) => [r.amount_paise, r.reason])).toEqual([
      [30000, 'One spike set arrived bent'],
      [order.total - 30000, 'Order cancelled'],
    ]);
    expect(await stockOf(order.productId)).toBe(5);
  });

  it('two simultaneous clicks with one key make one refund', async () => {
    const order = await placed();
    const provider = scriptedGateway(demo);
    const answers = await Promise.all([refund(provider.gateway, order.id, 25000, 'same'), refund(provider.gateway, order.id, 25000, 'same')]);
    expect(answers[0]!.id).toBe(answers[1]!.id);
    expect(await db.select().from(refunds)).toHaveLength(1);
    expect(new Set(provider.calls.map((call) => call.idempotencyKey)).size).toBe(1);
  });
});

/**
 * Every pair, on a database emptied once: each case makes its own product, customer and order, so the
 * cases cannot disturb one another, and nearly a hundred of them stay quick.
 */
describe.each(RULE_DRIVERS)('payment × delivery on %s', (driver) => {
  let database: TestDatabase;
  let db: Database;
  let demo: DemoGateway;
  let staffId: number;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    db = database.db;
    await resetDatabase(db);
    demo = await createDemoGateway(db);
    staffId = (await createStaff(db)).id;
  });
  afterAll(() => database?.close());
  const { stockOf, orderRow, placed, refund, creditedAndRefunded } = helpers(() => ({ db, demo, staffId }));

  describe('every pair of payment and delivery status, and what each event does to it', () => {
    type Pair = `${PaymentStatus}/${DeliveryStatus}`;
    type Event = 'cancel' | 'expire' | 'capture' | 'fail' | 'refund';
    /** The resulting pair and the change in stock, or the error the event is refused with. */
    type Outcome = [Pair, number] | 'conflict' | 'invalid';
    const same = (pair: Pair): Outcome => [pair, 0];

    // Orders that are paid and not cancelled: a cancel refunds the rest (units come back unless shipped),
    // late payment reports and failures change nothing, and a refund of the rest makes them refunded.
    const paidOpen = (payment: PaymentStatus, delivery: DeliveryStatus): Record<Event, Outcome> => {
      const pair = `${payment}/${delivery}` as Pair;
      return {
        cancel: delivery === 'delivered' || delivery === 'returned' ? 'conflict' : ['refunded/cancelled', delivery === 'shipped' ? 0 : 2],
        expire: same(pair),
        capture: same(pair),
        fail: same(pair),
        refund: payment === 'refunded' ? 'conflict' : [`refunded/${delivery}`, 0],
      };
    };
    const EXPECTED: Partial<Record<Pair, Record<Event, Outcome>>> = {
      'pending/pending': { cancel: ['pending/cancelled', 2], expire: ['failed/pending', 2], capture: ['completed/pending', 0], fail: ['failed/pending', 2], refund: 'conflict' },
      // The cancel gave the units back already; a payment that still arrives is refunded in full.
      'pending/cancelled': { cancel: 'conflict', expire: ['failed/cancelled', 0], capture: ['refunded/cancelled', 0], fail: ['failed/cancelled', 0], refund: 'conflict' },
      'failed/pending': { cancel: ['failed/cancelled', 0], expire: same('failed/pending'), capture: ['completed/pending', -2], fail: same('failed/pending'), refund: 'conflict' },
      'failed/cancelled': { cancel: 'conflict', expire: same('failed/cancelled'), capture: ['refunded/cancelled', 0], fail: same('failed/cancelled'), refund: 'conflict' },
      // Cancelled with its refund asked for but not yet made: nothing is left to refund twice.
      'completed/cancelled': { cancel: 'conflict', expire: same('completed/cancelled'), capture: same('completed/cancelled'), fail: same('completed/cancelled'), refund: 'invalid' },
      'partially_refunded/cancelled': {
        cancel: 'conflict',
        expire: same('partially_refunded/cancelled'),
        capture: same('partially_refunded/cancelled'),
        fail: same('partially_refunded/cancelled'),
        refund: 'invalid',
      },
      'refunded/cancelled': { cancel: 'conflict', expire: same('refunded/cancelled'), capture: same('refunded/cancelled'), fail: same('refunded/cancelled'), refund: 'conflict' },
    };
    for (const payment of ['completed', 'partially_refunded', 'refunded'] as const) {
      for (const delivery of ['pending', 'processing', 'shipped', 'delivered', 'returned'] as const) EXPECTED[`${payment}/${delivery}`] = paidOpen(payment, delivery);
    }

    /** Brings an order to the pair by the moves that lead there; an unpaid order refuses to go out. */
    async function orderIn(payment: PaymentStatus, delivery: DeliveryStatus) {
      const order = await placed({ paid: ['completed', 'partially_refunded', 'refunded'].includes(payment) });
      if (payment === 'failed') await db.transaction((tx) => failPayment(tx, { providerOrderId: order.providerOrderId, code: 'X', description: 'Declined' }));
      if (delivery === 'processing' || delivery === 'shipped' || delivery === 'delivered') {
        await changeDeliveryStatus(db, order.id, delivery === 'shipped' ? { to: 'shipped', shipment: SHIPMENT } : { to: delivery }, context);
      }
      // Back from the courier: it went out first, and its units came back then.
      if (delivery === 'returned') {
        await changeDeliveryStatus(db, order.id, { to: 'shipped', shipment: SHIPMENT }, context);
        await changeDeliveryStatus(db, order.id, { to: 'returned' }, context);
      }
      if (payment === 'partially_refunded') await refund(demo, order.id, 10000, 'setup-part');
      if (payment === 'refunded') await refund(demo, order.id, undefined, 'setup-all');
      // Cancelled by the command line, which reserves the refund of a paid order without sending it.
      if (delivery === 'cancelled') await changeDeliveryStatus(db, order.id, { to: 'cancelled' }, context);
      const row = await orderRow(order.id);
      expect(`${row.paymentStatus}/${row.deliveryStatus}`).toBe(`${payment}/${delivery}`);
      return order;
    }

    async function happen(event: Event, order: Awaited<ReturnType<typeof placed>>) {
      switch (event) {
        case 'cancel':
          return changeDeliveryStatus(db, order.id, { to: 'cancelled' }, { ...context, refunds: { gateway: async () => demo, context } });
        case 'expire':
          await db.update(orders).set({ createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000) }).where(eq(orders.id, order.id));
          return expireUnpaidOrders(db, demo, context);
        case 'capture':
          return verifyPayment(db, demo, order.userId, order.id, demo.signedPayment(order.providerOrderId), context);
        case 'fail':
          return db.transaction((tx) => failPayment(tx, { providerOrderId: order.providerOrderId, code: 'X', description: 'Declined' }));
        case 'refund':
          return refund(demo, order.id, undefined, 'event');
      }
    }

    it('lists every reachable pair of an order paid online, and an unpaid order cannot go out', async () => {
      const reachable = Object.keys(EXPECTED).sort();
      // Cash on delivery's own statuses are its tests' (cash-on-delivery*.test.ts).
      const online = PAYMENT_STATUSES.filter((status) => status !== 'to_collect' && status !== 'collected');
      const all = online.flatMap((p) => DELIVERY_STATUSES.map((d) => `${p}/${d}`));
      expect(all.filter((pair) => !reachable.includes(pair)).sort()).toEqual(
        ['failed/delivered', 'failed/processing', 'failed/returned', 'failed/shipped', 'pending/delivered', 'pending/processing', 'pending/returned', 'pending/shipped'].sort(),
      );
      for (const payment of ['pending', 'failed'] as const) {
        for (const delivery of ['processing', 'shipped', 'delivered', 'returned'] as const) {
          await expect(orderIn(payment, delivery)).rejects.toBeInstanceOf(ConflictError);
        }
      }
    });

    const cases = Object.entries(EXPECTED).flatMap(([pair, events]) => Object.entries(events!).map(([event, outcome]) => ({ pair: pair as Pair, event: event as Event, outcome })));
    it.each(cases)('$pair, then $event', async ({ pair, event, outcome }) => {
      const [payment, delivery] = pair.split('/') as [PaymentStatus, DeliveryStatus];
      const order = await orderIn(payment, delivery);
      const stockBefore = await stockOf(order.productId);
      if (outcome === 'conflict' || outcome === 'invalid') {
        await expect(happen(event, order)).rejects.toBeInstanceOf(outcome === 'conflict' ? ConflictError : InvalidInputError);
        expect(await stockOf(order.productId)).toBe(stockBefore);
        return;
      }
      await happen(event, order);
      const row = await orderRow(order.id);
      expect({ pair: `${row.paymentStatus}/${row.deliveryStatus}`, stock: (await stockOf(order.productId)) - stockBefore }).toEqual({ pair: outcome[0], stock: outcome[1] });
      // Whatever happened, the credit notes document exactly the refunds made, never more than was paid.
      const { credited, refunded } = await creditedAndRefunded(order.id);
      expect(credited).toBe(refunded);
      expect(refunded).toBeLessThanOrEqual(order.total);
      expect(refunded === order.total).toBe(row.paymentStatus === 'refunded');
    });
  });
});
