/**
 * The delivery date and cash-on-delivery answer of a product page (GET /api/user/delivery-estimate/), from
 * the demo carrier and from Shiprocket's API (a fake on loopback), on both drivers; and the date counting.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Carrier, CourierQuote } from '../src/shipping/carrier';
import { CarrierUnavailableError } from '../src/shipping/carrier';
import { createDeliveryEstimator, deliveryTimes } from '../src/shipping/delivery-estimate';
import { withClockHeld } from './support/clock';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { FAKE_SHIPROCKET_USER, FakeShiprocket, type FakeCourier } from './support/fake-shiprocket';
import { createAddress, createProduct, createUser, resetDatabase, sessionTokenFor, variantsOf } from './support/fixtures';
import { productVariants } from '../src/db/schema';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { consumeRateLimit } from '../src/rate-limit/limiter';
import { CARRIER_ASKS_PER_CLIENT } from '../src/shipping/delivery-estimate';

/** Saturday 28 November 2026, 10:00 in India. */
const SATURDAY_MORNING_IST = Date.parse('2026-11-28T04:30:00Z');
const PARCEL = { weightGrams: 600, lengthCm: 35, breadthCm: 12, heightCm: 8 };
/** No cash on delivery, and why, under the owner's default limit of ₹10,000. */
const noCashOnDelivery = (reason: string) => ({ cash_on_delivery: false, cash_on_delivery_reason: reason, cash_on_delivery_max_order_paise: 10_000_00 });

describe('the delivery date', () => {
  const quote = (overrides: Partial<CourierQuote> = {}): CourierQuote => ({
    courierId: '1',
    courierName: 'Surface',
    ratePaise: 5000,
    estimatedDays: 2,
    cashOnDelivery: true,
    ...overrides,
  });
  const carrierWith = (answer: () => Promise<CourierQuote[]>): Pick<Carrier, 'quotes'> & { asked: number } => {
    const carrier = { asked: 0, quotes: async () => (carrier.asked++, answer()) };
    return carrier;
  };

  it('counts a dispatch day and the courier’s days, skipping Sundays, from today in India', async () => {
    const estimator = createDeliveryEstimator({
      carrier: carrierWith(async () => [quote()]),
      pickupPincode: '400069',
      courierChoice: 'cheapest',
      now: () => SATURDAY_MORNING_IST,
    });
    // Dispatched Monday 30 November, two working days on: Wednesday 2 December.
    expect(await estimator.estimate('560001', PARCEL, 89900)).toEqual({ status: 'serviceable', deliverBy: '2026-12-02', courierName: 'Surface', cashOnDelivery: true });
  });

  it('takes the cheapest or the fastest courier as the owner chose, and COD when any courier collects', async () => {
    const quotes = [quote({ courierName: 'Air', ratePaise: 9000, estimatedDays: 1, cashOnDelivery: false }), quote({ courierName: 'Surface', cashOnDelivery: true, estimatedDays: 4 })];
    const options = { carrier: carrierWith(async () => quotes), pickupPincode: '400069', now: () => SATURDAY_MORNING_IST };
    const cheapest = await createDeliveryEstimator({ ...options, courierChoice: 'cheapest' }).estimate('560001', PARCEL, 89900);
    const fastest = await createDeliveryEstimator({ ...options, courierChoice: 'fastest' }).estimate('560001', PARCEL, 89900);
    expect(cheapest).toMatchObject({ courierName: 'Surface', deliverBy: '2026-12-04', cashOnDelivery: true });
    expect(fastest).toMatchObject({ courierName: 'Air', deliverBy: '2026-12-01', cashOnDelivery: true });
  });

  it('asks the carrier once per pincode and parcel for a few hours, and again after a failure', async () => {
    let now = SATURDAY_MORNING_IST;
    let failing = true;
    const carrier = carrierWith(async () => {
      if (failing) throw new CarrierUnavailableError('down');
      return [quote()];
    });
    const estimator = createDeliveryEstimator({ carrier, pickupPincode: '400069', courierChoice: 'cheapest', keepMs: 60_000, now: () => now });
    expect(await estimator.estimate('560001', PARCEL, 89900)).toEqual({ status: 'unknown', deliverBy: null, courierName: null, cashOnDelivery: false });
    failing = false;
    expect((await estimator.estimate('560001', PARCEL, 89900)).status).toBe('serviceable');
    await estimator.estimate('560001', PARCEL, 89900);
    expect(carrier.asked).toBe(2);
    await estimator.estimate('560001', { ...PARCEL, weightGrams: 5000 }, 89900);
    expect(carrier.asked).toBe(3);
    now += 61_000;
    await estimator.estimate('560001', PARCEL, 89900);
    expect(carrier.asked).toBe(4);
  });

  it('keeps an answer for what it was asked about only: a refusal of one cart’s value or parcel is not another cart’s', async () => {
    let now = SATURDAY_MORNING_IST;
    const asked: { parcel: typeof PARCEL; declaredValuePaise: number }[] = [];
    // As an aggregator may: no courier insures a parcel worth over ₹50,000 to this PIN code, nor carries one over 10 kg.
    const carrier = {
      quotes: async (request: { parcel: typeof PARCEL; declaredValuePaise: number }) => {
        asked.push(request);
        return request.declaredValuePaise > 50_000_00 || request.parcel.weightGrams > 10_000 ? [] : [quote()];
      },
    };
    const estimator = createDeliveryEstimator({ carrier, pickupPincode: '400069', courierChoice: 'cheapest', now: () => now });
    expect((await estimator.estimate('560001', PARCEL, 60_000_00)).status).toBe('not_serviceable');
    expect((await estimator.estimate('560001', PARCEL, 899_00)).status).toBe('serviceable');
    expect((await estimator.estimate('560001', { ...PARCEL, lengthCm: 36 }, 899_00)).status).toBe('serviceable');
    expect(asked.map((request) => request.declaredValuePaise)).toEqual([60_000_00, 899_00, 899_00]);
    // The same cart again is answered from what was kept...
    await estimator.estimate('560001', PARCEL, 899_00);
    await estimator.estimate('560001', PARCEL, 60_000_00);
    expect(asked).toHaveLength(3);
    // ...a refusal only briefly, an offer for hours.
    now += 11 * 60_000;
    expect((await estimator.estimate('560001', PARCEL, 60_000_00)).status).toBe('not_serviceable');
    await estimator.estimate('560001', PARCEL, 899_00);
    expect(asked).toHaveLength(4);
  });
});

describe('the delivery times the shop states before any pincode', () => {
  const owners = { min: 3, max: 7 };

  it('takes the carrier’s own transit days where it states them, the owner’s usual ones where it does not', () => {
    expect(deliveryTimes({ transitDays: { min: 1, max: 6 } }, owners).transitDays).toEqual({ min: 1, max: 6 });
    expect(deliveryTimes({ transitDays: null }, owners).transitDays).toEqual(owners);
    expect(deliveryTimes({ transitDays: null }, null).transitDays).toBeNull();
  });

  it('hands the parcel over the next working day, Monday to Saturday, whichever days it states', () => {
    expect(deliveryTimes({ transitDays: null }, owners)).toMatchObject({ handlingDays: { min: 1, max: 1 }, workingDays: [1, 2, 3, 4, 5, 6] });
  });
});

describe.each(RULE_DRIVERS)('delivery estimates on %s', (driver) => {
  describe('with the demo carrier', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(driver);
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(async () => {
      await resetDatabase(t.database.db);
    });

    const ask = (query: string) => t.app.inject({ method: 'GET', url: `/api/user/delivery-estimate/?${query}` });

    it('gives a date, the courier and cash on delivery for a pincode India Post serves', async () => {
      const product = await createProduct(t.database.db);
      const answer = await ask(`pincode=${encodeURIComponent('560 001')}&product_id=${product.id}`);
      expect(answer.statusCode).toBe(200);
      await expectToMatchContract('getDeliveryEstimate', 200, answer.json());
      expect(answer.json()).toMatchObject({ pincode: '560001', status: 'serviceable', courier: 'Demo Surface', cash_on_delivery: true });
      expect(answer.json().deliver_by > new Date().toISOString().slice(0, 10)).toBe(true);
      expect(answer.headers['cache-control']).toBe('private, max-age=600');
      // Near the warehouse it comes sooner.
      const near = (await ask(`pincode=400070&product_id=${product.id}`)).json();
      expect(near.deliver_by < answer.json().deliver_by).toBe(true);
    });

    it('says when no courier serves a pincode, and where none collects cash', async () => {
      const product = await createProduct(t.database.db);
      expect((await ask(`pincode=199999&product_id=${product.id}`)).json()).toEqual({ pincode: '199999', status: 'not_serviceable', deliver_by: null, courier: null, ...noCashOnDelivery('not_serviceable') });
      // Port Blair: served, by sea and air, without cash on delivery.
      expect((await ask(`pincode=744101&product_id=${product.id}`)).json()).toMatchObject({ status: 'serviceable', cash_on_delivery: false });
    });

    it('lets one client make the shop ask the carrier 60 times an hour; kept answers stay free', () =>
      withClockHeld(async () => {
        const product = await createProduct(t.database.db);
        const from = (remoteAddress: string, pincode: string) =>
          t.app.inject({ method: 'GET', url: `/api/user/delivery-estimate/?pincode=${pincode}&product_id=${product.id}&quantity=7`, remoteAddress });
        // Pincodes the directory knows, none asked before in this app (a distinct weight makes them new).
        const pincodes = Array.from({ length: 61 }, (_, index) => String(110001 + index));
        for (const pincode of pincodes.slice(0, 60)) expect((await from('203.0.113.9', pincode)).statusCode, pincode).toBe(200);
        const refused = await from('203.0.113.9', pincodes[60]!);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().detail).toBe('Too many delivery checks. Please try again later.');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // What is kept is answered; another client may still ask.
        expect((await from('203.0.113.9', pincodes[0]!)).statusCode).toBe(200);
        expect((await from('198.51.100.4', pincodes[60]!)).statusCode).toBe(200);
      }));

    it('names the field of a bad request, and answers 404 for a product not on sale', async () => {
      const product = await createProduct(t.database.db);
      const hidden = await createProduct(t.database.db, { isActive: false });
      for (const [query, field] of [
        [`pincode=01234&product_id=${product.id}`, 'pincode'],
        [`pincode=abcdef&product_id=${product.id}`, 'pincode'],
        [`product_id=${product.id}`, 'pincode'],
        ['pincode=560001', 'product_id'],
        [`pincode=560001&product_id=${product.id}&quantity=0`, 'quantity'],
      ] as const) {
        const answer = await ask(query);
        expect(answer.statusCode, query).toBe(400);
        expect(Object.keys(answer.json().errors), query).toContain(field);
      }
      expect((await ask(`pincode=560001&product_id=${hidden.id}`)).statusCode).toBe(404);
      expect((await ask('pincode=560001&product_id=999999')).statusCode).toBe(404);
    });
  });

  describe('with Shiprocket', () => {
    const shiprocket = new FakeShiprocket();
    let t: TestApp;
    const courier = (overrides: Partial<FakeCourier>): FakeCourier => ({
      courier_company_id: 1,
      courier_name: 'Delhivery Surface',
      rate: 72.5,
      estimated_delivery_days: '4',
      etd: 'Dec 03, 2026',
      cod: 1,
      ...overrides,
    });
    beforeAll(async () => {
      await shiprocket.start();
      t = await startTestApp(driver, {
        ...ACCOUNT_ENV,
        SHIPROCKET_EMAIL: FAKE_SHIPROCKET_USER.email,
        SHIPROCKET_PASSWORD: FAKE_SHIPROCKET_USER.password,
        SHIPROCKET_API_URL: shiprocket.url,
        SHIPROCKET_TIMEOUT_MS: '1000',
        PICKUP_PINCODE: '400069',
      });
    });
    afterAll(async () => {
      await t?.close();
      await shiprocket.stop();
    });
    beforeEach(async () => {
      await resetDatabase(t.database.db);
      shiprocket.behaviour = 'normal';
      shiprocket.calls.length = 0;
    });

    const ask = (pincode: string, productId: number, quantity = 1) =>
      t.app.inject({ method: 'GET', url: `/api/user/delivery-estimate/?pincode=${pincode}&product_id=${productId}&quantity=${quantity}` });

    it("asks Shiprocket with the shop's API user and the parcel, and answers with the cheapest courier", async () => {
      shiprocket.couriers.set('560001', [
        courier({ courier_company_id: 10, courier_name: 'Blue Dart Air', rate: 180, estimated_delivery_days: '2', cod: 0 }),
        courier({ courier_company_id: 11, courier_name: 'Delhivery Surface', rate: 72.5, estimated_delivery_days: '4', cod: 1 }),
      ]);
      const product = await createProduct(t.database.db, { pricePaise: 89900, maxPricePaise: 99900, weightGrams: 600, lengthCm: 35, breadthCm: 12, heightCm: 8 });
      const answer = await ask('560001', product.id, 2);
      expect(answer.statusCode).toBe(200);
      await expectToMatchContract('getDeliveryEstimate', 200, answer.json());
      expect(answer.json()).toMatchObject({ status: 'serviceable', courier: 'Delhivery Surface', cash_on_delivery: true });

      expect(shiprocket.callsTo('/v1/external/auth/login')).toHaveLength(1);
      const [serviceability] = shiprocket.callsTo('/v1/external/courier/serviceability/');
      expect(serviceability!.authorization).toBe('Bearer fake-token-1');
      // Two units: twice the weight, stacked.
      expect(serviceability!.query).toMatchObject({ pickup_postcode: '400069', delivery_postcode: '560001', weight: '1.2', length: '35', breadth: '12', height: '16', cod: '0', declared_value: '1798' });
    });

    it('weighs and declares the pack chosen on the product page or in the cart, not the product’s default', async () => {
      shiprocket.couriers.set('560001', [courier({})]);
      const product = await createProduct(t.database.db, { pricePaise: 89900, maxPricePaise: 99900, weightGrams: 600, lengthCm: 35, breadthCm: 12, heightCm: 8 });
      const [packOf10] = await variantsOf(t.database.db, product.id);
      const { id: _id, createdAt: _created, updatedAt: _updated, ...figures } = packOf10!;
      const [packOf50] = await t.database.db
        .insert(productVariants)
        .values({ ...figures, label: 'Pack of 50', sku: `${packOf10!.sku.slice(0, 30)}-50`, position: 2, version: 1, pricePaise: 299900, maxPricePaise: 399900, weightGrams: 2800, lengthCm: 40, breadthCm: 25, heightCm: 15 })
        .returning();
      const answer = await t.app.inject({ method: 'GET', url: `/api/user/delivery-estimate/?pincode=560001&product_id=${product.id}&variant=${packOf50!.id}` });
      expect(answer.statusCode).toBe(200);
      await expectToMatchContract('getDeliveryEstimate', 200, answer.json());
      const [serviceability] = shiprocket.callsTo('/v1/external/courier/serviceability/');
      expect(serviceability!.query).toMatchObject({ weight: '2.8', length: '40', breadth: '25', height: '15', declared_value: '2999' });

      // The cart's check names each line's variant after a colon: two packs of 50 and the other product's default.
      const other = await createProduct(t.database.db, { pricePaise: 50000, maxPricePaise: 60000, weightGrams: 400, lengthCm: 20, breadthCm: 10, heightCm: 5 });
      const cart = await t.app.inject({ method: 'GET', url: `/api/user/delivery-estimate/?pincode=560001&items=${product.id}:${packOf50!.id}x2,${other.id}x1` });
      expect(cart.statusCode, cart.body).toBe(200);
      const [, cartServiceability] = shiprocket.callsTo('/v1/external/courier/serviceability/');
      expect(cartServiceability!.query).toMatchObject({ weight: '6', length: '40', breadth: '25', height: '35', declared_value: '6498' });

      // A variant of another product is refused naming where it was sent; so is `variant` beside a cart's items,
      // and a line of more than the checkout takes, which the query's pattern alone lets through.
      const [othersVariant] = await variantsOf(t.database.db, other.id);
      for (const [query, field] of [
        [`items=${other.id}x1,${product.id}x101`, 'items'],
        [`product_id=${product.id}&variant=${othersVariant!.id}`, 'variant'],
        [`items=${other.id}x1,${product.id}:${othersVariant!.id}x1`, 'items.1.variant'],
        [`items=${product.id}x1&variant=${packOf50!.id}`, 'variant'],
      ] as const) {
        const refused = await t.app.inject({ method: 'GET', url: `/api/user/delivery-estimate/?pincode=560001&${query}` });
        expect(refused.statusCode, query).toBe(400);
        expect(Object.keys(refused.json().errors), query).toEqual([field]);
      }
    });

    it('keeps its token and the answers, logs in again when Shiprocket refuses the token', async () => {
      shiprocket.couriers.set('110001', [courier({})]);
      shiprocket.couriers.set('700001', [courier({})]);
      const product = await createProduct(t.database.db);
      await ask('110001', product.id);
      await ask('110001', product.id);
      expect(shiprocket.callsTo('/v1/external/courier/serviceability/')).toHaveLength(1);
      const loginsBefore = shiprocket.callsTo('/v1/external/auth/login').length;
      shiprocket.revokeTokens();
      expect((await ask('700001', product.id)).json()).toMatchObject({ status: 'serviceable' });
      // Refused once (401), then asked again with a token from a new login.
      expect(shiprocket.callsTo('/v1/external/auth/login')).toHaveLength(loginsBefore + 1);
      const [refused, accepted] = shiprocket.callsTo('/v1/external/courier/serviceability/').slice(-2);
      expect(refused!.authorization).not.toBe(accepted!.authorization);
    });

    it('counts the order’s own ask against the client’s limit: a client already refused is refused again, and Shiprocket is not asked', () =>
      withClockHeld(async () => {
        shiprocket.couriers.set('560001', [courier({})]);
        const product = await createProduct(t.database.db);
        const user = await createUser(t.database.db);
        const address = await createAddress(t.database.db, user.id, { city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' });
        const token = await sessionTokenFor(TEST_KEYS, user);
        const order = (remoteAddress: string) =>
          t.app.inject({
            method: 'POST',
            url: '/api/user/orders/',
            remoteAddress,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: JSON.stringify({ address: address.id, items: [{ product: product.id, quantity: 1 }] }),
          });
        // The client has used its asks on estimates and quotes already.
        for (let ask = 0; ask < CARRIER_ASKS_PER_CLIENT.limit; ask++) await consumeRateLimit(t.database.db, CARRIER_ASKS_PER_CLIENT, '203.0.113.50');
        const refused = await order('203.0.113.50');
        expect(refused.statusCode, refused.body).toBe(429);
        expect(refused.json().detail).toBe('Too many delivery checks. Please try again later.');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(shiprocket.callsTo('/v1/external/courier/serviceability/')).toHaveLength(0);
        // Another client's order asks, and is placed.
        const placed = await order('198.51.100.4');
        expect(placed.statusCode, placed.body).toBe(201);
        expect(shiprocket.callsTo('/v1/external/courier/serviceability/')).toHaveLength(1);
      }));

    it('says a pincode no courier serves is not serviceable', async () => {
      const product = await createProduct(t.database.db);
      expect((await ask('799999', product.id)).json()).toEqual({ pincode: '799999', status: 'not_serviceable', deliver_by: null, courier: null, ...noCashOnDelivery('not_serviceable') });
    });

    it('answers unknown, not an error, while Shiprocket is down, and asks again once it is back', async () => {
      shiprocket.couriers.set('380001', [courier({})]);
      const product = await createProduct(t.database.db);
      shiprocket.behaviour = 'down';
      const down = await ask('380001', product.id);
      expect(down.statusCode).toBe(200);
      expect(down.json()).toEqual({ pincode: '380001', status: 'unknown', deliver_by: null, courier: null, ...noCashOnDelivery('carrier_unknown') });
      expect(down.headers['cache-control']).toBe('no-store');
      shiprocket.behaviour = 'normal';
      expect((await ask('380001', product.id)).json()).toMatchObject({ status: 'serviceable' });
    });
  });
});
