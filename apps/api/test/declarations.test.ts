/**
 * The law's product declarations (decision 049): a product cannot be shown while one is missing, the refusal
 * names the field and writes nothing, products already on sale keep selling while the dashboard lists them,
 * the shop's page shows them from the seller's default maker and customer care, and an order keeps the net
 * quantity and country of origin as sold.
 */
import { eq } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderItems, products, productVariants } from '../src/db/schema';
import { placePactOrder } from './pact/purchase-fixtures';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCategory, createCustomer, createProduct, createSiteSeller, resetDatabase, sessionTokenFor, staffSessionFor, TEST_MAKER, variantsOf } from './support/fixtures';

type Method = 'GET' | 'POST' | 'PUT';

const IMPORTER = { kind: 'importer', name: 'BirdShield India Private Limited', address: 'Unit 101, Sai Industrial Estate, Andheri East, Mumbai, Maharashtra 400069' };

describe.each(RULE_DRIVERS)('product declarations on %s', (driver) => {
  let t: TestApp;
  let token: string;

  let dist: string;
  beforeAll(async () => {
    // A storefront build of one empty page, so the API serves product pages with their heads.
    dist = await mkdtemp(path.join(tmpdir(), 'shop-declarations-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
    t = await startTestApp(driver, { ...ACCOUNT_ENV, STOREFRONT_DIST: dist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    await createSiteSeller(t.database.db, TEST_MAKER);
    token = (await staffSessionFor(t.database.db, TEST_KEYS, { name: 'Meera Iyer' })).token;
  });
  const db = () => t.database.db;

  const call = (method: Method, url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  async function productBody(overrides: Record<string, unknown> = {}) {
    const category = await createCategory(db(), 'Bird Spikes');
    return {
      title: 'Stainless Steel Bird Spikes',
      slug: 'ss-bird-spikes',
      category_id: category.id,
      material: 'Stainless Steel',
      mrp_paise: 119900,
      price_paise: 89900,
      stock: 40,
      is_bestseller: false,
      short_desc: 'Ten strips of rust-free spikes.',
      long_desc: 'Stainless steel pins on a polycarbonate base.',
      highlights: ['3 m of ledge', 'Rust-free', 'UV-stable base', 'Adhesive or screws', 'Humane'],
      keywords: 'bird spikes',
      hsn_code: '7326',
      gst_rate: 18,
      weight_grams: 600,
      length_cm: 35,
      breadth_cm: 12,
      height_cm: 8,
      hidden: false,
      images: [{ url: '/media/products/ss-1.webp', alt: 'Spike strips on a ledge', media_id: null }],
      generic_name: 'Bird spikes (stainless steel)',
      country_of_origin: 'IN',
      maker: null,
      net_quantity: 10,
      net_quantity_unit: 'pieces',
      made_month: '2026-08',
      ...overrides,
    };
  }

  /** What the editor sends back of a product it read: everything but what the server alone says. */
  const editable = (view: Record<string, unknown>) => {
    const { id: _id, category_name: _category, ever_ordered: _ordered, missing_declarations: _missing, parcel_estimated: _parcel, created_at: _created, updated_at: _updated, ...fields } = view;
    return fields;
  };

  const productCount = async () => (await db().select({ id: products.id }).from(products)).length;

  it('shows a complete product, its maker the seller’s default, and the page reads every declaration', async () => {
    const created = await call('POST', '/api/admin/products/', await productBody());
    expect(created.statusCode).toBe(201);
    await expectToMatchContract('createAdminProduct', 201, created.json());
    expect(created.json()).toMatchObject({ missing_declarations: [], maker: null, net_quantity: 10, net_quantity_unit: 'pieces', made_month: '2026-08' });

    const page = await t.app.inject({ method: 'GET', url: '/api/user/products/ss-bird-spikes/' });
    expect(page.statusCode).toBe(200);
    await expectToMatchContract('getProduct', 200, page.json());
    expect(page.json().declarations).toEqual({
      generic_name: 'Bird spikes (stainless steel)',
      country_of_origin: { code: 'IN', name: 'India' },
      maker: TEST_MAKER,
      consumer_care: {
        name: 'BirdShield India Private Limited',
        address: 'Unit 101, Sai Industrial Estate, Andheri East, Mumbai, Maharashtra 400069, India',
        phone: '+91 98765 43210',
        email: 'support@birdshield.invalid',
      },
    });
    expect(page.json().variants[0]).toMatchObject({ net_quantity: '10 pieces', made_month: '2026-08' });

    // The page's structured data names the country of origin.
    const html = (await t.app.inject({ method: 'GET', url: '/products/ss-bird-spikes' })).body;
    const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json!) as { '@type': string });
    expect(structured.find((data) => data['@type'] === 'Product')).toMatchObject({ countryOfOrigin: { '@type': 'Country', name: 'India' } });
  });

  it('refuses to show a product missing declarations, naming each field, and writes nothing', async () => {
    const refused = await call('POST', '/api/admin/products/', await productBody({ generic_name: '  ', country_of_origin: null, net_quantity: null, net_quantity_unit: null }));
    expect(refused.statusCode).toBe(400);
    await expectToMatchContract('createAdminProduct', 400, refused.json());
    expect(Object.keys(refused.json().errors).sort()).toEqual(['country_of_origin', 'generic_name', 'net_quantity']);
    expect(await productCount()).toBe(0);

    // Hidden, it may wait for them; the list says what it lacks.
    const hidden = await call('POST', '/api/admin/products/', await productBody({ hidden: true, generic_name: null }));
    expect(hidden.statusCode).toBe(201);
    expect(hidden.json().missing_declarations).toEqual(['generic_name']);
    const shown = await call('PUT', `/api/admin/products/${hidden.json().id}/visibility/`, { hidden: false, version: hidden.json().version });
    expect(shown.statusCode).toBe(400);
    expect(Object.keys(shown.json().errors)).toEqual(['generic_name']);
    const [row] = await db().select({ isActive: products.isActive }).from(products).where(eq(products.id, hidden.json().id));
    expect(row!.isActive).toBe(false);
  });

  it('asks an imported product to name its importer, not the default manufacturer', async () => {
    const refused = await call('POST', '/api/admin/products/', await productBody({ country_of_origin: 'CN' }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['maker']);
    const created = await call('POST', '/api/admin/products/', await productBody({ country_of_origin: 'CN', maker: IMPORTER }));
    expect(created.statusCode).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: '/api/user/products/ss-bird-spikes/' });
    expect(page.json().declarations).toMatchObject({ country_of_origin: { code: 'CN', name: 'China' }, maker: IMPORTER });
  });

  it('refuses declarations that are not well formed, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ country_of_origin: 'XX' }, 'country_of_origin'],
      [{ country_of_origin: 'india' }, 'country_of_origin'],
      [{ net_quantity_unit: null }, 'net_quantity_unit'],
      [{ net_quantity: 0 }, 'net_quantity'],
      [{ net_quantity_unit: 'bags' }, 'net_quantity_unit'],
      [{ made_month: '2099-01' }, 'made_month'],
      [{ made_month: '2026-13' }, 'made_month'],
      [{ maker: { kind: 'manufacturer', name: ' ', address: 'Vasai' } }, 'maker.name'],
      [{ maker: { kind: 'distributor', name: 'X', address: 'Vasai' } }, 'maker.kind'],
    ];
    for (const [override, field] of cases) {
      const refused = await call('POST', '/api/admin/products/', await productBody({ hidden: true, slug: 'bad-declaration', ...override }));
      expect(refused.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(refused.json().errors ?? {}), JSON.stringify(override)).toContain(field);
    }
    expect(await productCount()).toBe(0);
  });

  it('keeps an older product on sale while it lacks declarations, lists and counts it, and never lets a save take one away', async () => {
    const older = await createProduct(db(), { slug: 'older-spikes' });
    const complete = (await call('POST', '/api/admin/products/', await productBody())).json();

    const dashboard = await call('GET', '/api/admin/dashboard/');
    expect(dashboard.json().incomplete_declarations).toBe(1);
    const incomplete = await call('GET', '/api/admin/products/?incomplete=true');
    expect(incomplete.json().items.map((item: { id: number }) => item.id)).toEqual([older.id]);
    expect(incomplete.json().items[0].missing_declarations).toEqual(['generic_name', 'country_of_origin', 'net_quantity']);

    // A price change of the older product saves (it lacks nothing it had), and it stays on sale.
    const current = (await call('GET', `/api/admin/products/${older.id}/`)).json();
    const saved = await call('PUT', `/api/admin/products/${older.id}/`, { ...editable(current), generic_name: undefined, price_paise: 99900 });
    expect(saved.statusCode).toBe(200);

    // The complete one cannot lose its generic name while on sale.
    const cleared = await call('PUT', `/api/admin/products/${complete.id}/`, { ...editable(complete), generic_name: null });
    expect(cleared.statusCode).toBe(400);
    expect(Object.keys(cleared.json().errors)).toEqual(['generic_name']);

    // Completing the older one takes it off the list.
    const fixed = await call('PUT', `/api/admin/products/${older.id}/`, {
      ...editable(saved.json()),
      generic_name: 'Bird spikes',
      country_of_origin: 'IN',
      net_quantity: 2.5,
      net_quantity_unit: 'm',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().missing_declarations).toEqual([]);
    expect((await call('GET', '/api/admin/dashboard/')).json().incomplete_declarations).toBe(0);
  });

  it('asks a new pack of a product on sale for its net quantity', async () => {
    const product = (await call('POST', '/api/admin/products/', await productBody())).json();
    const pack = { label: 'Pack of 20 (6 m)', sku: 'SS-SPIKES-20', mrp_paise: 219900, price_paise: 164900, stock: 10, hsn_code: '7326', weight_grams: 1150, length_cm: 35, breadth_cm: 15, height_cm: 12, image_position: null };
    // The first pack needs a label before a second is added.
    const [first] = await variantsOf(db(), product.id);
    await db().update(productVariants).set({ label: 'Pack of 10 (3 m)' }).where(eq(productVariants.id, first!.id));

    const refused = await call('POST', `/api/admin/products/${product.id}/variants/`, pack);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['net_quantity']);
    expect(await variantsOf(db(), product.id)).toHaveLength(1);

    const added = await call('POST', `/api/admin/products/${product.id}/variants/`, { ...pack, net_quantity: 20, net_quantity_unit: 'pieces' });
    expect(added.statusCode).toBe(201);
    await expectToMatchContract('createAdminVariant', 201, added.json());
    expect(added.json()).toMatchObject({ net_quantity: 20, net_quantity_unit: 'pieces', made_month: null });
    const page = await t.app.inject({ method: 'GET', url: '/api/user/products/ss-bird-spikes/' });
    expect(page.json().variants.map((variant: { net_quantity: string; made_month: string | null }) => [variant.net_quantity, variant.made_month])).toEqual([
      ['10 pieces', '2026-08'],
      ['20 pieces', null],
    ]);
  });

  it('keeps the net quantity and country of origin on the order line as sold', async () => {
    const product = (await call('POST', '/api/admin/products/', await productBody({ net_quantity: 1500, net_quantity_unit: 'g' }))).json();
    const customer = await createCustomer(db());
    const order = await placePactOrder(db(), customer.id, product.id, 1);
    // A later change of the pack does not change what was sold.
    await db().update(productVariants).set({ netQuantity: 2, netQuantityUnit: 'kg' }).where(eq(productVariants.productId, product.id));
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ netQuantity: '1,500 g', countryOfOrigin: 'IN' });

    const answer = await t.app.inject({ method: 'GET', url: `/api/user/orders/${order.id}/`, headers: { authorization: `Bearer ${await sessionTokenFor(TEST_KEYS, customer)}` } });
    expect(answer.statusCode).toBe(200);
    await expectToMatchContract('getOrder', 200, answer.json());
    expect(answer.json().items[0]).toMatchObject({ net_quantity: '1,500 g', country_of_origin: 'India' });
  });
});
