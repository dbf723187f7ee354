/**
 * Sales through HTTP, on both databases: scheduled by the owner (bad ones refused naming the field, with
 * nothing written), and priced by the server's clock everywhere a price is read — the product list and page,
 * the listing's price order and filter, the shell's announcements, the quote, the order and its invoice —
 * only while live, kept answers following the clock past a start and an end with nothing written then.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, sales } from '../src/db/schema';
import { setShopTime, shopNow } from '../src/shop-clock';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCategory, createProduct, resetDatabase, staffSessionFor } from './support/fixtures';
import { pdfText } from './support/pdf-text';

const MINUTE = 60_000;

/** The test clock's own secret, as a journey's shop is started with it. */
const CLOCK_SECRET = 'a-test-clock-secret-of-forty-characters!';

describe.each(RULE_DRIVERS)('sales on %s', (driver) => {
  let t: TestApp;
  let shop: ReturnType<typeof codShop>;
  let ownerToken: string;
  let start: Date;
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, SETTABLE_CLOCK: CLOCK_SECRET });
    shop = codShop(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    ownerToken = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
    start = new Date(Date.now() + 10 * MINUTE);
  });
  afterEach(() => setShopTime(null));

  const schedule = async (sale: Record<string, unknown>, token = ownerToken) =>
    shop.api.post(
      '/api/admin/sales/',
      { name: 'Monsoon sale', percent_off: null, amount_off_paise: null, starts_at: at(0).toISOString(), ends_at: at(60).toISOString(), product_ids: [], category_ids: [], ...sale },
      token,
    );
  const product = async (slug: string) => {
    const response = await shop.api.get(`/api/user/products/${slug}/`);
    expect(response.statusCode).toBe(200);
    await expectToMatchContract('getProduct', 200, response.json());
    return response.json<{ price: number; max_price: number; sale: { id: number; name: string; ends_at: string; regular_price: number } | null }>();
  };
  const shell = async () => {
    const response = await shop.api.get('/api/user/site/');
    await expectToMatchContract('getSiteShell', 200, response.json());
    return response.json<{ announcements: string[]; sales: { name: string; ends_at: string }[] }>();
  };

  it('lets only the holder of the test clock’s secret move the shop’s clock', async () => {
    const move = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/test/clock', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify({ now: at(90).toISOString() }) });
    for (const headers of [{}, { 'x-test-clock-token': 'a-guess-at-the-secret-of-the-clock' }] as Record<string, string>[]) {
      const refused = await move(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ errors: { 'x-test-clock-token': [expect.stringContaining('SETTABLE_CLOCK')] } });
      expect(Math.abs(shopNow().getTime() - Date.now())).toBeLessThan(MINUTE);
    }
    const moved = await move({ 'x-test-clock-token': CLOCK_SECRET });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(shopNow().getTime()).toBeGreaterThan(at(89).getTime());
  });

  it('prices the products it covers lower only from its start to its end, in every public answer', async () => {
    const nets = await createProduct(t.database.db, { pricePaise: 129900, maxPricePaise: 199900, categoryName: 'Bird Nets' });
    const spikes = await createProduct(t.database.db, { pricePaise: 99900, maxPricePaise: 149900 });
    const scheduled = await schedule({ percent_off: 20, product_ids: [nets.id] });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    await expectToMatchContract('createAdminSale', 201, scheduled.json());
    expect(scheduled.json()).toMatchObject({ state: 'upcoming', percent_off: 20, product_ids: [nets.id], category_ids: [], version: 1 });

    // Before the start: nothing shows it, and these answers are kept.
    expect(await product(nets.slug)).toMatchObject({ price: 1299, sale: null });
    expect((await shell()).sales).toEqual([]);

    setShopTime(at(1));
    expect(await product(nets.slug)).toEqual(expect.objectContaining({ price: 1039.2, max_price: 1999, sale: { id: scheduled.json().id, name: 'Monsoon sale', ends_at: at(60).toISOString(), regular_price: 1299 } }));
    expect(await product(spikes.slug)).toMatchObject({ price: 999, sale: null });
    const live = await shell();
    expect(live.sales).toEqual([{ id: scheduled.json().id, name: 'Monsoon sale', percent_off: 20, amount_off_paise: null, ends_at: at(60).toISOString() }]);
    expect(live.announcements[0]).toMatch(/^Monsoon sale: 20% off until \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m$/);
    const list = (await shop.api.get('/api/user/products/')).json<{ id: number; price: number }[]>();
    expect(list.find((item) => item.id === nets.id)?.price).toBe(1039.2);

    // The listing orders and filters by what shoppers pay now: the nets now cost less than ₹1,100.
    const cheapFirst = (await shop.api.get('/api/user/products/?sort=price-asc&limit=10')).json<{ items: { id: number }[]; facets: { price: { min: number; max: number } } }>();
    expect(cheapFirst.items.map((item) => item.id)).toEqual([spikes.id, nets.id]);
    expect(cheapFirst.facets.price).toEqual({ min: 999, max: 1039.2 });
    const under = (await shop.api.get('/api/user/products/?price_to=1100&limit=10')).json<{ items: { id: number }[] }>();
    expect(under.items.map((item) => item.id).sort()).toEqual([nets.id, spikes.id].sort());

    setShopTime(at(60));
    expect(await product(nets.slug)).toMatchObject({ price: 1299, sale: null });
    expect((await shell()).sales).toEqual([]);
    expect((await shop.api.get('/api/admin/sales/', ownerToken)).json()).toMatchObject([{ state: 'ended' }]);
  });

  it('covers every product of a chosen category, later ones too, and takes the lowest of two live sales', async () => {
    const category = await createCategory(t.database.db, 'Monkey Spikes');
    await schedule({ name: 'Flat ₹200', amount_off_paise: 20000, category_ids: [category.id] });
    await schedule({ name: 'Tenth off', percent_off: 10, category_ids: [category.id], ends_at: at(30).toISOString() });
    const later = await createProduct(t.database.db, { pricePaise: 149950, maxPricePaise: 199900, categoryName: 'Monkey Spikes' });
    const cheap = await createProduct(t.database.db, { pricePaise: 150000, maxPricePaise: 150000, categoryName: 'Monkey Spikes' });
    setShopTime(at(5));
    // 10% of ₹1,499.50 is ₹149.95 (the paisa rounded half up: 14995): ₹200 off is lower.
    expect(await product(later.slug)).toMatchObject({ price: 1299.5, sale: { name: 'Flat ₹200', regular_price: 1499.5 } });
    expect(await product(cheap.slug)).toMatchObject({ price: 1300 });
    // Ending soonest first.
    expect((await shell()).sales.map((sale) => sale.name)).toEqual(['Tenth off', 'Flat ₹200']);
  });

  it('charges the sale price in the quote, the order and its invoice, and the order keeps it after the sale', async () => {
    const nets = await createProduct(t.database.db, { pricePaise: 129900, maxPricePaise: 199900, stock: 10 });
    await schedule({ percent_off: 25, product_ids: [nets.id] });
    setShopTime(at(1));
    const buyer = await shop.buyer();
    const quote = await shop.quote(buyer, [{ product: nets.id, quantity: 2 }]);
    expect(quote.json()).toMatchObject({ subtotal_paise: 2 * 97425 });
    const placed = await shop.order(buyer, [{ product: nets.id, quantity: 2 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, razorpay_amount } = placed.json<{ id: number; razorpay_amount: number }>();
    expect(razorpay_amount).toBe(194850);
    const signed = (await shop.api.post(`/api/user/orders/${id}/demo_payment/`, {}, buyer.token)).json();
    expect((await shop.api.post(`/api/user/orders/${id}/verify_payment/`, signed, buyer.token)).statusCode).toBe(200);

    setShopTime(at(90));
    const order = (await shop.api.get(`/api/user/orders/${id}/`, buyer.token)).json<{ total_paise?: number; items: { unit_price_paise?: number; price?: number }[] }>();
    expect(JSON.stringify(order)).toContain('974.25');
    const invoice = await pdfText((await shop.api.get(`/api/user/orders/${id}/invoice/`, buyer.token)).rawPayload);
    expect(invoice).toContain('Rs.1,948.50');
    expect((await shop.quote(buyer, [{ product: nets.id, quantity: 2 }])).json()).toMatchObject({ subtotal_paise: 259800 });
  });

  it('refuses a wrong sale naming the field, writes nothing, and lets only the owner schedule', async () => {
    const nets = await createProduct(t.database.db, { pricePaise: 49900, maxPricePaise: 59900 });
    const refusals: [Record<string, unknown>, string[]][] = [
      [{ percent_off: 10, product_ids: [nets.id], ends_at: at(-5).toISOString() }, ['ends_at']],
      [{ percent_off: 10, product_ids: [nets.id], starts_at: new Date(Date.now() - 120 * MINUTE).toISOString(), ends_at: new Date(Date.now() - 60 * MINUTE).toISOString() }, ['ends_at']],
      [{ percent_off: 10, amount_off_paise: 1000, product_ids: [nets.id] }, ['percent_off']],
      [{ product_ids: [nets.id] }, ['percent_off']],
      [{ amount_off_paise: 49900, product_ids: [nets.id] }, ['amount_off_paise']],
      [{ percent_off: 10 }, ['product_ids']],
      [{ percent_off: 10, product_ids: [nets.id, 999999] }, ['product_ids']],
      [{ percent_off: 10, category_ids: [999999] }, ['category_ids']],
      [{ percent_off: 95, product_ids: [nets.id] }, ['percent_off']],
      [{ percent_off: 10, product_ids: [nets.id], name: '   ' }, ['name']],
    ];
    for (const [sale, fields] of refusals) {
      const refused = await schedule(sale);
      expect(refused.statusCode, JSON.stringify(sale)).toBe(400);
      expect(Object.keys(refused.json().errors), JSON.stringify(sale)).toEqual(fields);
    }
    expect(await t.database.db.select().from(sales)).toEqual([]);

    const packer = (await staffSessionFor(t.database.db, TEST_KEYS, { staffRole: 'staff' })).token;
    expect((await schedule({ percent_off: 10, product_ids: [nets.id] }, packer)).statusCode).toBe(403);
    expect((await shop.api.get('/api/admin/sales/', packer)).statusCode).toBe(200);
  });

  it('changes a sale at the version read, ends a live one when it is removed, and audits each', async () => {
    const nets = await createProduct(t.database.db, { pricePaise: 100000, maxPricePaise: 100000 });
    const created = (await schedule({ percent_off: 10, product_ids: [nets.id] })).json<{ id: number; version: number }>();
    const body = { name: 'Diwali sale', percent_off: null, amount_off_paise: 5000, starts_at: at(0).toISOString(), ends_at: at(120).toISOString(), product_ids: [nets.id], category_ids: [] };
    const changed = await shop.api.put(`/api/admin/sales/${created.id}/`, { ...body, version: created.version }, ownerToken);
    expect(changed.statusCode, changed.body).toBe(200);
    await expectToMatchContract('updateAdminSale', 200, changed.json());
    expect(changed.json()).toMatchObject({ name: 'Diwali sale', amount_off_paise: 5000, percent_off: null, version: 2 });
    expect((await shop.api.put(`/api/admin/sales/${created.id}/`, { ...body, version: 1 }, ownerToken)).statusCode).toBe(409);
    expect((await shop.api.put(`/api/admin/sales/${created.id}/`, body, ownerToken)).json().errors).toHaveProperty('version');
    expect((await shop.api.put('/api/admin/sales/999999/', { ...body, version: 1 }, ownerToken)).statusCode).toBe(404);

    setShopTime(at(1));
    expect(await product(nets.slug)).toMatchObject({ price: 950 });
    expect((await shop.api.delete(`/api/admin/sales/${created.id}/`, ownerToken)).statusCode).toBe(204);
    expect(await product(nets.slug)).toMatchObject({ price: 1000, sale: null });
    expect((await shop.api.delete(`/api/admin/sales/${created.id}/`, ownerToken)).statusCode).toBe(404);
    const audited = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityType, 'sale'));
    expect(audited.map((row) => row.action)).toEqual(['sale.create', 'sale.update', 'sale.delete']);
  });
});
