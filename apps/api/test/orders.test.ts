/**
 * The purchase domain, on both databases: placing orders priced from the catalogue, reserving stock,
 * settling payments from the browser and the webhook (in any order, repeatedly, concurrently), expiry
 * and the money each step writes. Delivery is in delivery.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { connectDatabase } from '../src/db/connect';
import { InvalidInputError } from '../src/errors';
import { outbox, orderItems, orders, orderStatusHistory, payments, products, webhookEvents } from '../src/db/schema';
import { expireUnpaidOrders } from '../src/orders/expire-unpaid';
import { placeOrder } from '../src/flows/checkout/place-order';
import { setShopTime } from '../src/shop-clock';
import { checkoutWith } from './support/checkout';
import { verifyPayment } from '../src/orders/verify-payment';
import { createDemoGateway, type DemoGateway } from '../src/payments/demo-gateway';
import type { PaymentGateway } from '../src/payments/gateway';
import { createRazorpayGateway } from '../src/payments/razorpay-gateway';
import { handleRazorpayWebhook } from '../src/flows/razorpay-webhook';
import { countRows, createAddress, createProduct, createUser, resetDatabase } from './support/fixtures';
import { RULE_DRIVERS, openTestDatabase, pgliteTemplate, type TestDatabase } from './support/databases';
import { FAKE_KEYS, FakeRazorpay } from './support/fake-razorpay';

const context = { siteUrl: 'https://shop.example.test', seller: loadConfig({}).seller };

async function customer(db: Database) {
  const user = await createUser(db);
  const address = await createAddress(db, user.id, { fullName: 'Priya Sharma', address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' });
  return { userId: user.id, addressId: address.id };
}

const stockOf = async (db: Database, productId: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;

const orderRow = async (db: Database, id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

const mailsOfKind = async (db: Database, kind: string) => (await db.select().from(outbox).where(eq(outbox.event, kind))).length;

describe.each(RULE_DRIVERS)('orders and payments on %s', (driver) => {
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

  describe('placing an order', () => {
    it('prices every line from the catalogue, copies the address, reserves stock and opens a payment, all pending', async () => {
      const spikes = await createProduct(db, { pricePaise: 129900, stock: 5 });
      const net = await createProduct(db, { pricePaise: 49950, stock: 2 });
      const { userId, addressId } = await customer(db);

      const placed = await placeOrder(db, checkoutWith(demo), userId, { address: addressId, items: [{ product: spikes.id, quantity: 2 }, { product: net.id, quantity: 1 }] });

      expect(placed).toMatchObject({ key: demo.keyId, razorpay_amount: 2 * 129900 + 49950, currency: 'INR', provider: 'demo' });
      const order = await orderRow(db, placed.id);
      expect(order).toMatchObject({ userId, subtotalPaise: 309750, shippingPaise: 0, totalPaise: 309750, deliveryStatus: 'pending', paymentStatus: 'pending' });
      expect(order.providerOrderId).toBe(placed.razorpay_order_id);
      expect(order).toMatchObject({ shipFullName: 'Priya Sharma', shipCity: 'Bengaluru', shipZipCode: '560001' });
      const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
      expect(lines.map((line) => [line.productId, line.unitPricePaise, line.quantity, line.lineTotalPaise])).toEqual(
        expect.arrayContaining([
          [spikes.id, 129900, 2, 259800],
          [net.id, 49950, 1, 49950],
        ]),
      );
      expect(await stockOf(db, spikes.id)).toBe(3);
      expect(await stockOf(db, net.id)).toBe(1);
      expect(await db.select().from(payments).where(eq(payments.orderId, placed.id))).toEqual([
        expect.objectContaining({ provider: 'demo', providerOrderId: placed.razorpay_order_id, amountPaise: 309750, status: 'created' }),
      ]);
      expect(await db.select({ status: orderStatusHistory.status }).from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.id))).toEqual([{ status: 'pending' }]);
    });

    it('keeps the price the product had when ordered', async () => {
      const product = await createProduct(db, { pricePaise: 100000 });
      const { userId, addressId } = await customer(db);
      const placed = await placeOrder(db, checkoutWith(demo), userId, { address: addressId, items: [{ product: product.id, quantity: 1 }] });
      await db.update(products).set({ pricePaise: 150000 }).where(eq(products.id, product.id));
      const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
      expect(line!.unitPricePaise).toBe(100000);
    });

    it('merges the same product given twice into one line', async () => {
      const product = await createProduct(db, { stock: 10 });
      const { userId, addressId } = await customer(db);
      const placed = await placeOrder(db, checkoutWith(demo), userId, { address: addressId, items: [{ product: product.id, quantity: 2 }, { product: product.id, quantity: 3 }] });
      const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
      expect(lines.map((line) => line.quantity)).toEqual([5]);
      expect(await stockOf(db, product.id)).toBe(5);
    });

    it.each([
      ['an unknown product', async (_db: Database) => ({ product: 999999, quantity: 1 }), 'items'],
      ['an inactive product', async (d: Database) => ({ product: (await createProduct(d, { isActive: false })).id, quantity: 1 }), 'items'],
      ['more than the stock', async (d: Database) => ({ product: (await createProduct(d, { stock: 2 })).id, quantity: 3 }), 'items'],
      ['an out-of-stock product', async (d: Database) => ({ product: (await createProduct(d, { stock: 0 })).id, quantity: 1 }), 'items'],
    ])('refuses %s, naming the field, and writes nothing', async (_name, line, field) => {
      const available = await createProduct(db, { stock: 4 });
      const { userId, addressId } = await customer(db);
      const bad = await line(db);
      const attempt = placeOrder(db, checkoutWith(demo), userId, { address: addressId, items: [{ product: available.id, quantity: 1 }, bad] });
      await expect(attempt).rejects.toBeInstanceOf(InvalidInputError);
      await expect(attempt).rejects.toMatchObject({ fieldErrors: { [field]: [expect.any(String)] } });
      expect(await countRows(db, orders)).toBe(0);
      expect(await countRows(db, orderItems)).toBe(0);
      expect(await countRows(db, payments)).toBe(0);
      expect(await stockOf(db, available.id)).toBe(4);
    });

    it('refuses another customer’s address, naming the field', async () => {
      const product = await createProduct(db);
      const alice = await customer(db);
      const bob = await customer(db);
      await expect(placeOrder(db, checkoutWith(demo), bob.userId, { address: alice.addressId, items: [{ product: product.id, quantity: 1 }] })).rejects.toMatchObject({
        fieldErrors: { address: [expect.any(String)] },
      });
      expect(await countRows(db, orders)).toBe(0);
    });

    it('answers the same order to a resubmitted checkout, reserving the stock once', async () => {
      const product = await createProduct(db, { stock: 5 });
      const { userId, addressId } = await customer(db);
      const input = { address: addressId, items: [{ product: product.id, quantity: 2 }] };
      const [first, second] = await Promise.all([placeOrder(db, checkoutWith(demo), userId, input), placeOrder(db, checkoutWith(demo), userId, input)]);
      const third = await placeOrder(db, checkoutWith(demo), userId, input);
      expect(second).toEqual(first);
      expect(third).toEqual(first);
      expect(await countRows(db, orders)).toBe(1);
      expect(await stockOf(db, product.id)).toBe(3);

      // A different cart is a different order.
      const other = await placeOrder(db, checkoutWith(demo), userId, { address: addressId, items: [{ product: product.id, quantity: 1 }] });
      expect(other.id).not.toBe(first.id);
    });

    it('answers the first order again for a repeated Idempotency-Key, and refuses the key with another cart', async () => {
      const product = await createProduct(db, { stock: 5 });
      const { userId, addressId } = await customer(db);
      const input = { address: addressId, items: [{ product: product.id, quantity: 1 }] };
      const first = await placeOrder(db, checkoutWith(demo), userId, input, 'checkout-7f3a');
      // Paid orders are not resubmissions, but the key still names the first answer.
      await db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, first.id));
      expect(await placeOrder(db, checkoutWith(demo), userId, input, 'checkout-7f3a')).toEqual(first);
      await expect(placeOrder(db, checkoutWith(demo), userId, { ...input, items: [{ product: product.id, quantity: 2 }] }, 'checkout-7f3a')).rejects.toMatchObject({
        fieldErrors: { 'Idempotency-Key': [expect.any(String)] },
      });
      expect(await countRows(db, orders)).toBe(1);
    });

    it('50 customers checking out the last 10 units at once: ten orders, stock exactly zero, the rest refused', async () => {
      const product = await createProduct(db, { stock: 10 });
      const buyers = [];
      for (let index = 0; index < 50; index++) buyers.push(await customer(db));
      const results = await Promise.allSettled(
        buyers.map((buyer) => placeOrder(db, checkoutWith(demo), buyer.userId, { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }] })),
      );
      const accepted = results.filter((result) => result.status === 'fulfilled');
      const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(accepted).toHaveLength(10);
      expect(refused).toHaveLength(40);
      for (const result of refused) expect(result.reason).toBeInstanceOf(InvalidInputError);
      expect(await stockOf(db, product.id)).toBe(0);
      expect(await countRows(db, orders)).toBe(10);
      expect(await countRows(db, payments)).toBe(10);
    });
  });

  describe('stock held without paying', () => {
    const limits = { holdMinutes: 30, ordersPerCustomer: 2, unitsPerCustomer: 5 };
    const order = (buyer: { userId: number; addressId: number }, product: number, quantity = 1) =>
      placeOrder(db, checkoutWith(demo, { unpaidLimits: limits }), buyer.userId, { address: buyer.addressId, items: [{ product, quantity }] });

    it('refuses a customer’s order past the cap of open unpaid orders, with a message naming the rule; others still buy', async () => {
      const products = [await createProduct(db, { stock: 9 }), await createProduct(db, { stock: 9 }), await createProduct(db, { stock: 9 })];
      const hoarder = await customer(db);
      await order(hoarder, products[0]!.id);
      await order(hoarder, products[1]!.id);
      const refusal = await order(hoarder, products[2]!.id).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(InvalidInputError);
      expect(refusal).toMatchObject({ fieldErrors: { items: [expect.stringContaining('You already have 2 unpaid orders')] } });
      expect(await stockOf(db, products[2]!.id)).toBe(9);
      // Another shopper is not held back by the first one's orders.
      await expect(order(await customer(db), products[2]!.id)).resolves.toMatchObject({ provider: 'demo' });
      // Paying one of them frees a place.
      const [first] = await db.select().from(orders).where(eq(orders.userId, hoarder.userId)).limit(1);
      await db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, first!.id));
      await expect(order(hoarder, products[2]!.id)).resolves.toMatchObject({ provider: 'demo' });
    });

    it('refuses an order that would take the units held unpaid past the cap', async () => {
      const product = await createProduct(db, { stock: 50 });
      const buyer = await customer(db);
      await expect(order(buyer, product.id, 6)).rejects.toMatchObject({ fieldErrors: { items: [expect.stringContaining('at most 5 items')] } });
      await order(buyer, product.id, 4);
      await expect(order(buyer, product.id, 2)).rejects.toMatchObject({ fieldErrors: { items: [expect.stringContaining('already hold 4 items')] } });
      expect(await stockOf(db, product.id)).toBe(46);
    });

    it('two checkouts of one customer at once cannot both slip under the cap', async () => {
      const products = [await createProduct(db, { stock: 9 }), await createProduct(db, { stock: 9 }), await createProduct(db, { stock: 9 })];
      const buyer = await customer(db);
      await order(buyer, products[0]!.id);
      const results = await Promise.allSettled([order(buyer, products[1]!.id), order(buyer, products[2]!.id)]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(await countRows(db, orders)).toBe(2);
    });

    it('an unpaid order gives its stock back after the configured hold, not before', async () => {
      const product = await createProduct(db, { stock: 5 });
      const buyer = await customer(db);
      const placed = await order(buyer, product.id, 2);
      await db.update(orders).set({ createdAt: new Date(Date.now() - 20 * 60 * 1000) });
      expect(await expireUnpaidOrders(db, demo, context, 30)).toBe(0);
      expect(await expireUnpaidOrders(db, demo, context, 15)).toBe(1);
      expect((await orderRow(db, placed.id)).paymentStatus).toBe('failed');
      expect(await stockOf(db, product.id)).toBe(5);
    });

    it('an unpaid order expires when the shop’s clock is moved past its hold, as the owner trying the shop sees', async () => {
      const product = await createProduct(db, { stock: 5 });
      const placed = await order(await customer(db), product.id, 2);
      expect(await expireUnpaidOrders(db, demo, context, 30)).toBe(0);
      setShopTime(new Date(Date.now() + 31 * 60 * 1000));
      try {
        expect(await expireUnpaidOrders(db, demo, context, 30)).toBe(1);
      } finally {
        setShopTime(null);
      }
      expect((await orderRow(db, placed.id)).paymentStatus).toBe('failed');
      expect(await stockOf(db, product.id)).toBe(5);
    });
  });

  describe('verifying the browser’s payment report', () => {
    async function placedOrder(gateway: PaymentGateway = demo, stock = 5) {
      const product = await createProduct(db, { stock, pricePaise: 129900 });
      const { userId, addressId } = await customer(db);
      const placed = await placeOrder(db, checkoutWith(gateway), userId, { address: addressId, items: [{ product: product.id, quantity: 2 }] });
      return { placed, userId, productId: product.id };
    }

    it('a valid signature completes the order once, records the payment and queues one confirmation mail', async () => {
      const { placed, userId } = await placedOrder();
      const report = demo.signedPayment(placed.razorpay_order_id);
      expect(await verifyPayment(db, demo, userId, placed.id, report, context)).toEqual({ status: 'success', message: 'Payment successful!' });
      // The same report again: success, and nothing more happens.
      expect(await verifyPayment(db, demo, userId, placed.id, report, context)).toEqual({ status: 'success', message: 'Payment successful!' });
      expect((await orderRow(db, placed.id)).paymentStatus).toBe('completed');
      expect(await db.select().from(payments).where(eq(payments.orderId, placed.id))).toEqual([
        expect.objectContaining({ providerPaymentId: report.razorpay_payment_id, status: 'captured' }),
      ]);
      expect(await mailsOfKind(db, 'order_confirmation')).toBe(1);
      const [mail] = await db.select().from(outbox).where(eq(outbox.event, 'order_confirmation'));
      expect(mail!.textBody).toContain('₹2,598.00');
    });

    it.each([
      ['a forged signature', (report: Record<string, string>) => ({ ...report, razorpay_signature: 'ab'.repeat(32) })],
      ['no signature', (report: Record<string, string>) => ({ ...report, razorpay_signature: undefined })],
      ['a signature that is not hex', (report: Record<string, string>) => ({ ...report, razorpay_signature: 'not-a-signature' })],
      ['another payment id under the signature', (report: Record<string, string>) => ({ ...report, razorpay_payment_id: 'pay_someoneelse' })],
    ])('%s is refused and the order stays unpaid', async (_name, tamper) => {
      const { placed, userId } = await placedOrder();
      const report = tamper(demo.signedPayment(placed.razorpay_order_id));
      expect(await verifyPayment(db, demo, userId, placed.id, report as never, context)).toEqual({ status: 'failure', message: 'Payment verification failed' });
      expect((await orderRow(db, placed.id)).paymentStatus).toBe('pending');
      expect(await mailsOfKind(db, 'order_confirmation')).toBe(0);
    });

    it('another order’s valid signature does not pay this one', async () => {
      const first = await placedOrder();
      const second = await placedOrder();
      const reportForSecond = demo.signedPayment(second.placed.razorpay_order_id);
      expect(await verifyPayment(db, demo, first.userId, first.placed.id, reportForSecond, context)).toMatchObject({ status: 'failure' });
      expect((await orderRow(db, first.placed.id)).paymentStatus).toBe('pending');
      expect((await orderRow(db, second.placed.id)).paymentStatus).toBe('pending');
    });

    it('another customer’s order is not found', async () => {
      const { placed } = await placedOrder();
      const stranger = await createUser(db);
      await expect(verifyPayment(db, demo, stranger.id, placed.id, demo.signedPayment(placed.razorpay_order_id), context)).rejects.toMatchObject({
        detail: 'Order not found.',
      });
      expect((await orderRow(db, placed.id)).paymentStatus).toBe('pending');
    });

    it('a reported failure fails the order and frees its stock; a later success takes the stock again', async () => {
      const { placed, userId, productId } = await placedOrder();
      expect(await stockOf(db, productId)).toBe(3);
      const failure = { razorpay_order_id: placed.razorpay_order_id, razorpay_error: { code: 'BAD_REQUEST_ERROR', description: 'Payment cancelled' } };
      expect(await verifyPayment(db, demo, userId, placed.id, failure, context)).toEqual({ status: 'failure', message: 'Payment failed. Please try again.' });
      expect((await orderRow(db, placed.id)).paymentStatus).toBe('failed');
      expect(await stockOf(db, productId)).toBe(5);
      // A second failure report gives nothing back twice.
      await verifyPayment(db, demo, userId, placed.id, failure, context);
      expect(await stockOf(db, productId)).toBe(5);

      // Razorpay lets the shopper retry in the same widget: the retry succeeds.
      expect(await verifyPayment(db, demo, userId, placed.id, demo.signedPayment(placed.razorpay_order_id), context)).toMatchObject({ status: 'success' });
      expect((await orderRow(db, placed.id)).paymentStatus).toBe('completed');
      expect(await stockOf(db, productId)).toBe(3);
    });

    it('50 simultaneous verifications of one order: one completion, one mail, one captured payment', async () => {
      const { placed, userId } = await placedOrder();
      const report = demo.signedPayment(placed.razorpay_order_id);
      const results = await Promise.all(Array.from({ length: 50 }, () => verifyPayment(db, demo, userId, placed.id, report, context)));
      expect(results.every((result) => result.status === 'success')).toBe(true);
      expect(await mailsOfKind(db, 'order_confirmation')).toBe(1);
      expect(await db.select().from(payments).where(and(eq(payments.orderId, placed.id), eq(payments.status, 'captured')))).toHaveLength(1);
    });
  });

  describe('with Razorpay (a fake Razorpay API on loopback)', () => {
    let razorpay: FakeRazorpay;
    let gateway: PaymentGateway;
    beforeAll(async () => {
      razorpay = await new FakeRazorpay().start();
      gateway = createRazorpayGateway({ ...FAKE_KEYS, apiUrl: razorpay.url, timeoutMs: 2_000 });
    });
    afterAll(() => razorpay?.stop());
    beforeEach(() => {
      razorpay.behaviour = 'normal';
    });

    const webhook = (delivery: { body: string; signature: string; eventId: string }) =>
      handleRazorpayWebhook(db, FAKE_KEYS.webhookSecret, Buffer.from(delivery.body), delivery.signature, delivery.eventId, context);

    async function placed() {
      const product = await createProduct(db, { stock: 5, pricePaise: 75000 });
      const { userId, addressId } = await customer(db);
      const order = await placeOrder(db, checkoutWith(gateway), userId, { address: addressId, items: [{ product: product.id, quantity: 1 }] });
      return { order, userId, productId: product.id };
    }

    it('creates the provider order through the Orders API for the server’s amount, with the public key', async () => {
      const { order } = await placed();
      expect(order).toMatchObject({ provider: 'razorpay', key: FAKE_KEYS.keyId, razorpay_amount: 75000 });
      expect(razorpay.orders.get(order.razorpay_order_id)).toMatchObject({ amount: 75000, receipt: `order_${order.id}` });
    });

    it('when Razorpay is down, nothing is written and no stock is taken', async () => {
      const product = await createProduct(db, { stock: 5 });
      const { userId, addressId } = await customer(db);
      razorpay.behaviour = 'down';
      await expect(placeOrder(db, checkoutWith(gateway), userId, { address: addressId, items: [{ product: product.id, quantity: 1 }] })).rejects.toMatchObject({
        name: 'PaymentProviderError',
      });
      expect(await countRows(db, orders)).toBe(0);
      expect(await stockOf(db, product.id)).toBe(5);
    });

    it('an order opened at Razorpay is verified only by Razorpay: a demo-signed report is refused after a switch', async () => {
      const { order, userId } = await placed();
      const demoSigned = demo.signedPayment(order.razorpay_order_id);
      expect(await verifyPayment(db, demo, userId, order.id, demoSigned, context)).toEqual({ status: 'failure', message: 'Payment verification failed' });
      const reportedFailure = { razorpay_order_id: order.razorpay_order_id, razorpay_error: { code: 'BAD_REQUEST_ERROR' } };
      expect(await verifyPayment(db, demo, userId, order.id, reportedFailure, context)).toMatchObject({ status: 'failure' });
      expect((await orderRow(db, order.id)).paymentStatus).toBe('pending');
    });

    it('an order opened by the demo provider is not paid through Razorpay, and expires without asking Razorpay', async () => {
      const product = await createProduct(db, { stock: 5 });
      const { userId, addressId } = await customer(db);
      const demoOrder = await placeOrder(db, checkoutWith(demo), userId, { address: addressId, items: [{ product: product.id, quantity: 1 }] });
      const signedByRazorpay = razorpay.pay(demoOrder.razorpay_order_id);
      expect(await verifyPayment(db, gateway, userId, demoOrder.id, signedByRazorpay, context)).toMatchObject({ status: 'failure' });
      await db.update(orders).set({ createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000) });
      razorpay.behaviour = 'down';
      expect(await expireUnpaidOrders(db, gateway, context)).toBe(1);
      expect(await stockOf(db, product.id)).toBe(5);
    });

    it('checks Checkout’s signature with the key secret: genuine, forged and replayed', async () => {
      const { order, userId } = await placed();
      const paid = razorpay.pay(order.razorpay_order_id);
      const forged = { ...paid, razorpay_signature: paid.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
      expect(await verifyPayment(db, gateway, userId, order.id, forged, context)).toMatchObject({ status: 'failure' });
      expect(await verifyPayment(db, gateway, userId, order.id, paid, context)).toMatchObject({ status: 'success' });
      expect(await verifyPayment(db, gateway, userId, order.id, paid, context)).toMatchObject({ status: 'success' });
      expect(await mailsOfKind(db, 'order_confirmation')).toBe(1);
    });

    it('the webhook alone completes an order whose shopper closed the browser', async () => {
      const { order } = await placed();
      const paid = razorpay.pay(order.razorpay_order_id);
      expect(await webhook(razorpay.webhook('payment.captured', order.razorpay_order_id, paid.razorpay_payment_id))).toBe('processed');
      expect((await orderRow(db, order.id)).paymentStatus).toBe('completed');
      expect(await db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([
        expect.objectContaining({ providerPaymentId: paid.razorpay_payment_id, status: 'captured', method: 'card' }),
      ]);
    });

    it('a forged webhook is refused and stored nowhere', async () => {
      const { order } = await placed();
      const paid = razorpay.pay(order.razorpay_order_id);
      const delivery = razorpay.webhook('payment.captured', order.razorpay_order_id, paid.razorpay_payment_id);
      expect(await webhook({ ...delivery, signature: 'f'.repeat(64) })).toBe('bad-signature');
      expect(await webhook({ ...delivery, body: delivery.body.replace('"amount":75000', '"amount":1') })).toBe('bad-signature');
      expect((await orderRow(db, order.id)).paymentStatus).toBe('pending');
      expect(await countRows(db, webhookEvents)).toBe(0);
    });

    it('a redelivered event is stored once and changes nothing more', async () => {
      const { order } = await placed();
      const paid = razorpay.pay(order.razorpay_order_id);
      const delivery = razorpay.webhook('payment.captured', order.razorpay_order_id, paid.razorpay_payment_id);
      expect(await webhook(delivery)).toBe('processed');
      expect(await webhook(delivery)).toBe('duplicate');
      expect(await countRows(db, webhookEvents)).toBe(1);
      expect(await mailsOfKind(db, 'order_confirmation')).toBe(1);
    });

    it('webhook first, browser second (and the other way round): one completion', async () => {
      const a = await placed();
      const paidA = razorpay.pay(a.order.razorpay_order_id);
      await webhook(razorpay.webhook('order.paid', a.order.razorpay_order_id, paidA.razorpay_payment_id));
      expect(await verifyPayment(db, gateway, a.userId, a.order.id, paidA, context)).toMatchObject({ status: 'success' });

      const b = await placed();
      const paidB = razorpay.pay(b.order.razorpay_order_id);
      expect(await verifyPayment(db, gateway, b.userId, b.order.id, paidB, context)).toMatchObject({ status: 'success' });
      expect(await webhook(razorpay.webhook('payment.captured', b.order.razorpay_order_id, paidB.razorpay_payment_id))).toBe('processed');

      expect(await mailsOfKind(db, 'order_confirmation')).toBe(2);
      expect(await db.select().from(payments).where(eq(payments.status, 'captured'))).toHaveLength(2);
    });

    it('payment.failed fails the order and frees its stock; a failure after success changes nothing', async () => {
      const { order, productId } = await placed();
      expect(await webhook(razorpay.webhook('payment.failed', order.razorpay_order_id, 'pay_failed1'))).toBe('processed');
      expect((await orderRow(db, order.id)).paymentStatus).toBe('failed');
      expect(await stockOf(db, productId)).toBe(5);

      const other = await placed();
      const paid = razorpay.pay(other.order.razorpay_order_id);
      await webhook(razorpay.webhook('payment.captured', other.order.razorpay_order_id, paid.razorpay_payment_id));
      await webhook(razorpay.webhook('payment.failed', other.order.razorpay_order_id, 'pay_failed2'));
      expect((await orderRow(db, other.order.id)).paymentStatus).toBe('completed');
    });

    it('an event for an order we do not know is stored with the reason and acknowledged', async () => {
      expect(await webhook(razorpay.webhook('payment.captured', 'order_unknown', 'pay_unknown'))).toBe('processed');
      const [event] = await db.select().from(webhookEvents);
      expect(event!.processingError).toContain('order_unknown');
    });

    it('expiry asks Razorpay first: a captured payment completes the order, none fails it and frees the stock', async () => {
      const paidMeanwhile = await placed();
      razorpay.pay(paidMeanwhile.order.razorpay_order_id);
      const abandoned = await placed();
      await db.update(orders).set({ createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000) });

      expect(await expireUnpaidOrders(db, gateway, context)).toBe(1);
      expect((await orderRow(db, paidMeanwhile.order.id)).paymentStatus).toBe('completed');
      expect((await orderRow(db, abandoned.order.id)).paymentStatus).toBe('failed');
      expect(await stockOf(db, abandoned.productId)).toBe(5);
    });
  });
});

describe('PGlite keeps orders across a restart', () => {
  // Two PGlite boots from disk: the first from the run's migrated copy (migrating from nothing took over 90 s in a
  // slow hour; the seed's test does that), the second finding every migration applied.
  it('reopens the same directory with the order and its payment', { timeout: 240_000 }, async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'orders-restart-'));
    try {
      let handle = await connectDatabase({ dataDir: dir, loadDataDir: await pgliteTemplate() });
      const gateway = await createDemoGateway(handle.db);
      const product = await createProduct(handle.db);
      const { userId, addressId } = await customer(handle.db);
      const placed = await placeOrder(handle.db, checkoutWith(gateway), userId, { address: addressId, items: [{ product: product.id, quantity: 1 }] });
      await handle.close();

      handle = await connectDatabase({ dataDir: dir });
      expect((await orderRow(handle.db, placed.id)).providerOrderId).toBe(placed.razorpay_order_id);
      // The demo provider's secret survived too, so the pending order can still be paid.
      const again = await createDemoGateway(handle.db);
      const report = again.signedPayment(placed.razorpay_order_id);
      expect(gateway.paymentSignatureValid(report.razorpay_order_id, report.razorpay_payment_id, report.razorpay_signature)).toBe(true);
      await handle.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
