/**
 * The owner's shipping rule through HTTP, on both databases: saved with the delivery settings (bad values
 * refused naming the field, nothing changed), promised in the shell's announcements and handed to the
 * storefront from the same rule (the cached answer following a change), and charged by the quote and the
 * order alike: the flat fee below the threshold, nothing from it on, on the invoice as its own line and in
 * the cash-on-delivery total.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createProduct, createSiteDocuments, resetDatabase, staffSessionFor } from './support/fixtures';
import { pdfText } from './support/pdf-text';

const DEMO_RULE = { shipping_fee_paise: 9900, free_shipping_from_paise: 99900 };

describe.each(RULE_DRIVERS)('the shipping rule on %s', (driver) => {
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

  const shell = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/site/' });
    expect(response.statusCode).toBe(200);
    await expectToMatchContract('getSiteShell', 200, response.json());
    return response.json<{ announcements: string[]; shipping: { fee_paise: number; free_from_paise: number | null } }>();
  };
  const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('ships free until the owner sets a fee, and then promises and hands on exactly the rule saved', async () => {
    await createSiteDocuments(t.database.db, ['Secure online payments available']);
    const before = await shop.api.get('/api/admin/settings/delivery/', ownerToken);
    expect(before.json()).toMatchObject({ shipping_fee_paise: 0, free_shipping_from_paise: null });
    expect(await shell()).toMatchObject({ announcements: ['Free shipping on every order', 'Secure online payments available'], shipping: { fee_paise: 0, free_from_paise: null } });

    const saved = await shop.saveSettings(ownerToken, DEMO_RULE);
    await expectToMatchContract('updateDeliverySettings', 200, saved);
    expect(saved).toMatchObject(DEMO_RULE);
    // The shell is a kept public answer: it follows the settings at once.
    expect(await shell()).toMatchObject({
      announcements: ['Free shipping on orders of ₹999 or more', 'Secure online payments available'],
      shipping: { fee_paise: 9900, free_from_paise: 99900 },
    });

    // A fee on every order: nothing free to promise.
    await shop.saveSettings(ownerToken, { shipping_fee_paise: 4900, free_shipping_from_paise: null });
    expect(await shell()).toMatchObject({ announcements: ['Secure online payments available'], shipping: { fee_paise: 4900, free_from_paise: null } });
  });

  it('refuses a negative fee and a threshold of nothing, naming both fields, and keeps the rule', async () => {
    const current = (await shop.api.get('/api/admin/settings/delivery/', ownerToken)).json<Record<string, unknown>>();
    const bad = await shop.api.put('/api/admin/settings/delivery/', { ...current, shipping_fee_paise: -100, free_shipping_from_paise: 0 }, ownerToken);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['free_shipping_from_paise', 'shipping_fee_paise']);
    const fractional = await shop.api.put('/api/admin/settings/delivery/', { ...current, shipping_fee_paise: 99.5 }, ownerToken);
    expect(fractional.statusCode).toBe(400);
    expect(Object.keys(fractional.json().errors)).toEqual(['shipping_fee_paise']);
    expect((await shop.api.get('/api/admin/settings/delivery/', ownerToken)).json()).toEqual(current);
  });

  it('charges the fee below the threshold and nothing from it on, in the quote, the order, its payment and its invoice', async () => {
    await shop.saveSettings(ownerToken, DEMO_RULE);
    const clips = await createProduct(t.database.db, { pricePaise: 59900, maxPricePaise: 59900, stock: 10 });
    const spikes = await createProduct(t.database.db, { pricePaise: 99900, maxPricePaise: 99900, stock: 10 });
    const buyer = await shop.buyer();

    const small = await shop.quote(buyer, [{ product: clips.id, quantity: 1 }]);
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json()).toMatchObject({ subtotal_paise: 59900, shipping_paise: 9900 });
    const exactly = await shop.quote(buyer, [{ product: spikes.id, quantity: 1 }]);
    expect(exactly.json()).toMatchObject({ subtotal_paise: 99900, shipping_paise: 0 });

    const placed = await shop.order(buyer, [{ product: clips.id, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, razorpay_amount } = placed.json<{ id: number; razorpay_amount: number }>();
    expect(razorpay_amount).toBe(59900 + 9900);
    expect(await orderRow(id)).toMatchObject({ subtotalPaise: 59900, shippingPaise: 9900, totalPaise: 69800 });

    const signed = (await shop.api.post(`/api/user/orders/${id}/demo_payment/`, {}, buyer.token)).json();
    expect((await shop.api.post(`/api/user/orders/${id}/verify_payment/`, signed, buyer.token)).statusCode).toBe(200);
    const invoice = await pdfText((await shop.api.get(`/api/user/orders/${id}/invoice/`, buyer.token)).rawPayload);
    expect(invoice).toMatch(/Shipping\s+9965/);
    expect(invoice).toContain('Rs.698.00');

    const free = (await shop.order(buyer, [{ product: spikes.id, quantity: 1 }])).json<{ id: number; razorpay_amount: number }>();
    expect(free.razorpay_amount).toBe(99900);
    expect(await orderRow(free.id)).toMatchObject({ shippingPaise: 0, totalPaise: 99900 });
  });

  it('adds the fee to what the courier collects on delivery, and an order placed before a change keeps its fee', async () => {
    await shop.saveSettings(ownerToken, DEMO_RULE);
    const clips = await createProduct(t.database.db, { pricePaise: 59900, maxPricePaise: 59900, stock: 10 });
    const buyer = await shop.buyer();
    const id = await shop.codOrder(buyer, [{ product: clips.id, quantity: 1 }]);
    expect(await orderRow(id)).toMatchObject({ shippingPaise: 9900, codFeePaise: 4900, totalPaise: 59900 + 9900 + 4900 });

    await shop.saveSettings(ownerToken, { shipping_fee_paise: 0 });
    expect(await orderRow(id)).toMatchObject({ shippingPaise: 9900, totalPaise: 74700 });
    expect((await shop.quote(buyer, [{ product: clips.id, quantity: 1 }])).json()).toMatchObject({ shipping_paise: 0 });
  });
});
