/**
 * Price breaks by quantity through HTTP, on PostgreSQL (decision 052): the owner saves a variant's tiers whole and
 * every rule between them is refused naming the field with nothing written; the product page offers them; the cart's
 * price, the quote and the order charge a line at its tier's price from exactly the tier's quantity, the lower of a
 * sale's and a tier's price without stacking them, and a coupon after the tier. The order line keeps the tier, and
 * the invoice the price charged.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { orderItems, orders, productVariants, saleProducts, sales } from '../src/db/schema';
import { invoiceDocument } from '../src/invoices/invoices';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { insertCoupon } from './support/coupons';
import { RULE_DRIVERS } from './support/databases';
import { createProduct, resetDatabase, staffSessionFor, variantsOf } from './support/fixtures';

const HOUR = 3_600_000;

/** From 10 packs 10 % off (₹90 each), from 50 a set ₹80 each; the pack's own price is ₹100. */
const TIERS = [
  { min_quantity: 10, percent_off: 10, unit_price_paise: null },
  { min_quantity: 50, percent_off: null, unit_price_paise: 8000 },
];

describe.each(RULE_DRIVERS)('price breaks by quantity on %s', (driver) => {
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
    await shop.saveSettings(ownerToken, { shipping_fee_paise: 9900, free_shipping_from_paise: 99900 });
  });

  const variantUrl = (productId: number, variantId: number) => `/api/admin/products/${productId}/variants/${variantId}/`;

  /** A ₹100 pack (M.R.P. ₹200, 200 in stock), its only variant. */
  async function pack() {
    const product = await createProduct(t.database.db, { pricePaise: 10000, maxPricePaise: 20000, stock: 200 });
    const [variant] = await variantsOf(t.database.db, product.id);
    return { product, variant: variant! };
  }

  /** What the back-office sends to save the variant as it is, with `change` over it. */
  function saveBody(row: typeof productVariants.$inferSelect, change: Record<string, unknown> = {}) {
    return {
      label: row.label,
      sku: row.sku,
      mrp_paise: row.maxPricePaise,
      price_paise: row.pricePaise,
      stock: row.stock,
      hsn_code: row.hsnCode,
      weight_grams: row.weightGrams,
      length_cm: row.lengthCm,
      breadth_cm: row.breadthCm,
      height_cm: row.heightCm,
      image_position: row.imagePosition,
      retired: row.isRetired,
      version: row.version,
      ...change,
    };
  }

  async function withTiers() {
    const { product, variant } = await pack();
    const saved = await shop.api.put(variantUrl(product.id, variant.id), saveBody(variant, { price_tiers: TIERS }), ownerToken);
    expect(saved.statusCode, saved.body).toBe(200);
    return { product, variantId: variant.id };
  }

  const currentRow = async (productId: number) => (await variantsOf(t.database.db, productId))[0]!;

  it('saves a variant’s tiers whole, answers them to staff and on the product page, and keeps them when a save leaves them out', async () => {
    const { product, variantId } = await withTiers();
    const listed = await shop.api.get(`/api/admin/products/${product.id}/variants/`, ownerToken);
    await expectToMatchContract('listAdminVariants', 200, listed.json());
    expect(listed.json()[0].price_tiers).toEqual(TIERS);

    const page = await shop.api.get(`/api/user/products/${product.slug}/`);
    await expectToMatchContract('getProduct', 200, page.json());
    expect(page.json().variants[0].price_tiers).toEqual([
      { min_quantity: 10, price: 90, saving_percent: 10 },
      { min_quantity: 50, price: 80, saving_percent: 20 },
    ]);

    // An older back-office sends no tiers: they stay. An empty list removes them.
    const kept = await shop.api.put(variantUrl(product.id, variantId), saveBody(await currentRow(product.id), { stock: 150 }), ownerToken);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().price_tiers).toEqual(TIERS);
    const cleared = await shop.api.put(variantUrl(product.id, variantId), saveBody(await currentRow(product.id), { price_tiers: [] }), ownerToken);
    expect(cleared.json().price_tiers).toEqual([]);
    expect((await shop.api.get(`/api/user/products/${product.slug}/`)).json().variants[0].price_tiers).toEqual([]);
  });

  it('lets only the owner change the tiers, naming them', async () => {
    const { product } = await pack();
    const packer = (await staffSessionFor(t.database.db, TEST_KEYS, { staffRole: 'staff' })).token;
    const refused = await shop.api.put(variantUrl(product.id, (await currentRow(product.id)).id), saveBody(await currentRow(product.id), { price_tiers: TIERS }), packer);
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json().errors)).toEqual(['price_tiers']);
    expect((await currentRow(product.id)).priceTiers).toEqual([]);
  });

  it.each([
    ['both a percentage and a price', [{ min_quantity: 10, percent_off: 10, unit_price_paise: 9000 }], 'price_tiers.0.unit_price_paise'],
    ['neither a percentage nor a price', [{ min_quantity: 10, percent_off: null, unit_price_paise: null }], 'price_tiers.0.percent_off'],
    ['a set price not below the pack’s', [{ min_quantity: 10, percent_off: null, unit_price_paise: 10000 }], 'price_tiers.0.unit_price_paise'],
    ['a quantity not above the tier before it', [TIERS[0], { min_quantity: 10, percent_off: 20, unit_price_paise: null }], 'price_tiers.1.min_quantity'],
    ['a larger quantity dearer per pack', [TIERS[0], { min_quantity: 20, percent_off: null, unit_price_paise: 9500 }], 'price_tiers.1.unit_price_paise'],
    ['a larger quantity at a smaller percentage', [{ min_quantity: 10, percent_off: 15, unit_price_paise: null }, { min_quantity: 20, percent_off: 12, unit_price_paise: null }], 'price_tiers.1.percent_off'],
    ['a quantity of one', [{ min_quantity: 1, percent_off: 10, unit_price_paise: null }], 'price_tiers.0.min_quantity'],
    ['more than 90 % off', [{ min_quantity: 10, percent_off: 91, unit_price_paise: null }], 'price_tiers.0.percent_off'],
  ])('refuses %s, naming the field, and writes nothing', async (_case, tiers, field) => {
    const { product, variantId } = await withTiers();
    const before = await currentRow(product.id);
    const refused = await shop.api.put(variantUrl(product.id, variantId), saveBody(before, { price_tiers: tiers }), ownerToken);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual([field]);
    expect(await currentRow(product.id)).toEqual(before);
  });

  it('refuses a sixth tier', async () => {
    const { product, variant } = await pack();
    const six = [2, 3, 4, 5, 6, 7].map((min_quantity) => ({ min_quantity, percent_off: min_quantity, unit_price_paise: null }));
    const refused = await shop.api.put(variantUrl(product.id, variant.id), saveBody(variant, { price_tiers: six }), ownerToken);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['price_tiers']);
  });

  it('prices the cart, the quote and the order at the tier from exactly its quantity; the order line keeps the tier and the invoice the price', async () => {
    const { product, variantId } = await withTiers();
    const priceOf = async (quantity: number) => {
      const priced = await shop.api.post('/api/user/cart/price/', { items: [{ product: product.id, quantity }] });
      expect(priced.statusCode, priced.body).toBe(200);
      await expectToMatchContract('priceCart', 200, priced.json());
      return priced.json().lines[0];
    };
    expect(await priceOf(9)).toMatchObject({ unit_price_paise: 10000, list_unit_price_paise: 10000, price_tier_min_quantity: null, tier_saving_paise: 0 });
    expect(await priceOf(10)).toMatchObject({ unit_price_paise: 9000, line_total_paise: 90000, price_tier_min_quantity: 10, tier_saving_paise: 10000 });
    expect(await priceOf(49)).toMatchObject({ unit_price_paise: 9000, price_tier_min_quantity: 10 });
    expect(await priceOf(50)).toMatchObject({ unit_price_paise: 8000, line_total_paise: 400000, price_tier_min_quantity: 50, tier_saving_paise: 100000 });

    // Two lines of the same pack are one line, and reach the tier together.
    const buyer = await shop.buyer();
    const items = [
      { product: product.id, quantity: 6 },
      { product: product.id, variant: variantId, quantity: 6 },
    ];
    const quoted = await shop.quote(buyer, items);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ subtotal_paise: 12 * 9000 });

    const placed = await shop.order(buyer, items);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ id: number }>().id;
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({ unitPricePaise: 9000, quantity: 12, lineTotalPaise: 108000, priceTierMinQuantity: 10 });

    await t.database.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, orderId));
    const invoice = await invoiceDocument(t.database.db, loadConfig({}).seller, orderId);
    expect(invoice.figures.lines[0]).toMatchObject({ quantity: 12, unitPricePaise: 9000, amountPaise: 108000 });
  });

  it('charges the lower of a live sale’s price and the tier’s, never both', async () => {
    const { product } = await withTiers();
    // 15 % off: ₹85, below the 10-pack tier's ₹90 but above the 50-pack's ₹80.
    const [sale] = await t.database.db
      .insert(sales)
      .values({ name: 'Monsoon sale', percentOff: 15, startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) })
      .returning();
    await t.database.db.insert(saleProducts).values({ saleId: sale!.id, productId: product.id });
    const lineOf = async (quantity: number) => (await shop.api.post('/api/user/cart/price/', { items: [{ product: product.id, quantity }] })).json().lines[0];
    expect(await lineOf(10)).toMatchObject({ unit_price_paise: 8500, price_tier_min_quantity: null, tier_saving_paise: 0 });
    expect(await lineOf(50)).toMatchObject({ unit_price_paise: 8000, price_tier_min_quantity: 50, tier_saving_paise: 50 * 500 });
    // The page offers only the tier that beats the sale.
    expect((await shop.api.get(`/api/user/products/${product.slug}/`)).json().variants[0].price_tiers).toEqual([{ min_quantity: 50, price: 80, saving_percent: 20 }]);

    const buyer = await shop.buyer();
    const placed = await shop.order(buyer, [{ product: product.id, quantity: 10 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.json<{ id: number }>().id));
    expect(line).toMatchObject({ unitPricePaise: 8500, priceTierMinQuantity: null });
  });

  it('takes a coupon off the line at its tier’s price', async () => {
    const { product } = await withTiers();
    await insertCoupon(t.database.db, { code: 'BULK5', percentOff: 5 });
    const priced = await shop.api.post('/api/user/cart/price/', { items: [{ product: product.id, quantity: 10 }], code: 'BULK5' });
    expect(priced.statusCode, priced.body).toBe(200);
    // ₹855 of goods after the coupon ships at ₹99, under the ₹999 threshold.
    expect(priced.json()).toMatchObject({ subtotal_paise: 90000, discount_paise: 4500, shipping_paise: 9900, total_paise: 95400 });
    expect(priced.json().lines[0]).toMatchObject({ unit_price_paise: 9000, discount_paise: 4500, tier_saving_paise: 10000 });

    const buyer = await shop.buyer();
    const placed = await shop.api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 10 }], coupon_code: 'BULK5' }, buyer.token);
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.json<{ id: number }>().id));
    expect(order).toMatchObject({ subtotalPaise: 90000, discountPaise: 4500, shippingPaise: 9900, totalPaise: 95400 });
  });
});
