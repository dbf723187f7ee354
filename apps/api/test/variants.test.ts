/**
 * Products with variants through HTTP, on both databases: the product page's choices, each priced and stocked
 * on its own; a cart, a quote and an order of a chosen variant; an order by product id alone buying the
 * default, as older clients place them; the back-office adding, editing, retiring and reordering variants
 * without breaking the orders that name them. Every refusal names its field and changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orderItems, orders, products, productVariants, saleProducts, sales } from '../src/db/schema';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { codShop } from './support/cash-on-delivery';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createProduct, resetDatabase, staffSessionFor, variantsOf } from './support/fixtures';

const HOUR = 3_600_000;

/** A pack of 20 of the fixture's product: what the back-office sends for a new variant. */
const PACK_OF_20 = {
  label: 'Pack of 20 (6 m)',
  sku: 'TEST-PACK-20',
  mrp_paise: 299900,
  price_paise: 219900,
  stock: 7,
  hsn_code: '7326',
  weight_grams: 1100,
  length_cm: 35,
  breadth_cm: 12,
  height_cm: 14,
  image_position: 2,
};

describe.each(RULE_DRIVERS)('variants on %s', (driver) => {
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

  const variantsUrl = (productId: number) => `/api/admin/products/${productId}/variants/`;
  const refusalOf = (response: { statusCode: number; body: string; json: () => { errors: Record<string, string[]> } }, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    return response.json().errors[field]![0]!;
  };

  /** The fixture's product (₹1,299, 25 in stock, two photos) labelled "Pack of 10 (3 m)", with a pack of 20 added. */
  async function spikesInTwoPacks() {
    const product = await createProduct(t.database.db, { images: ['/media/products/a.svg', '/media/products/b.svg'] });
    const [first] = await variantsOf(t.database.db, product.id);
    const labelled = await shop.api.put(`${variantsUrl(product.id)}${first!.id}/`, { ...variantBody(first!), label: 'Pack of 10 (3 m)', retired: false, version: first!.version }, ownerToken);
    expect(labelled.statusCode, labelled.body).toBe(200);
    const added = await shop.api.post(variantsUrl(product.id), PACK_OF_20, ownerToken);
    expect(added.statusCode, added.body).toBe(201);
    await expectToMatchContract('createAdminVariant', 201, added.json());
    return { product, packOf10: first!.id, packOf20: added.json<{ id: number }>().id };
  }

  function variantBody(row: typeof productVariants.$inferSelect) {
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
    };
  }

  it('lets a packer edit a variant but not set its price or M.R.P., nor add one: prices are the owner’s', async () => {
    const { product, packOf20 } = await spikesInTwoPacks();
    const packer = (await staffSessionFor(t.database.db, TEST_KEYS, { staffRole: 'staff' })).token;
    const row = (await variantsOf(t.database.db, product.id)).find((variant) => variant.id === packOf20)!;
    const body = { ...variantBody(row), retired: false, version: row.version };
    const cheap = await shop.api.put(`${variantsUrl(product.id)}${packOf20}/`, { ...body, price_paise: 100 }, packer);
    expect(cheap.statusCode).toBe(403);
    expect(cheap.json()).toEqual({ code: 'prices_are_the_owners', detail: 'Only the shop’s owner may change prices.', errors: { price_paise: [expect.stringMatching(/owner/)] }, error_codes: { price_paise: ['owner_sets_prices'] } });
    const added = await shop.api.post(variantsUrl(product.id), { ...PACK_OF_20, sku: 'TEST-PACK-50', label: 'Pack of 50' }, packer);
    expect(added.statusCode).toBe(403);
    expect((await variantsOf(t.database.db, product.id)).map((variant) => variant.pricePaise)).toEqual([129900, 219900]);

    const restocked = await shop.api.put(`${variantsUrl(product.id)}${packOf20}/`, { ...body, stock: 70 }, packer);
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(restocked.json()).toMatchObject({ price_paise: 219900, stock: 70 });
  });

  it('answers the product page each choice at its own price and stock, and lists the product at its default’s', async () => {
    const { product, packOf10, packOf20 } = await spikesInTwoPacks();
    const page = await shop.api.get(`/api/user/products/${product.slug}/`);
    expect(page.statusCode, page.body).toBe(200);
    await expectToMatchContract('getProduct', 200, page.json());
    expect(page.json()).toMatchObject({ price: 1299, max_price: 1999, in_stock: true });
    expect(page.json().variants).toEqual([
      { id: packOf10, label: 'Pack of 10 (3 m)', sku: product.slug.toUpperCase(), price: 1299, regular_price: 1299, max_price: 1999, in_stock: true, picture: null, net_quantity: null, made_month: null, gtin: null, price_tiers: [] },
      { id: packOf20, label: 'Pack of 20 (6 m)', sku: 'TEST-PACK-20', price: 2199, regular_price: 2199, max_price: 2999, in_stock: true, picture: 1, net_quantity: null, made_month: null, gtin: null, price_tiers: [] },
    ]);
    // The product row carries its default's figures and the stock of all its choices.
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ pricePaise: 129900, stock: 25 + 7 });

    // A sale of the product covers each of its choices.
    const [sale] = await t.database.db
      .insert(sales)
      .values({ name: 'Monsoon sale', percentOff: 10, startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) })
      .returning();
    await t.database.db.insert(saleProducts).values({ saleId: sale!.id, productId: product.id });
    const onSale = (await shop.api.get(`/api/user/products/${product.slug}/`)).json();
    expect(onSale.variants.map((variant: { price: number; regular_price: number }) => [variant.price, variant.regular_price])).toEqual([
      [1169.1, 1299],
      [1979.1, 2199],
    ]);
    const listed = (await shop.api.get('/api/user/products/')).json<{ id: number; price: number; variants?: unknown }[]>();
    expect(listed.find((item) => item.id === product.id)).toMatchObject({ price: 1169.1 });
    expect(listed.find((item) => item.id === product.id)?.variants).toBeUndefined();
  });

  it('quotes and orders the chosen variant at its price, from its stock, named on the order; a product id alone buys the default', async () => {
    const { product, packOf10, packOf20 } = await spikesInTwoPacks();
    const buyer = await shop.buyer();
    const items = [
      { product: product.id, variant: packOf20, quantity: 2 },
      { product: product.id, quantity: 1 },
    ];
    const quoted = await shop.api.post('/api/user/orders/quote/', { address: buyer.addressId, items }, buyer.token);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().subtotal_paise).toBe(2 * 219900 + 129900);

    const placed = await shop.api.post('/api/user/orders/', { address: buyer.addressId, items }, buyer.token);
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json<{ id: number }>();
    const view = await shop.api.get(`/api/user/orders/${id}/`, buyer.token);
    await expectToMatchContract('getOrder', 200, view.json());
    expect(view.json().items).toEqual([
      expect.objectContaining({ product: product.id, variant: packOf10, variant_label: 'Pack of 10 (3 m)', product_name: `${product.title} – Pack of 10 (3 m)`, product_price: 1299, quantity: 1 }),
      expect.objectContaining({ product: product.id, variant: packOf20, variant_label: 'Pack of 20 (6 m)', sku: 'TEST-PACK-20', product_price: 2199, quantity: 2 }),
    ]);
    const stocks = (await variantsOf(t.database.db, product.id)).map((variant) => variant.stock);
    expect(stocks).toEqual([24, 5]);
    const staffView = (await shop.api.get(`/api/admin/orders/${id}/`, ownerToken)).json();
    await expectToMatchContract('getAdminOrder', 200, staffView);
    expect(staffView.items.map((item: { sku: string; variant_label: string }) => [item.sku, item.variant_label])).toEqual([
      [product.slug.toUpperCase(), 'Pack of 10 (3 m)'],
      ['TEST-PACK-20', 'Pack of 20 (6 m)'],
    ]);
  });

  it('refuses a variant of another product or an unknown one, naming the line, and writes nothing', async () => {
    const { product } = await spikesInTwoPacks();
    const other = await createProduct(t.database.db);
    const [otherVariant] = await variantsOf(t.database.db, other.id);
    const buyer = await shop.buyer();
    const foreign = [
      { product: other.id, quantity: 1 },
      { product: product.id, variant: otherVariant!.id, quantity: 1 },
    ];
    const ordersBefore = (await t.database.db.select({ n: count() }).from(orders))[0]!.n;

    const message = "This is not one of the product's choices.";
    expect(refusalOf(await shop.api.post('/api/user/orders/', { address: buyer.addressId, items: foreign }, buyer.token), 'items.1.variant')).toBe(message);
    expect(refusalOf(await shop.api.post('/api/user/orders/quote/', { address: buyer.addressId, items: foreign }, buyer.token), 'items.1.variant')).toBe(message);
    expect(refusalOf(await shop.api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, variant: 999999, quantity: 1 }] }, buyer.token), 'items.0.variant')).toBe(message);
    expect(refusalOf(await shop.api.put('/api/user/cart/', { items: foreign }, buyer.token), 'items.1.variant')).toBe(message);

    expect((await t.database.db.select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore);
    expect((await variantsOf(t.database.db, other.id))[0]!.stock).toBe(25);
  });

  it('retires a variant off the page and the checkout while its order keeps naming it; the last one stays on sale', async () => {
    const { product, packOf10, packOf20 } = await spikesInTwoPacks();
    const buyer = await shop.buyer();
    const placed = await shop.api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, variant: packOf20, quantity: 1 }] }, buyer.token);
    expect(placed.statusCode, placed.body).toBe(201);

    const [, twenty] = await variantsOf(t.database.db, product.id);
    const retired = await shop.api.put(`${variantsUrl(product.id)}${packOf20}/`, { ...variantBody(twenty!), retired: true, version: twenty!.version }, ownerToken);
    expect(retired.statusCode, retired.body).toBe(200);
    await expectToMatchContract('updateAdminVariant', 200, retired.json());
    expect(retired.json()).toMatchObject({ retired: true, is_default: false, ever_ordered: true });

    expect((await shop.api.get(`/api/user/products/${product.slug}/`)).json().variants.map((variant: { id: number }) => variant.id)).toEqual([packOf10]);
    const again = await shop.api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, variant: packOf20, quantity: 1 }] }, buyer.token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.items).toEqual([`Product ${product.id} is not available.`]);
    const order = (await shop.api.get(`/api/user/orders/${placed.json().id}/`, buyer.token)).json();
    expect(order.items[0]).toMatchObject({ variant: packOf20, variant_label: 'Pack of 20 (6 m)' });

    const [ten] = await variantsOf(t.database.db, product.id);
    expect(refusalOf(await shop.api.put(`${variantsUrl(product.id)}${packOf10}/`, { ...variantBody(ten!), retired: true, version: ten!.version }, ownerToken), 'retired')).toBe(
      'A product keeps at least one variant on sale; hide the product instead.',
    );
    expect((await variantsOf(t.database.db, product.id))[0]!.isRetired).toBe(false);
  });

  it('makes the first of a new order the default, which lists show and a product id alone buys', async () => {
    const { product, packOf10, packOf20 } = await spikesInTwoPacks();
    const reordered = await shop.api.put(`${variantsUrl(product.id)}order/`, { ids: [packOf20, packOf10] }, ownerToken);
    expect(reordered.statusCode, reordered.body).toBe(200);
    await expectToMatchContract('reorderAdminVariants', 200, reordered.json());
    expect(reordered.json().map((variant: { id: number; is_default: boolean }) => [variant.id, variant.is_default])).toEqual([
      [packOf20, true],
      [packOf10, false],
    ]);
    const listed = (await shop.api.get('/api/user/products/')).json<{ id: number; price: number; max_price: number }[]>();
    expect(listed.find((item) => item.id === product.id)).toMatchObject({ price: 2199, max_price: 2999 });

    const buyer = await shop.buyer();
    const placed = await shop.api.post('/api/user/orders/', { address: buyer.addressId, items: [{ product: product.id, quantity: 1 }] }, buyer.token);
    expect(placed.statusCode, placed.body).toBe(201);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.json().id));
    expect(line).toMatchObject({ variantId: packOf20, unitPricePaise: 219900 });

    // An order of the list that is out of date (a variant added since) is refused whole.
    const stale = await shop.api.put(`${variantsUrl(product.id)}order/`, { ids: [packOf10] }, ownerToken);
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a second choice beside an unlabelled one, a SKU taken in any case, a price over its M.R.P. and a stale version', async () => {
    const product = await createProduct(t.database.db);
    const [only] = await variantsOf(t.database.db, product.id);
    expect(refusalOf(await shop.api.post(variantsUrl(product.id), PACK_OF_20, ownerToken), 'label')).toMatch(/has no label yet: give it one first/);
    expect(refusalOf(await shop.api.post(variantsUrl(product.id), { ...PACK_OF_20, label: '' }, ownerToken), 'label')).toMatch(/Give each choice a label/);

    const labelled = await shop.api.put(`${variantsUrl(product.id)}${only!.id}/`, { ...variantBody(only!), label: 'Pack of 10', retired: false, version: only!.version }, ownerToken);
    expect(labelled.statusCode, labelled.body).toBe(200);
    expect(refusalOf(await shop.api.post(variantsUrl(product.id), { ...PACK_OF_20, sku: product.slug }, ownerToken), 'sku')).toBe('Another variant already has this SKU. Choose another.');
    expect(refusalOf(await shop.api.post(variantsUrl(product.id), { ...PACK_OF_20, mrp_paise: 100 }, ownerToken), 'mrp_paise')).toBe('The M.R.P. cannot be below the selling price.');
    const stale = await shop.api.put(`${variantsUrl(product.id)}${only!.id}/`, { ...variantBody(only!), label: 'Pack of 10 (3 m)', retired: false, version: only!.version }, ownerToken);
    expect(stale.statusCode).toBe(409);
    expect(await variantsOf(t.database.db, product.id)).toHaveLength(1);

    const entries = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityType, 'variant'));
    expect(entries.map((entry) => entry.action)).toEqual(['variant.update']);
  });

  it('lists each variant running low on the dashboard, and the product form edits its default', async () => {
    const { product, packOf20 } = await spikesInTwoPacks();
    const dashboard = await shop.api.get('/api/admin/dashboard/', ownerToken);
    await expectToMatchContract('getAdminDashboard', 200, dashboard.json());
    expect(dashboard.json().low_stock.products).toEqual([{ id: product.id, title: product.title, variant: packOf20, variant_label: 'Pack of 20 (6 m)', sku: 'TEST-PACK-20', stock: 7 }]);

    const form = (await shop.api.get(`/api/admin/products/${product.id}/`, ownerToken)).json();
    expect(form).toMatchObject({ price_paise: 129900, stock: 25 });
    const saved = await shop.api.put(`/api/admin/products/${product.id}/`, { ...form, price_paise: 139900, stock: 3 }, ownerToken);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ price_paise: 139900, stock: 3 });
    expect((await variantsOf(t.database.db, product.id)).map((variant) => [variant.pricePaise, variant.stock])).toEqual([
      [139900, 3],
      [219900, 7],
    ]);
  });
});
