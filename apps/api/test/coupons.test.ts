/**
 * Coupons through HTTP, on both databases: checked at the cart without signing in, quoted and charged at
 * checkout (the shipping fee following the goods after the discount), each line's share on the order and
 * taken off its taxable value on the GST invoice, credited back by a refund's credit note, and counted
 * against its limits, a cancelled order giving its use back. Every refusal names the field and changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, orders, products } from '../src/db/schema';
import { COUPON_TRIES } from '../src/coupons/coupon-tries';
import { setShopTime } from '../src/shop-clock';
import { withClockHeld } from './support/clock';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop, type Buyer, type Line } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { insertCoupon, type CouponRow } from './support/coupons';
import { RULE_DRIVERS } from './support/databases';
import { createProduct, resetDatabase, staffSessionFor, variantsOf } from './support/fixtures';
import { pdfText } from './support/pdf-text';

const HOUR = 3_600_000;

/** The one answer for a code the asker may not use: unknown, not started, ended or used up alike. */
const notUsable = (code: string) => `There is no coupon ${code} you can use now. Check the code and try again.`;

describe.each(RULE_DRIVERS)('coupons on %s', (driver) => {
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
    // The demo's rule: ₹99 shipping below ₹999 of goods.
    await shop.saveSettings(ownerToken, { shipping_fee_paise: 9900, free_shipping_from_paise: 99900 });
  });
  afterEach(() => setShopTime(null));

  const addCoupon = (row: CouponRow) => insertCoupon(t.database.db, row);
  const check = (code: string, items: Line[]) => shop.api.post('/api/user/coupons/check/', { code, items });
  const quote = (who: Buyer, items: Line[], coupon_code: string | null) => shop.api.post('/api/user/orders/quote/', { address: who.addressId, items, coupon_code }, who.token);
  const order = (who: Buyer, items: Line[], coupon_code: string | null, payment_method: 'online' | 'cash_on_delivery' = 'online') =>
    shop.api.post('/api/user/orders/', { address: who.addressId, items, coupon_code, payment_method }, who.token);
  const refusalOf = (response: { statusCode: number; json: () => { errors: Record<string, string[]> } }, field: string) => {
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    return response.json().errors[field]![0]!;
  };

  it('answers at the cart what a percentage takes off each line of its categories, or why it cannot', async () => {
    const nets = await createProduct(t.database.db, { pricePaise: 129950, categoryName: 'Bird Nets' });
    const spikes = await createProduct(t.database.db, { pricePaise: 99900 });
    await addCoupon({ code: 'NETS10', percentOff: 10, minOrderPaise: 150000, categoryNames: ['Bird Nets'] });

    const applied = await check('  nets10 ', [
      { product: nets.id, quantity: 3 },
      { product: spikes.id, quantity: 1 },
    ]);
    expect(applied.statusCode, applied.body).toBe(200);
    await expectToMatchContract('checkCoupon', 200, applied.json());
    // 10% of ₹3,898.50 is ₹389.85: the spikes are not covered.
    expect(applied.json()).toEqual({
      code: 'NETS10',
      description: '10% off Bird Nets on orders of ₹1,500 or more',
      discount_paise: 38985,
      lines: [{ product: nets.id, variant: (await variantsOf(t.database.db, nets.id))[0]!.id, discount_paise: 38985 }],
    });

    expect(refusalOf(await check('NOPE1', [{ product: nets.id, quantity: 1 }]), 'code')).toBe(notUsable('NOPE1'));
    expect(refusalOf(await check('NETS10', [{ product: spikes.id, quantity: 5 }]), 'code')).toBe('NETS10 is only for Bird Nets; nothing in your cart is from it.');
    // ₹999 of spikes do not count towards the nets' ₹1,500.
    const short = await check('NETS10', [
      { product: nets.id, quantity: 1 },
      { product: spikes.id, quantity: 1 },
    ]);
    expect(refusalOf(short, 'code')).toBe('NETS10 needs ₹1,500 or more of Bird Nets: add ₹200.50 more.');
    // Ended and not yet started read as a code that does not exist: a guesser learns nothing of the owner's plans.
    setShopTime(new Date(Date.now() + 2 * HOUR));
    expect(refusalOf(await check('NETS10', [{ product: nets.id, quantity: 1 }]), 'code')).toBe(notUsable('NETS10'));
    setShopTime(new Date(Date.now() - 2 * HOUR));
    expect(refusalOf(await check('NETS10', [{ product: nets.id, quantity: 1 }]), 'code')).toBe(notUsable('NETS10'));
  });

  it('charges a flat coupon shared among the lines, with the shipping fee of the goods after it, on the order, its mail and its invoice', async () => {
    const nets = await createProduct(t.database.db, { pricePaise: 60000, stock: 10, categoryName: 'Bird Nets' });
    const spikes = await createProduct(t.database.db, { pricePaise: 50000, stock: 10 });
    await addCoupon({ code: 'FLAT200', amountOffPaise: 20000, minOrderPaise: 100000 });
    const buyer = await shop.buyer();
    const items = [
      { product: nets.id, quantity: 1 },
      { product: spikes.id, quantity: 1 },
    ];

    const quoted = await quote(buyer, items, 'flat200');
    expect(quoted.statusCode, quoted.body).toBe(200);
    await expectToMatchContract('quoteOrder', 200, quoted.json());
    // ₹1,100 of goods less ₹200 is ₹900: below ₹999, so shipping is ₹99.
    expect(quoted.json()).toMatchObject({ subtotal_paise: 110000, discount_paise: 20000, shipping_paise: 9900, coupon: { code: 'FLAT200', discount_paise: 20000 } });
    // ₹200 shared 600 : 500.
    expect(quoted.json().coupon.lines).toEqual([
      { product: nets.id, variant: (await variantsOf(t.database.db, nets.id))[0]!.id, discount_paise: 10909 },
      { product: spikes.id, variant: (await variantsOf(t.database.db, spikes.id))[0]!.id, discount_paise: 9091 },
    ]);

    const placed = await order(buyer, items, 'FLAT200');
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, razorpay_amount } = placed.json<{ id: number; razorpay_amount: number }>();
    expect(razorpay_amount).toBe(110000 - 20000 + 9900);
    const signed = (await shop.api.post(`/api/user/orders/${id}/demo_payment/`, {}, buyer.token)).json();
    expect((await shop.api.post(`/api/user/orders/${id}/verify_payment/`, signed, buyer.token)).statusCode).toBe(200);

    const view = await shop.api.get(`/api/user/orders/${id}/`, buyer.token);
    await expectToMatchContract('getOrder', 200, view.json());
    expect(view.json()).toMatchObject({ coupon_code: 'FLAT200', discount_amount: 200, total_amount: 999 });
    expect(view.json().items.map((item: { discount_amount: number }) => item.discount_amount)).toEqual([109.09, 90.91]);
    const staffView = (await shop.api.get(`/api/admin/orders/${id}/`, ownerToken)).json();
    expect(staffView).toMatchObject({ coupon_code: 'FLAT200', discount_paise: 20000, subtotal_paise: 110000, total_paise: 99900 });

    const [mail] = await t.database.db.select({ text: outbox.textBody }).from(outbox).where(eq(outbox.event, 'order_confirmation'));
    expect(mail!.text).toContain('Coupon FLAT200: -₹200.00');

    const invoice = await pdfText((await shop.api.get(`/api/user/orders/${id}/invoice/`, buyer.token)).rawPayload);
    expect(invoice).toContain('Discount');
    expect(invoice).toContain('FLAT200');
    expect(invoice).toContain('-109.09');
    // The nets' line: ₹600 less ₹109.09 is ₹490.91, of which 100/118 is taxable: ₹416.03.
    expect(invoice).toContain('416.03');
    expect(invoice).toContain('Rs.999.00');

    // A full refund credits what was paid, line by line after the discount.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds/`,
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json', 'idempotency-key': 'coupon-refund' },
      payload: JSON.stringify({ amount_paise: 99900, reason: 'Changed mind' }),
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const noteId = refund.json<{ refunds: { credit_note: { id: number } }[] }>().refunds[0]!.credit_note.id;
    const note = await pdfText((await shop.api.get(`/api/admin/orders/${id}/credit-notes/${noteId}/`, ownerToken)).rawPayload);
    expect(note).toContain('490.91');
    expect(note).toContain('Rs.999.00');
    expect(note).not.toContain('Discount');
  });

  it('counts its limits, gives a cancelled order’s use back, and refuses at checkout with nothing written', async () => {
    const nets = await createProduct(t.database.db, { pricePaise: 150000, stock: 10 });
    await addCoupon({ code: 'ONCE', percentOff: 5, totalLimit: 2, perCustomerLimit: 1 });
    const items = [{ product: nets.id, quantity: 1 }];
    const first = await shop.buyer();
    const second = await shop.buyer();
    const third = await shop.buyer();

    const cod = await order(first, items, 'ONCE', 'cash_on_delivery');
    expect(cod.statusCode, cod.body).toBe(201);
    const stockBefore = async () => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, nets.id)))[0]!.stock;
    const ordersNow = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
    const [stock, placed] = [await stockBefore(), await ordersNow()];

    expect(refusalOf(await quote(first, items, 'ONCE'), 'coupon_code')).toBe('You have already used ONCE once, as often as it allows.');
    expect(refusalOf(await order(first, items, 'once'), 'coupon_code')).toBe('You have already used ONCE once, as often as it allows.');
    expect([await stockBefore(), await ordersNow()]).toEqual([stock, placed]);
    // The cart cannot tell who is asking: its check passes, and the checkout refuses.
    expect((await check('ONCE', items)).statusCode).toBe(200);

    expect((await order(second, items, 'ONCE')).statusCode).toBe(201);
    expect(refusalOf(await quote(third, items, 'ONCE'), 'coupon_code')).toBe(notUsable('ONCE'));
    expect(refusalOf(await check('ONCE', items), 'code')).toBe(notUsable('ONCE'));
    const listed = (await shop.api.get('/api/admin/coupons/', ownerToken)).json();
    expect(listed).toMatchObject([{ code: 'ONCE', used: 2, state: 'used_up' }]);

    // The first customer cancels by the mailed link: the use comes back.
    expect((await shop.answerLink(await shop.linkTokenMailedTo(first.email), 'cancel')).statusCode).toBe(200);
    const quoted = await quote(third, items, 'ONCE');
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ discount_paise: 7500 });
    // Without a coupon, or with a blank one, nothing is taken off.
    expect((await quote(third, items, '  ')).json()).toMatchObject({ discount_paise: 0, coupon: null });
    expect((await shop.quote(third, items)).json()).toMatchObject({ discount_paise: 0, coupon: null });
  });

  it('counts the codes refused at the cart (its check and its price), the quote and the order against one limit per account and one per client address', () =>
    withClockHeld(async () => {
      const nets = await createProduct(t.database.db, { pricePaise: 150000, stock: 50 });
      await addCoupon({ code: 'REAL10', percentOff: 10 });
      const items = [{ product: nets.id, quantity: 1 }];
      const [guesser, neighbour] = [await shop.buyer(), await shop.buyer()];
      const from = (ip: string) => ({
        check: (code: string) => t.app.inject({ method: 'POST', url: '/api/user/coupons/check/', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: { code, items } }),
        price: (code: string | null) => t.app.inject({ method: 'POST', url: '/api/user/cart/price/', remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload: { code, items } }),
        quote: (who: Buyer, code: string) =>
          t.app.inject({ method: 'POST', url: '/api/user/orders/quote/', remoteAddress: ip, headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' }, payload: { address: who.addressId, items, coupon_code: code } }),
        order: (who: Buyer, code: string) =>
          t.app.inject({ method: 'POST', url: '/api/user/orders/', remoteAddress: ip, headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' }, payload: { address: who.addressId, items, coupon_code: code } }),
      });
      const home = from('198.51.100.10');
      // A code that applies costs nothing, however often the checkout asks again.
      for (let round = 0; round < 3; round++) expect((await home.quote(guesser, 'REAL10')).statusCode).toBe(200);

      for (let guess = 0; guess < COUPON_TRIES.perAccount.limit; guess++) {
        const answer = guess % 2 === 0 ? await home.quote(guesser, `GUESS${guess}`) : await home.order(guesser, `GUESS${guess}`);
        expect(refusalOf(answer, 'coupon_code'), `guess ${guess + 1}`).toBe(notUsable(`GUESS${guess}`));
      }
      // The account's limit: refused at once, the right code too, from any address, with when to try again.
      for (const answer of [await home.quote(guesser, 'REAL10'), await from('192.0.2.77').order(guesser, 'REAL10')]) {
        expect(answer.statusCode).toBe(429);
        expect(answer.json().detail).toMatch(/Too many coupon codes/);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect((await t.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(0);
      // Another account at the same address still may.
      expect((await home.quote(neighbour, 'REAL10')).statusCode).toBe(200);

      // The address's limit, counted at the cart without signing in, holds at the checkout for any account.
      const cafe = from('203.0.113.99');
      for (let guess = 0; guess < COUPON_TRIES.perClient.limit; guess++) expect((await cafe.check(`CAFE${guess}`)).statusCode, `check ${guess + 1}`).toBe(400);
      expect((await cafe.check('REAL10')).statusCode).toBe(429);
      // The cart's price counts its code against the same limit; a cart priced without one is no guess.
      expect((await cafe.price('REAL10')).statusCode).toBe(429);
      expect((await cafe.price(null)).statusCode).toBe(200);
      expect((await cafe.quote(neighbour, 'REAL10')).statusCode).toBe(429);
      // A checkout without a code is not a guess.
      expect((await cafe.quote(neighbour, '')).statusCode).toBe(200);
    }));

  it('gives its last use to exactly one of several checkouts at once', async () => {
    const nets = await createProduct(t.database.db, { pricePaise: 150000, stock: 50 });
    await addCoupon({ code: 'LASTONE', amountOffPaise: 10000, minOrderPaise: 50000, totalLimit: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => shop.buyer()));
    const answers = await Promise.all(buyers.map((buyer) => order(buyer, [{ product: nets.id, quantity: 1 }], 'LASTONE')));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) refusalOf(refused, 'coupon_code');
    expect((await t.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(1);
    expect((await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, nets.id)))[0]!.stock).toBe(49);
  });
});
