/**
 * Cash on delivery up to the customer's answer, on both databases: the one rule (each reason, and which
 * one wins), the cart's delivery estimate, the checkout's quote and the order agreeing, the order itself
 * (fee, stock, mail with its link, no payment provider, idempotency), the answer signed in and by the link,
 * and the sweep that cancels orders nobody confirmed in time.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, idempotencyKeys, outbox, orders, payments, products } from '../src/db/schema';
import { codRefusal, type CodCase } from '../src/flows/checkout/cash-on-delivery';
import { expireCodConfirmations } from '../src/orders/expire-cod-confirmations';
import { setShopTime } from '../src/shop-clock';
import { placeOrder } from '../src/flows/checkout/place-order';
import { createDemoGateway } from '../src/payments/demo-gateway';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { BENGALURU, codShop, NOWHERE, PORT_BLAIR } from './support/cash-on-delivery';
import { checkoutWith } from './support/checkout';
import { withClockHeld } from './support/clock';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { countRows, createProduct, resetDatabase, staffSessionFor } from './support/fixtures';

const HOUR_MS = 60 * 60 * 1000;

describe('the cash-on-delivery rule', () => {
  const settings = { codEnabled: true, codMaxOrderPaise: 10_000_00, codMaxRefused: 1 };
  const serviceable = { status: 'serviceable' as const, cashOnDelivery: true };
  const base: CodCase = { settings, delivery: serviceable, totalPaise: 5_000_00, returnedOrders: 0 };

  it('allows an order within every rule, and an order of exactly the limit', () => {
    expect(codRefusal(base)).toBeNull();
    expect(codRefusal({ ...base, totalPaise: 10_000_00 })).toBeNull();
    // Nobody known (a product page): the refusals rule does not apply.
    expect(codRefusal({ ...base, returnedOrders: undefined })).toBeNull();
  });

  it.each<[string, Partial<CodCase>, string]>([
    ['switched off', { settings: { ...settings, codEnabled: false } }, 'switched_off'],
    ['a customer with a returned parcel', { returnedOrders: 1 }, 'refused_before'],
    ['a PIN code no courier serves', { delivery: { status: 'not_serviceable', cashOnDelivery: false } }, 'not_serviceable'],
    ['couriers that collect no cash there', { delivery: { status: 'serviceable', cashOnDelivery: false } }, 'not_serviceable'],
    ['a paisa over the limit', { totalPaise: 10_000_01 }, 'over_limit'],
    ['the aggregator not answering', { delivery: { status: 'unknown', cashOnDelivery: false } }, 'carrier_unknown'],
  ])('refuses %s', (_name, change, reason) => {
    expect(codRefusal({ ...base, ...change })).toBe(reason);
  });

  it('gives the reason that waiting or a smaller cart cannot change, and an unreachable aggregator last', () => {
    const unknown = { status: 'unknown' as const, cashOnDelivery: false };
    expect(codRefusal({ settings: { ...settings, codEnabled: false }, delivery: unknown, totalPaise: 20_000_00, returnedOrders: 3 })).toBe('switched_off');
    expect(codRefusal({ settings, delivery: { status: 'not_serviceable', cashOnDelivery: false }, totalPaise: 20_000_00, returnedOrders: 3 })).toBe('refused_before');
    expect(codRefusal({ settings, delivery: { status: 'serviceable', cashOnDelivery: false }, totalPaise: 20_000_00 })).toBe('not_serviceable');
    expect(codRefusal({ settings, delivery: unknown, totalPaise: 20_000_00 })).toBe('over_limit');
    // A owner who allows two refusals: one is not enough.
    expect(codRefusal({ ...base, settings: { ...settings, codMaxRefused: 2 }, returnedOrders: 1 })).toBeNull();
  });
});

describe.each(RULE_DRIVERS)('cash on delivery until the customer answers, on %s', (driver) => {
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;
  let ownerToken: string;
  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    shop = codShop(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    ownerToken = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
  });

  const product = (pricePaise = 129900, stock = 10) => createProduct(t.database.db, { pricePaise, maxPricePaise: pricePaise, stock });
  const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const stockOf = async (id: number) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const mailsTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, email));

  describe('the owner’s settings', () => {
    it('start from the defaults, are saved whole by the owner against the version read, and audited', async () => {
      const packerToken = (await staffSessionFor(t.database.db, TEST_KEYS, { staffRole: 'staff' })).token;
      const read = await shop.api.get('/api/admin/settings/delivery/', packerToken);
      expect(read.statusCode).toBe(200);
      await expectToMatchContract('getDeliverySettings', 200, read.json());
      expect(read.json()).toMatchObject({ cod_enabled: true, cod_fee_paise: 4900, cod_max_order_paise: 10_000_00, cod_max_refused: 1, cod_confirm_hours: 24, version: 1 });

      const change = { ...read.json(), cod_fee_paise: 3900, cod_confirm_hours: 12 };
      expect((await shop.api.put('/api/admin/settings/delivery/', change, packerToken)).statusCode).toBe(403);
      const saved = await shop.api.put('/api/admin/settings/delivery/', change, ownerToken);
      expect(saved.statusCode, saved.body).toBe(200);
      await expectToMatchContract('updateDeliverySettings', 200, saved.json());
      expect(saved.json()).toMatchObject({ cod_fee_paise: 3900, cod_confirm_hours: 12, version: 2 });
      const stale = await shop.api.put('/api/admin/settings/delivery/', { ...change, cod_fee_paise: 0 }, ownerToken);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ errors: { version: [expect.any(String)] } });
      const bad = await shop.api.put('/api/admin/settings/delivery/', { ...saved.json<object>(), cod_confirm_hours: 0, cod_fee_paise: -1 }, ownerToken);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['cod_confirm_hours', 'cod_fee_paise']);
      const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'setting.update'));
      expect(audited).toEqual([expect.objectContaining({ entityId: 'delivery_settings', after: expect.objectContaining({ codFeePaise: 3900, version: 2 }) })]);

      // The next order pays the new fee and has the new time to confirm.
      const spikes = await product(129900);
      const buyer = await shop.buyer();
      const created = (await shop.order(buyer, [{ product: spikes.id, quantity: 1 }], 'cash_on_delivery')).json<{ id: number; razorpay_amount: number; confirm_by: string }>();
      expect(created.razorpay_amount).toBe(129900 + 3900);
      expect(Date.parse(created.confirm_by) - Date.now()).toBeLessThanOrEqual(12 * HOUR_MS);
      expect(Date.parse(created.confirm_by) - Date.now()).toBeGreaterThan(11 * HOUR_MS);
    });
  });

  describe('the delivery estimate of a cart', () => {
    const estimate = (query: string) => t.app.inject({ method: 'GET', url: `/api/user/delivery-estimate/?${query}` });

    it('packs the items as one parcel and answers cash on delivery by the owner’s rules', async () => {
      const spikes = await product(129900);
      const net = await product(49900);
      const cart = await estimate(`pincode=560001&items=${spikes.id}x2,${net.id}x1`);
      expect(cart.statusCode, cart.body).toBe(200);
      await expectToMatchContract('getDeliveryEstimate', 200, cart.json());
      expect(cart.json()).toMatchObject({ pincode: '560001', status: 'serviceable', cash_on_delivery: true, cash_on_delivery_reason: null });
      expect((await estimate(`pincode=744101&items=${spikes.id}x1`)).json()).toMatchObject({ status: 'serviceable', cash_on_delivery: false, cash_on_delivery_reason: 'not_serviceable' });

      // ₹2,598 + ₹499 + the ₹49 fee is over a ₹3,000 limit; one product alone is not.
      await shop.saveSettings(ownerToken, { cod_max_order_paise: 3_000_00 });
      expect((await estimate(`pincode=560001&items=${spikes.id}x2,${net.id}x1`)).json()).toMatchObject({
        status: 'serviceable',
        cash_on_delivery: false,
        cash_on_delivery_reason: 'over_limit',
        cash_on_delivery_max_order_paise: 3_000_00,
      });
      expect((await estimate(`pincode=560001&product_id=${net.id}`)).json()).toMatchObject({ cash_on_delivery: true });
      await shop.saveSettings(ownerToken, { cod_enabled: false });
      expect((await estimate(`pincode=560001&product_id=${net.id}`)).json()).toMatchObject({ status: 'serviceable', cash_on_delivery: false, cash_on_delivery_reason: 'switched_off' });
    });

    it('takes either one product or a cart (400 naming the field), and a product not on sale is not found', async () => {
      const spikes = await product();
      const hidden = await createProduct(t.database.db, { isActive: false });
      for (const [query, field] of [
        ['pincode=560001', 'product_id'],
        [`pincode=560001&product_id=${spikes.id}&items=${spikes.id}x1`, 'items'],
        [`pincode=560001&items=${spikes.id}x0`, 'items'],
        [`pincode=560001&items=${spikes.id}x101`, 'items'],
        ['pincode=560001&items=0x1', 'items'],
        [`pincode=560001&items=${spikes.id}-1`, 'items'],
      ] as const) {
        const answer = await estimate(query);
        expect(answer.statusCode, query).toBe(400);
        expect(Object.keys(answer.json().errors), query).toContain(field);
      }
      expect((await estimate(`pincode=560001&items=${spikes.id}x1,${hidden.id}x1`)).statusCode).toBe(404);
      expect((await estimate(`pincode=560001&items=${spikes.id}x1,999999x1`)).statusCode).toBe(404);
    });
  });

  describe('the checkout’s quote and the order', () => {
    it('quotes the server’s prices, the delivery date and the fee; the order then carries the fee, reserves stock and asks no payment provider', async () => {
      const spikes = await product(129900, 5);
      const buyer = await shop.buyer();
      const quoted = await shop.quote(buyer, [{ product: spikes.id, quantity: 2 }]);
      expect(quoted.statusCode, quoted.body).toBe(200);
      await expectToMatchContract('quoteOrder', 200, quoted.json());
      expect(quoted.json()).toMatchObject({
        subtotal_paise: 259800,
        shipping_paise: 0,
        delivery: { pincode: '560001', status: 'serviceable', courier: 'Demo Surface', cash_on_delivery: true },
        cash_on_delivery: { available: true, fee_paise: 4900, reason: null, max_order_paise: 10_000_00 },
      });

      const before = Date.now();
      const placed = await shop.order(buyer, [{ product: spikes.id, quantity: 2 }], 'cash_on_delivery');
      expect(placed.statusCode, placed.body).toBe(201);
      await expectToMatchContract('createOrder', 201, placed.json());
      const created = placed.json<{ id: number; confirm_by: string }>();
      expect(created).toMatchObject({ provider: 'cash_on_delivery', payment_method: 'cash_on_delivery', key: '', razorpay_order_id: '', razorpay_amount: 264700, currency: 'INR' });
      const deadline = Date.parse(created.confirm_by);
      expect(deadline).toBeGreaterThanOrEqual(before + 24 * HOUR_MS);
      expect(deadline).toBeLessThanOrEqual(Date.now() + 24 * HOUR_MS);

      const row = await orderRow(created.id);
      expect(row).toMatchObject({ subtotalPaise: 259800, shippingPaise: 0, codFeePaise: 4900, totalPaise: 264700, paymentMethod: 'cash_on_delivery', paymentStatus: 'to_collect', codConfirmation: 'awaiting', providerOrderId: null });
      expect(Number.isInteger(row.totalPaise)).toBe(true);
      expect(await stockOf(spikes.id)).toBe(3);
      expect(await countRows(t.database.db, payments)).toBe(0);

      const seen = await shop.api.get(`/api/user/orders/${created.id}/`, buyer.token);
      await expectToMatchContract('getOrder', 200, seen.json());
      expect(seen.json()).toMatchObject({
        payment_method: 'cash_on_delivery',
        cod_fee_amount: 49,
        total_amount: 2647,
        payment_status: 'pending',
        payment_status_display: 'Pay on delivery',
        cod_confirmation: { status: 'awaiting', confirm_by: created.confirm_by },
        razorpay_order_id: '',
        payment_provider: null,
      });
    });

    it('mails the customer a link to confirm, with what they bought, what to pay at the door and where it goes; only its hash is kept', async () => {
      const spikes = await product(129900);
      const buyer = await shop.buyer();
      const id = await shop.codOrder(buyer, [{ product: spikes.id, quantity: 1 }]);
      const [mail] = await mailsTo(buyer.email);
      expect(mail).toMatchObject({ event: 'cod_confirmation_request', subject: `BirdShield India: please confirm your cash-on-delivery order #${id}` });
      const token = await shop.linkTokenMailedTo(buyer.email);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail!.textBody).toContain(`https://shop.example.test/confirm-order/${token}`);
      expect(mail!.textBody).toContain('× 1: ₹1,299.00');
      expect(mail!.textBody).toContain('Cash-on-delivery fee: ₹49.00');
      expect(mail!.textBody).toContain('To pay the courier at the door: ₹1,348.00');
      expect(mail!.textBody).toContain('12 MG Road');
      expect(mail!.textBody).toMatch(/before \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m \(India time\)/i);
      const row = await orderRow(id);
      expect(row.codConfirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it('offers and accepts the same: where the quote refuses cash on delivery, the order is refused naming payment_method, and nothing is written', async () => {
      const spikes = await product(129900);
      const islands = await shop.buyer(PORT_BLAIR);
      const quoted = (await shop.quote(islands, [{ product: spikes.id, quantity: 1 }])).json();
      expect(quoted).toMatchObject({
        delivery: { status: 'serviceable', cash_on_delivery: false, cash_on_delivery_reason: 'not_serviceable' },
        cash_on_delivery: { available: false, reason: 'not_serviceable' },
      });
      const refused = await shop.order(islands, [{ product: spikes.id, quantity: 1 }], 'cash_on_delivery');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: { payment_method: ['No courier collects cash on delivery at this PIN code. Please pay online.'] } });
      expect(await countRows(t.database.db, orders)).toBe(0);
      expect(await stockOf(spikes.id)).toBe(10);
      // Paid online, the islands are served.
      expect((await shop.order(islands, [{ product: spikes.id, quantity: 1 }])).statusCode).toBe(201);

      const bengaluru = await shop.buyer();
      await shop.saveSettings(ownerToken, { cod_max_order_paise: 2_000_00 });
      // ₹1,299 + ₹49 is within ₹2,000; twice that is not.
      expect((await shop.quote(bengaluru, [{ product: spikes.id, quantity: 1 }])).json()).toMatchObject({ cash_on_delivery: { available: true, max_order_paise: 2_000_00 } });
      expect((await shop.quote(bengaluru, [{ product: spikes.id, quantity: 2 }])).json()).toMatchObject({ cash_on_delivery: { available: false, reason: 'over_limit' } });
      const over = await shop.order(bengaluru, [{ product: spikes.id, quantity: 2 }], 'cash_on_delivery');
      expect(over.statusCode).toBe(400);
      expect(over.json().errors.payment_method[0]).toContain('up to ₹2,000.00');

      await shop.saveSettings(ownerToken, { cod_enabled: false });
      expect((await shop.quote(bengaluru, [{ product: spikes.id, quantity: 1 }])).json()).toMatchObject({ delivery: { cash_on_delivery: false }, cash_on_delivery: { available: false, reason: 'switched_off' } });
      const off = await shop.order(bengaluru, [{ product: spikes.id, quantity: 1 }], 'cash_on_delivery');
      expect(off.statusCode).toBe(400);
      expect(off.json()).toMatchObject({ errors: { payment_method: [expect.stringContaining('not offered')] } });
      expect(await countRows(t.database.db, orders)).toBe(1);
    });

    it('refuses a PIN code no courier serves for either payment, naming the address; the quote says so without an error', async () => {
      const spikes = await product();
      const buyer = await shop.buyer(NOWHERE);
      const quoted = await shop.quote(buyer, [{ product: spikes.id, quantity: 1 }]);
      expect(quoted.statusCode).toBe(200);
      expect(quoted.json()).toMatchObject({ delivery: { status: 'not_serviceable', deliver_by: null }, cash_on_delivery: { available: false, reason: 'not_serviceable' } });
      for (const method of ['online', 'cash_on_delivery'] as const) {
        const refused = await shop.order(buyer, [{ product: spikes.id, quantity: 1 }], method);
        expect(refused.statusCode, method).toBe(400);
        expect(refused.json()).toMatchObject({ errors: { address: ["We can't deliver to this PIN code yet"] } });
      }
      expect(await countRows(t.database.db, orders)).toBe(0);
    });

    it('quotes only the customer’s own address and products on sale, naming the field', async () => {
      const spikes = await product();
      const hidden = await createProduct(t.database.db, { isActive: false });
      const alice = await shop.buyer();
      const bob = await shop.buyer();
      const stolen = await shop.api.post('/api/user/orders/quote/', { address: alice.addressId, items: [{ product: spikes.id, quantity: 1 }] }, bob.token);
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json()).toMatchObject({ errors: { address: [expect.any(String)] } });
      const gone = await shop.quote(bob, [{ product: hidden.id, quantity: 1 }]);
      expect(gone.statusCode).toBe(400);
      expect(gone.json()).toMatchObject({ errors: { items: [`Product ${hidden.id} is not available.`] } });
      expect((await shop.api.post('/api/user/orders/quote/', { address: bob.addressId, items: [] }, bob.token)).statusCode).toBe(400);
      expect((await shop.api.post('/api/user/orders/quote/', { address: bob.addressId, items: [{ product: spikes.id, quantity: 1 }] })).statusCode).toBe(401);
    });

    it('answers a double click and a retried key with the same order and one mail; the key with the other payment is refused', async () => {
      const spikes = await product();
      const buyer = await shop.buyer();
      const body = { address: buyer.addressId, items: [{ product: spikes.id, quantity: 1 }], payment_method: 'cash_on_delivery' };
      const [first, second] = await Promise.all([shop.api.post('/api/user/orders/', body, buyer.token), shop.api.post('/api/user/orders/', body, buyer.token)]);
      expect(first.json()).toEqual(second.json());
      expect(await countRows(t.database.db, orders)).toBe(1);
      expect(await mailsTo(buyer.email)).toHaveLength(1);

      const keyed = (key: string, paymentMethod: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/orders/',
          headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json', 'idempotency-key': key },
          payload: JSON.stringify({ ...body, items: [{ product: spikes.id, quantity: 3 }], payment_method: paymentMethod }),
        });
      const once = await keyed('checkout-cod-1', 'cash_on_delivery');
      expect(once.statusCode).toBe(201);
      expect((await keyed('checkout-cod-1', 'cash_on_delivery')).json()).toEqual(once.json());
      const switched = await keyed('checkout-cod-1', 'online');
      expect(switched.statusCode).toBe(400);
      expect(switched.json()).toMatchObject({ errors: { 'Idempotency-Key': [expect.any(String)] } });
      expect(await countRows(t.database.db, orders)).toBe(2);
      expect(await countRows(t.database.db, idempotencyKeys)).toBe(1);
    });

    it('counts orders waiting for their confirmation among the unpaid orders a customer may hold', async () => {
      const demo = await createDemoGateway(t.database.db);
      const spikes = await product();
      const buyer = await shop.buyer();
      const checkout = checkoutWith(demo, { unpaidLimits: { holdMinutes: 30, ordersPerCustomer: 1, unitsPerCustomer: 100 } });
      await placeOrder(t.database.db, checkout, buyer.userId, { address: buyer.addressId, items: [{ product: spikes.id, quantity: 1 }], payment_method: 'cash_on_delivery' });
      await expect(placeOrder(t.database.db, checkout, buyer.userId, { address: buyer.addressId, items: [{ product: spikes.id, quantity: 2 }] })).rejects.toMatchObject({
        fieldErrors: { items: [expect.stringContaining('You already have 1 unpaid order (1 cash on delivery waiting for your confirmation)')] },
      });
    });

    it('counts confirmed orders not yet delivered among them too, with an answer saying why, until the courier collects', async () => {
      const spikes = await product(5000, 200);
      const buyer = await shop.buyer();
      const confirmed: number[] = [];
      for (const quantity of [1, 1, 1]) {
        const id = await shop.codOrder(buyer, [{ product: spikes.id, quantity }]);
        expect((await shop.answerSignedIn(buyer, id, 'confirm')).statusCode).toBe(200);
        confirmed.push(id);
      }
      for (const method of ['cash_on_delivery', 'online'] as const) {
        const refused = await shop.order(buyer, [{ product: spikes.id, quantity: 1 }], method);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json()).toEqual({
          code: 'invalid_input',
          detail: 'At most 3 unpaid orders, cash on delivery included, may be open at once.',
          errors: { items: [expect.stringContaining('You already have 3 unpaid orders (3 cash on delivery not yet delivered); at most 3 may be open at once.')] },
          error_codes: { items: ['unpaid_orders_limit'] },
        });
      }
      expect(await stockOf(spikes.id)).toBe(197);

      // Delivered, the cash is collected: that order no longer counts.
      expect((await shop.ship(ownerToken, confirmed[0]!)).statusCode).toBe(200);
      expect((await shop.move(ownerToken, confirmed[0]!, 'deliver')).statusCode).toBe(200);
      const next = await shop.codOrder(buyer, [{ product: spikes.id, quantity: 1 }]);
      expect((await shop.answerSignedIn(buyer, next, 'confirm')).statusCode).toBe(200);

      // The units held count confirmed orders as well.
      const bulk = await shop.buyer();
      const held = await shop.codOrder(bulk, [{ product: spikes.id, quantity: 99 }]);
      expect((await shop.answerSignedIn(bulk, held, 'confirm')).statusCode).toBe(200);
      const over = await shop.order(bulk, [{ product: spikes.id, quantity: 2 }], 'cash_on_delivery');
      expect(over.statusCode, over.body).toBe(400);
      expect(over.json().errors.items[0]).toContain('Your unpaid orders (1 cash on delivery not yet delivered) already hold 99 items; at most 100 may be held at once, so this order can have 1 more.');
    });
  });

  describe('the customer’s answer', () => {
    it('reads the order by the link without signing in and without changing it: only what recognises it', async () => {
      const spikes = await product(129900);
      const buyer = await shop.buyer();
      const id = await shop.codOrder(buyer, [{ product: spikes.id, quantity: 2 }]);
      const token = await shop.linkTokenMailedTo(buyer.email);
      const read = await shop.readLink(token);
      expect(read.statusCode, read.body).toBe(200);
      await expectToMatchContract('getCodConfirmation', 200, read.json());
      expect(read.headers['cache-control']).toBe('private, no-store');
      expect(read.json()).toEqual({
        order_id: id,
        order_date: expect.any(String),
        total_paise: 264700,
        items: [{ product_name: spikes.title, quantity: 2 }],
        city: 'Bengaluru',
        status: 'awaiting',
        confirm_by: (await orderRow(id)).codConfirmBy!.toISOString(),
      });
      expect(read.body).not.toContain('MG Road');
      expect(read.body).not.toContain('9876543210');
      expect((await orderRow(id)).codConfirmation).toBe('awaiting');
    });

    it('confirms by the link; the same answer again answers the same, the other one is a conflict naming decision', async () => {
      const spikes = await product();
      const buyer = await shop.buyer();
      const id = await shop.codOrder(buyer, [{ product: spikes.id, quantity: 1 }]);
      const token = await shop.linkTokenMailedTo(buyer.email);
      const confirmed = await shop.answerLink(token, 'confirm');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await expectToMatchContract('answerCodConfirmationByLink', 200, confirmed.json());
      expect(confirmed.json()).toMatchObject({ order_id: id, status: 'confirmed' });
      const row = await orderRow(id);
      expect(row).toMatchObject({ codConfirmation: 'confirmed', version: 2, deliveryStatus: 'pending', paymentStatus: 'to_collect' });
      expect(row.codAnsweredAt).toBeInstanceOf(Date);

      expect((await shop.answerLink(token, 'confirm')).json()).toEqual(confirmed.json());
      const late = await shop.answerLink(token, 'cancel');
      expect(late.statusCode).toBe(409);
      await expectToMatchContract('answerCodConfirmationByLink', 409, late.json());
      expect(late.json()).toMatchObject({ errors: { decision: [expect.stringContaining('already confirmed')] } });
      expect(await orderRow(id)).toMatchObject({ codConfirmation: 'confirmed', version: 2 });
      // Staff may now pack it.
      const staffView = (await shop.api.get(`/api/admin/orders/${id}/`, ownerToken)).json();
      expect(staffView).toMatchObject({ allowed_moves: ['processing', 'shipped', 'delivered', 'cancelled'], cash_on_delivery: { confirmation: 'confirmed', confirm_by: null, confirmed_at: row.codAnsweredAt!.toISOString(), collected_at: null, remittance: null } });
    });

    it('cancels by the link: stock back, a mail saying why, and confirming afterwards is refused', async () => {
      const spikes = await product(129900, 10);
      const buyer = await shop.buyer();
      const id = await shop.codOrder(buyer, [{ product: spikes.id, quantity: 3 }]);
      expect(await stockOf(spikes.id)).toBe(7);
      const token = await shop.linkTokenMailedTo(buyer.email);
      const cancelled = await shop.answerLink(token, 'cancel');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
      expect(await orderRow(id)).toMatchObject({ deliveryStatus: 'cancelled', paymentStatus: 'failed', codConfirmation: 'cancelled' });
      expect(await stockOf(spikes.id)).toBe(10);
      const [mail] = (await mailsTo(buyer.email)).filter((sent) => sent.event === 'order_cancelled');
      expect(mail!.textBody).toContain('You cancelled it from the confirmation we sent');
      expect((await shop.answerLink(token, 'cancel')).statusCode).toBe(200);
      const again = await shop.answerLink(token, 'confirm');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errors: { decision: [expect.stringContaining('cancelled')] } });
      expect(await stockOf(spikes.id)).toBe(10);
      const seen = (await shop.api.get(`/api/user/orders/${id}/`, buyer.token)).json();
      expect(seen).toMatchObject({ delivery_status: 'cancelled', payment_status_display: 'Not collected', cod_confirmation: { status: 'cancelled' } });
    });

    it('answers signed in for the customer’s own order only; another customer’s is not found', async () => {
      const spikes = await product();
      const buyer = await shop.buyer();
      const stranger = await shop.buyer();
      const id = await shop.codOrder(buyer, [{ product: spikes.id, quantity: 1 }]);
      const theirs = await shop.answerSignedIn(stranger, id, 'cancel');
      expect(theirs.statusCode).toBe(404);
      await expectToMatchContract('answerCodConfirmation', 404, theirs.json());
      expect(await orderRow(id)).toMatchObject({ codConfirmation: 'awaiting', deliveryStatus: 'pending' });

      const mine = await shop.answerSignedIn(buyer, id, 'confirm');
      expect(mine.statusCode, mine.body).toBe(200);
      await expectToMatchContract('answerCodConfirmation', 200, mine.json());
      expect(mine.json()).toMatchObject({ id, cod_confirmation: { status: 'confirmed' } });
      expect((await shop.answerSignedIn(buyer, id, 'cancel')).statusCode).toBe(409);
      expect((await shop.api.post(`/api/user/orders/${id}/cod_confirmation/`, { decision: 'confirm' })).statusCode).toBe(401);
      expect((await shop.api.post(`/api/user/orders/${id}/cod_confirmation/`, { decision: 'maybe' }, buyer.token)).statusCode).toBe(400);
    });

    it('refuses to confirm an order paid online, naming decision', async () => {
      const spikes = await product();
      const buyer = await shop.buyer();
      const { id } = (await shop.order(buyer, [{ product: spikes.id, quantity: 1 }])).json<{ id: number }>();
      const refused = await shop.answerSignedIn(buyer, id, 'confirm');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errors: { decision: [expect.stringContaining('paid online')] } });
    });

    it('answers 404 to a made-up link, 400 to a malformed one, and counts one client’s reads and answers', async () => {
      const made_up = 'A'.repeat(43);
      const unknown = await shop.readLink(made_up);
      expect(unknown.statusCode).toBe(404);
      await expectToMatchContract('getCodConfirmation', 404, unknown.json());
      expect((await shop.answerLink(made_up, 'confirm')).statusCode).toBe(404);
      for (const malformed of ['short', 'has+plus'.padEnd(40, 'x'), 'x'.repeat(65)]) {
        const bad = await shop.readLink(encodeURIComponent(malformed));
        expect(bad.statusCode, malformed).toBe(400);
        expect(Object.keys(bad.json().errors)).toContain('token');
      }
      await withClockHeld(async () => {
        for (let read = 0; read < 30; read++) expect((await shop.readLink(made_up, '198.51.100.20')).statusCode).toBe(404);
        const limited = await shop.readLink(made_up, '198.51.100.20');
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect((await shop.readLink(made_up, '198.51.100.21')).statusCode).toBe(404);
      });
    });
  });

  describe('the deadline', () => {
    it('refuses an answer after it, and the sweep cancels the order once: stock back, a mail saying why', async () => {
      const spikes = await product(129900, 10);
      const buyer = await shop.buyer();
      const id = await shop.codOrder(buyer, [{ product: spikes.id, quantity: 4 }]);
      const token = await shop.linkTokenMailedTo(buyer.email);
      const deadline = (await orderRow(id)).codConfirmBy!;
      const context = { siteUrl: t.config.siteUrl, seller: t.config.seller };

      expect(await expireCodConfirmations(t.database.db, context)).toBe(0);
      // The shop's clock, which the deadline follows (an owner trying the shop moves it, not the machine's).
      setShopTime(new Date(deadline.getTime() + 60_000));
      try {
        const late = await shop.answerLink(token, 'confirm');
        expect(late.statusCode).toBe(409);
        expect(late.json()).toMatchObject({ errors: { decision: [expect.stringContaining('ended')] } });
        expect(await orderRow(id)).toMatchObject({ codConfirmation: 'awaiting', deliveryStatus: 'pending' });

        expect(await expireCodConfirmations(t.database.db, context)).toBe(1);
        expect(await expireCodConfirmations(t.database.db, context)).toBe(0);
      } finally {
        setShopTime(null);
      }
      expect(await orderRow(id)).toMatchObject({ codConfirmation: 'expired', deliveryStatus: 'cancelled', paymentStatus: 'failed' });
      expect(await stockOf(spikes.id)).toBe(10);
      const cancelledMails = (await mailsTo(buyer.email)).filter((mail) => mail.event === 'order_cancelled');
      expect(cancelledMails).toHaveLength(1);
      expect(cancelledMails[0]!.textBody).toContain('was not confirmed in time');
      expect((await shop.readLink(token)).json()).toMatchObject({ status: 'expired' });
      expect((await shop.answerLink(token, 'cancel')).statusCode).toBe(409);
    });

    it('leaves confirmed orders and orders still in time alone, and several sweeps at once cancel each order once', async () => {
      const spikes = await product(129900, 50);
      const confirmed = await shop.buyer();
      const keptId = await shop.codOrder(confirmed, [{ product: spikes.id, quantity: 1 }]);
      expect((await shop.answerLink(await shop.linkTokenMailedTo(confirmed.email), 'confirm')).statusCode).toBe(200);
      const late: number[] = [];
      for (let n = 0; n < 4; n++) late.push(await shop.codOrder(await shop.buyer(), [{ product: spikes.id, quantity: 2 }]));
      const inTime = await shop.codOrder(await shop.buyer(), [{ product: spikes.id, quantity: 1 }]);
      await t.database.db.update(orders).set({ codConfirmBy: new Date(Date.now() + 48 * HOUR_MS) }).where(eq(orders.id, inTime));
      expect(await stockOf(spikes.id)).toBe(40);

      const context = { siteUrl: t.config.siteUrl, seller: t.config.seller };
      const later = new Date(Date.now() + 25 * HOUR_MS);
      const counts = await Promise.all([expireCodConfirmations(t.database.db, context, later), expireCodConfirmations(t.database.db, context, later)]);
      expect(counts[0]! + counts[1]!).toBe(4);
      for (const id of late) expect(await orderRow(id)).toMatchObject({ codConfirmation: 'expired', deliveryStatus: 'cancelled' });
      expect(await orderRow(keptId)).toMatchObject({ codConfirmation: 'confirmed', deliveryStatus: 'pending' });
      expect(await orderRow(inTime)).toMatchObject({ codConfirmation: 'awaiting' });
      expect(await stockOf(spikes.id)).toBe(48);
    });

    it('a staff cancel of an order still awaiting its answer closes the confirmation', async () => {
      const spikes = await product();
      const buyer = await shop.buyer();
      const id = await shop.codOrder(buyer, [{ product: spikes.id, quantity: 1 }]);
      const cancelled = await shop.move(ownerToken, id, 'cancel');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await orderRow(id)).toMatchObject({ codConfirmation: 'cancelled', codAnsweredAt: null, deliveryStatus: 'cancelled' });
      expect((await shop.answerLink(await shop.linkTokenMailedTo(buyer.email), 'confirm')).statusCode).toBe(409);
      expect(await expireCodConfirmations(t.database.db, { siteUrl: t.config.siteUrl, seller: t.config.seller }, new Date(Date.now() + 48 * HOUR_MS))).toBe(0);
    });
  });
});

describe('while the courier aggregator cannot be asked', () => {
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every call to the aggregator fails at once.
    t = await startTestApp('pglite', { ...ACCOUNT_ENV, SHIPROCKET_EMAIL: 'api-user@birdshield.test', SHIPROCKET_PASSWORD: 'not-used', SHIPROCKET_API_URL: 'http://127.0.0.1:9', SHIPROCKET_TIMEOUT_MS: '1000' });
    shop = codShop(t);
  });
  afterAll(() => t?.close());

  it('quotes no date and no cash on delivery, takes an order paid online, and refuses one paid on delivery', async () => {
    const spikes = await createProduct(t.database.db, { pricePaise: 129900, stock: 5 });
    const buyer = await shop.buyer(BENGALURU);
    const quoted = await shop.quote(buyer, [{ product: spikes.id, quantity: 1 }]);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ delivery: { status: 'unknown', deliver_by: null, cash_on_delivery: false }, cash_on_delivery: { available: false, reason: 'carrier_unknown' } });
    const refused = await shop.order(buyer, [{ product: spikes.id, quantity: 1 }], 'cash_on_delivery');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { payment_method: [expect.stringContaining('cannot check cash on delivery')] } });
    expect((await shop.order(buyer, [{ product: spikes.id, quantity: 1 }], 'online')).statusCode).toBe(201);
  });
});
