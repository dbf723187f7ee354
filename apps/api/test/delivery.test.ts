/**
 * Moving orders along their delivery, on both databases: the order of the steps, the shipment details,
 * the version check, the stock a cancel gives back (exactly once, also around payment expiry and late
 * payments), the customer's mail, the audit log, and the back-office's list and detail.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { auditLog, outbox, orders, orderStatusHistory, products } from '../src/db/schema';
import { ConflictError, InvalidInputError } from '../src/errors';
import { getAdminOrder } from '../src/flows/order-page';
import { listAdminOrders } from '../src/orders/admin-orders';
import { getCustomerOrder } from '../src/orders/customer-orders';
import { changeDeliveryStatus, type DeliveryMove } from '../src/orders/delivery';
import { expireUnpaidOrders } from '../src/orders/expire-unpaid';
import { placeOrder } from '../src/flows/checkout/place-order';
import { checkoutWith } from './support/checkout';
import { completePayment } from '../src/orders/settle-payment';
import { verifyPayment } from '../src/orders/verify-payment';
import { createDemoGateway, type DemoGateway } from '../src/payments/demo-gateway';
import { writeReview } from '../src/reviews/write-review';
import { createAddress, createProduct, createStaff, createUser, resetDatabase } from './support/fixtures';
import { RULE_DRIVERS, openTestDatabase, type TestDatabase } from './support/databases';

const context = { siteUrl: 'https://shop.example.test', seller: loadConfig({}).seller };
const SHIPMENT = { courier: 'Delhivery', trackingNumber: 'DLV123456789', trackingUrl: 'https://www.delhivery.com/track/package/DLV123456789' };

const stockOf = async (db: Database, productId: number) => (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
const orderRow = async (db: Database, id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe.each(RULE_DRIVERS)('delivery on %s', (driver) => {
  let database: TestDatabase;
  let db: Database;
  let demo: DemoGateway;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    db = database.db;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await resetDatabase(db);
    demo = await createDemoGateway(db);
  });

  async function placed(options: { quantity?: number; paid?: boolean; name?: string; email?: string } = {}) {
    const product = await createProduct(db, { stock: 5, pricePaise: 129900 });
    const user = await createUser(db, { ...(options.name ? { name: options.name } : {}), ...(options.email ? { email: options.email } : {}), contact: '9811122233' });
    const address = await createAddress(db, user.id, { fullName: 'Priya Sharma', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' });
    const order = await placeOrder(db, checkoutWith(demo), user.id, { address: address.id, items: [{ product: product.id, quantity: options.quantity ?? 1 }] });
    if (options.paid !== false) await verifyPayment(db, demo, user.id, order.id, demo.signedPayment(order.razorpay_order_id), context);
    return { id: order.id, providerOrderId: order.razorpay_order_id, productId: product.id, userId: user.id, email: user.email };
  }

  const move = (id: number, m: DeliveryMove, extra: { actorId?: number; version?: number } = {}) => changeDeliveryStatus(db, id, m, { ...context, ...extra });

  it('walks a paid order through processing, shipped and delivered, onto the customer’s timeline, with a mail each time', async () => {
    const order = await placed();
    await move(order.id, { to: 'processing' });
    await move(order.id, { to: 'shipped', shipment: SHIPMENT });
    await move(order.id, { to: 'delivered' });

    const seen = await getCustomerOrder(db, order.userId, order.id, context.siteUrl);
    expect(seen.status_history.map((entry) => entry.status)).toEqual(['pending', 'processing', 'shipped', 'delivered']);
    expect(seen.shipment).toEqual({ courier: 'Delhivery', tracking_number: 'DLV123456789', tracking_url: SHIPMENT.trackingUrl });
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, order.email));
    expect(mails.map((mail) => mail.event)).toEqual(['order_confirmation', 'order_processing', 'order_shipped', 'order_delivered']);
    const shippedMail = mails.find((mail) => mail.event === 'order_shipped')!;
    expect(shippedMail.textBody).toContain('Tracking number: DLV123456789');
    expect(shippedMail.textBody).toContain(`Track it at ${SHIPMENT.trackingUrl}`);
    expect((await orderRow(db, order.id)).version).toBe(4);
  });

  it('refuses moves that make no sense with a conflict naming delivery_status, and leaves the order as it was', async () => {
    const unpaid = await placed({ paid: false });
    await expect(move(unpaid.id, { to: 'shipped', shipment: SHIPMENT })).rejects.toMatchObject({ fieldErrors: { delivery_status: [expect.stringContaining('pending')] } });
    await expect(move(unpaid.id, { to: 'processing' })).rejects.toBeInstanceOf(ConflictError);

    const order = await placed();
    await move(order.id, { to: 'shipped', shipment: SHIPMENT });
    await expect(move(order.id, { to: 'processing' })).rejects.toMatchObject({ fieldErrors: { delivery_status: ['An order that is shipped cannot become processing.'] } });
    await move(order.id, { to: 'delivered' });
    await expect(move(order.id, { to: 'cancelled' })).rejects.toBeInstanceOf(ConflictError);
    await expect(move(order.id, { to: 'delivered' })).rejects.toMatchObject({ fieldErrors: { delivery_status: ['This order is already delivered.'] } });
    const history = await db.select({ status: orderStatusHistory.status }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((entry) => entry.status)).toEqual(['pending', 'shipped', 'delivered']);
    await expect(move(999999, { to: 'cancelled' })).rejects.toMatchObject({ detail: 'Order not found.' });
  });

  it('ships only with a courier and a tracking number, and only to an https tracking page', async () => {
    const order = await placed();
    await expect(move(order.id, { to: 'shipped', shipment: { courier: '  ', trackingNumber: '' } })).rejects.toMatchObject({
      fieldErrors: { courier: [expect.any(String)], tracking_number: [expect.any(String)] },
    });
    for (const trackingUrl of ['http://track.example/1', 'javascript:alert(1)', 'https://', 'track.example/1', 'https://track.example/a b']) {
      await expect(move(order.id, { to: 'shipped', shipment: { ...SHIPMENT, trackingUrl } }), trackingUrl).rejects.toMatchObject({ fieldErrors: { tracking_url: [expect.any(String)] } });
    }
    await move(order.id, { to: 'shipped', shipment: { courier: ' India Post ', trackingNumber: ' EE123456789IN ', trackingUrl: '' } });
    expect(await orderRow(db, order.id)).toMatchObject({ courierName: 'India Post', trackingNumber: 'EE123456789IN', trackingUrl: null, deliveryStatus: 'shipped' });
    // The database holds the same line, whoever writes.
    await expect(db.update(orders).set({ trackingUrl: 'http://plain.example' }).where(eq(orders.id, order.id))).rejects.toThrow();
    await expect(db.update(orders).set({ courierName: null }).where(eq(orders.id, order.id))).rejects.toThrow();
  });

  it('checks the version staff read, bumps it, and records who moved the order in the audit log', async () => {
    const order = await placed();
    const staff = await createStaff(db);
    await expect(move(order.id, { to: 'processing' }, { actorId: staff.id, version: 7 })).rejects.toMatchObject({ fieldErrors: { version: [expect.any(String)] } });
    await move(order.id, { to: 'processing' }, { actorId: staff.id, version: 1 });
    await expect(move(order.id, { to: 'shipped', shipment: SHIPMENT }, { actorId: staff.id, version: 1 })).rejects.toBeInstanceOf(ConflictError);
    await move(order.id, { to: 'shipped', shipment: SHIPMENT }, { actorId: staff.id, version: 2 });

    const entries = await db.select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(order.id))));
    expect(entries.map((entry) => entry.action)).toEqual(['order.process', 'order.ship']);
    expect(entries[1]).toMatchObject({
      actorId: staff.id,
      before: { delivery_status: 'processing', version: 2, shipment: null },
      after: { delivery_status: 'shipped', version: 3, shipment: { courier: 'Delhivery', tracking_number: 'DLV123456789' } },
    });
  });

  it('a cancel gives the stock back once: a second cancel is refused, and a shipped order’s units stay out', async () => {
    const order = await placed({ quantity: 2 });
    expect(await stockOf(db, order.productId)).toBe(3);
    await move(order.id, { to: 'cancelled' });
    expect(await stockOf(db, order.productId)).toBe(5);
    await expect(move(order.id, { to: 'cancelled' })).rejects.toBeInstanceOf(ConflictError);
    expect(await stockOf(db, order.productId)).toBe(5);

    const shipped = await placed({ quantity: 2 });
    await move(shipped.id, { to: 'shipped', shipment: SHIPMENT });
    await move(shipped.id, { to: 'cancelled' });
    expect(await stockOf(db, shipped.productId)).toBe(3);
  });

  it('a cancel after the payment expired, or an expiry after a cancel, gives the stock back once', async () => {
    const expiredFirst = await placed({ quantity: 2, paid: false });
    const cancelledFirst = await placed({ quantity: 2, paid: false });
    await move(cancelledFirst.id, { to: 'cancelled' });
    await db.update(orders).set({ createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000) });
    expect(await expireUnpaidOrders(db, demo, context)).toBe(2);
    await move(expiredFirst.id, { to: 'cancelled' });
    expect(await stockOf(db, expiredFirst.productId)).toBe(5);
    expect(await stockOf(db, cancelledFirst.productId)).toBe(5);
  });

  it('a payment that arrives after staff cancelled the unpaid order does not take the units again', async () => {
    const order = await placed({ quantity: 2, paid: false });
    await move(order.id, { to: 'cancelled' });
    await db.transaction((tx) => completePayment(tx, { providerOrderId: order.providerOrderId, providerPaymentId: 'pay_late1' }, context));
    expect(await orderRow(db, order.id)).toMatchObject({ paymentStatus: 'completed', deliveryStatus: 'cancelled' });
    expect(await stockOf(db, order.productId)).toBe(5);
  });

  it('delivered opens the customer’s review of what they bought', async () => {
    const order = await placed();
    const review = { order: order.id, product: order.productId, rating: 5, review_text: 'No more pigeons.' };
    await move(order.id, { to: 'shipped', shipment: SHIPMENT });
    await expect(writeReview(db, order.userId, review)).rejects.toBeInstanceOf(InvalidInputError);
    await move(order.id, { to: 'delivered' });
    await expect(writeReview(db, order.userId, review)).resolves.toMatchObject({ verified_purchase: true, status: 'published' });
  });

  describe('the back-office list and detail', () => {
    it('filters, searches, sorts, pages and counts per status', async () => {
      const asha = await placed({ name: 'Asha Verma', email: 'asha.verma@example.com' });
      const ravi = await placed({ name: 'Ravi Kumar', email: 'ravi@example.com' });
      const unpaid = await placed({ name: 'Ravi Kumar Two', paid: false });
      await move(asha.id, { to: 'shipped', shipment: SHIPMENT });
      await db.update(orders).set({ createdAt: new Date('2026-03-31T20:00:00Z') }).where(eq(orders.id, ravi.id)); // 1 April in India

      const all = await listAdminOrders(db, { page: 1, pageSize: 25 });
      expect(all.total).toBe(3);
      expect(all.counts.delivery_status).toEqual({ pending: 2, processing: 0, shipped: 1, delivered: 0, cancelled: 0, returned: 0 });
      expect(all.counts.payment_status).toEqual({ pending: 1, completed: 2, failed: 0, refunded: 0, partially_refunded: 0, to_collect: 0, collected: 0 });
      expect(all.items.map((item) => item.id)).toEqual([unpaid.id, asha.id, ravi.id]);
      expect(all.items[1]).toMatchObject({ customer: { name: 'Asha Verma', phone: '9811122233' }, total_paise: 129900, item_count: 1, ship_to: 'Priya Sharma, Bengaluru' });

      const pending = await listAdminOrders(db, { page: 1, pageSize: 25, deliveryStatus: 'pending' });
      expect(pending.items.map((item) => item.id).sort()).toEqual([ravi.id, unpaid.id].sort());
      // The delivery tabs keep counting every delivery status; the payment counts follow the tab.
      expect(pending.counts.delivery_status.shipped).toBe(1);
      expect(pending.counts.payment_status).toMatchObject({ pending: 1, completed: 1 });

      expect((await listAdminOrders(db, { page: 1, pageSize: 25, search: 'ravi' })).items.map((item) => item.id).sort()).toEqual([ravi.id, unpaid.id].sort());
      expect((await listAdminOrders(db, { page: 1, pageSize: 25, search: 'ASHA.VERMA@' })).items.map((item) => item.id)).toEqual([asha.id]);
      expect((await listAdminOrders(db, { page: 1, pageSize: 25, search: `#${asha.id}` })).items.map((item) => item.id)).toContain(asha.id);
      expect((await listAdminOrders(db, { page: 1, pageSize: 25, search: '98111' })).total).toBe(3);
      expect((await listAdminOrders(db, { page: 1, pageSize: 25, search: '%' })).total).toBe(0);
      expect((await listAdminOrders(db, { page: 1, pageSize: 25, paymentStatus: 'pending' })).items.map((item) => item.id)).toEqual([unpaid.id]);

      const april = await listAdminOrders(db, { page: 1, pageSize: 25, from: '2026-04-01', to: '2026-04-01' });
      expect(april.items.map((item) => item.id)).toEqual([ravi.id]);
      expect((await listAdminOrders(db, { page: 1, pageSize: 25, to: '2026-03-31' })).total).toBe(0);

      const byIdAscending = await listAdminOrders(db, { page: 2, pageSize: 2, sort: 'id', order: 'asc' });
      expect(byIdAscending).toMatchObject({ total: 3, page: 2, page_size: 2 });
      expect(byIdAscending.items.map((item) => item.id)).toEqual([unpaid.id]);
    });

    it('shows one order with its amounts, payments, timeline, the moves it can make and the customer’s other orders', async () => {
      const first = await placed();
      const [{ userId }] = [first];
      const address = await createAddress(db, userId);
      const product = await createProduct(db, { stock: 3, pricePaise: 49900 });
      const second = await placeOrder(db, checkoutWith(demo), userId, { address: address.id, items: [{ product: product.id, quantity: 2 }] });

      const detail = await getAdminOrder(db, first.id);
      expect(detail).toMatchObject({
        id: first.id,
        version: 1,
        payment_status: 'completed',
        delivery_status: 'pending',
        subtotal_paise: 129900,
        total_paise: 129900,
        items: [expect.objectContaining({ unit_price_paise: 129900, quantity: 1, line_total_paise: 129900 })],
        address: expect.objectContaining({ full_name: 'Priya Sharma', city: 'Bengaluru', zip_code: '560001' }),
        shipment: null,
        payments: [expect.objectContaining({ provider: 'demo', status: 'captured', amount_paise: 129900 })],
        timeline: [expect.objectContaining({ status: 'pending' })],
        allowed_moves: ['processing', 'shipped', 'delivered', 'cancelled'],
        other_orders: [expect.objectContaining({ id: second.id, total_paise: 99800, item_count: 2, payment_status: 'pending' })],
      });
      expect((await getAdminOrder(db, second.id)).allowed_moves).toEqual(['cancelled']);
      await expect(getAdminOrder(db, 999999)).rejects.toMatchObject({ detail: 'Order not found.' });
    });
  });
});
