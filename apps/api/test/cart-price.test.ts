/**
 * A cart priced through HTTP without signing in, on both databases: the checkout's one sum over the cart's lines
 * (the figures the cart and the checkout page show), with a coupon taken off and the shipping fee and the nudge to
 * free shipping judged on the goods after it. A refused coupon, bad input and a product no longer on sale are 400s
 * naming the field, as the cart's coupon check answers them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop, type Line } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { insertCoupon, type CouponRow } from './support/coupons';
import { RULE_DRIVERS } from './support/databases';
import { createProduct, resetDatabase, staffSessionFor, variantsOf } from './support/fixtures';

/** A cart's line as the storefront sends it: a variant only when the line names one. */
type Item = Line & { variant?: number };

describe.each(RULE_DRIVERS)('a cart priced on %s', (driver) => {
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;

  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    shop = codShop(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    const ownerToken = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
    // The demo's rule: ₹99 shipping below ₹999 of goods.
    await shop.saveSettings(ownerToken, { shipping_fee_paise: 9900, free_shipping_from_paise: 99900 });
  });

  const price = (items: Item[], code?: string | null) => shop.api.post('/api/user/cart/price/', { items, ...(code === undefined ? {} : { code }) });
  const couponCheck = (items: Item[], code: string) => shop.api.post('/api/user/coupons/check/', { code, items });

  const addCoupon = (row: CouponRow) => insertCoupon(t.database.db, row);

  it('adds up each line at its selling price, charges shipping under the threshold and says how much more ships free', async () => {
    const clips = await createProduct(t.database.db, { pricePaise: 29950 });
    const net = await createProduct(t.database.db, { pricePaise: 10000, categoryName: 'Bird Nets' });
    const [clipsVariant, netVariant] = [(await variantsOf(t.database.db, clips.id))[0]!.id, (await variantsOf(t.database.db, net.id))[0]!.id];

    // Two lines of the same variant are one line of three.
    const under = await price([
      { product: clips.id, quantity: 2 },
      { product: net.id, quantity: 1 },
      { product: clips.id, variant: clipsVariant, quantity: 1 },
    ]);
    expect(under.statusCode, under.body).toBe(200);
    await expectToMatchContract('priceCart', 200, under.json());
    // A question, not a page: nothing may keep the answer.
    expect(under.headers['cache-control']).toBeUndefined();
    expect(under.json()).toEqual({
      lines: [
        { product: clips.id, variant: clipsVariant, quantity: 3, unit_price_paise: 29950, line_total_paise: 89850, discount_paise: 0, list_unit_price_paise: 29950, price_tier_min_quantity: null, tier_saving_paise: 0 },
        { product: net.id, variant: netVariant, quantity: 1, unit_price_paise: 10000, line_total_paise: 10000, discount_paise: 0, list_unit_price_paise: 10000, price_tier_min_quantity: null, tier_saving_paise: 0 },
      ],
      subtotal_paise: 99850,
      discount_paise: 0,
      coupon: null,
      shipping_paise: 9900,
      free_shipping_shortfall_paise: 50,
      total_paise: 109750,
    });

    // From the threshold on, it ships free and there is nothing more to add; a blank code is no coupon.
    const over = await price([{ product: clips.id, quantity: 4 }], '  ');
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json()).toMatchObject({ subtotal_paise: 119800, discount_paise: 0, coupon: null, shipping_paise: 0, free_shipping_shortfall_paise: null, total_paise: 119800 });
    expect((await price([{ product: clips.id, quantity: 4 }], null)).json()).toEqual(over.json());
  });

  it('takes a coupon off the lines it covers, with the shipping fee and the nudge judged on the goods after it, as the coupon check says', async () => {
    const nets = await createProduct(t.database.db, { pricePaise: 59900, categoryName: 'Bird Nets' });
    const spikes = await createProduct(t.database.db, { pricePaise: 5000 });
    await addCoupon({ code: 'NETS30', percentOff: 30, categoryNames: ['Bird Nets'] });
    const items = [
      { product: nets.id, quantity: 2 },
      { product: spikes.id, quantity: 1 },
    ];

    // ₹1,248 ships free, but not once 30% of the nets' ₹1,198 (₹359.40) comes off: ₹888.60 is ₹110.40 short.
    const priced = await price(items, ' nets30');
    expect(priced.statusCode, priced.body).toBe(200);
    await expectToMatchContract('priceCart', 200, priced.json());
    expect(priced.json()).toMatchObject({
      lines: [
        { product: nets.id, quantity: 2, line_total_paise: 119800, discount_paise: 35940 },
        { product: spikes.id, quantity: 1, line_total_paise: 5000, discount_paise: 0 },
      ],
      subtotal_paise: 124800,
      discount_paise: 35940,
      coupon: { code: 'NETS30', discount_paise: 35940 },
      shipping_paise: 9900,
      free_shipping_shortfall_paise: 11040,
      total_paise: 98760,
    });
    // The coupon check is the same sum's coupon.
    const checked = await couponCheck(items, 'NETS30');
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual(priced.json().coupon);
  });

  it('refuses a coupon it cannot use with the coupon check’s 400 naming code, and a product no longer on sale naming items', async () => {
    const spikes = await createProduct(t.database.db, { pricePaise: 50000 });
    const hidden = await createProduct(t.database.db, { isActive: false });
    await addCoupon({ code: 'BIG100', amountOffPaise: 10000, minOrderPaise: 150000 });

    for (const code of ['NOPE1', 'BIG100']) {
      const items = [{ product: spikes.id, quantity: 1 }];
      const [refused, checked] = [await price(items, code), await couponCheck(items, code)];
      expect(refused.statusCode).toBe(400);
      await expectToMatchContract('priceCart', 400, refused.json());
      expect(Object.keys(refused.json().errors)).toEqual(['code']);
      expect(refused.json()).toEqual(checked.json());
    }
    expect((await price([{ product: spikes.id, quantity: 1 }], 'BIG100')).json().errors.code).toEqual(['BIG100 needs an order of ₹1,500 or more: add ₹1,000 more.']);

    const gone = await price([
      { product: spikes.id, quantity: 1 },
      { product: hidden.id, quantity: 1 },
    ]);
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({ errors: { items: [`Product ${hidden.id} is not available.`] } });
    expect(gone.json()).toEqual((await couponCheck([{ product: hidden.id, quantity: 1 }], 'NOPE1')).json());
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    const spikes = await createProduct(t.database.db);
    const cases: [unknown, string][] = [
      [{ items: [] }, 'items'],
      [{}, 'items'],
      [{ items: [{ product: spikes.id, quantity: 0 }] }, 'items.0.quantity'],
      [{ items: [{ product: spikes.id, quantity: 101 }] }, 'items.0.quantity'],
      [{ items: [{ product: 'spikes', quantity: 1 }] }, 'items.0.product'],
      [{ items: [{ product: spikes.id, quantity: 1 }], code: 'X'.repeat(41) }, 'code'],
      [{ items: [{ product: spikes.id, variant: 2147483647, quantity: 1 }] }, 'items.0.variant'],
    ];
    for (const [body, field] of cases) {
      const answer = await shop.api.post('/api/user/cart/price/', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json().errors), JSON.stringify(body)).toContain(field);
    }
  });
});
