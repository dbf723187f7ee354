/**
 * The back-office catalogue over HTTP: products with their photos, tax codes and versions; slug changes
 * that keep old links working; hiding that takes a product out of every shopper answer at once; deletes
 * that never lose an ordered product; categories in staff's order and visibility. Every write is audited.
 */
import { and, eq } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, productSlugRedirects } from '../src/db/schema';
import { placePactOrder } from './pact/purchase-fixtures';
import { ACCOUNT_ENV, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createCategory, createCustomer, createProduct, createSiteSeller, resetDatabase, staffSessionFor, TEST_MAKER } from './support/fixtures';

const SITE = 'https://shop.example.test';
const INDEX_HTML = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(RULE_DRIVERS)('back-office catalogue on %s', (driver) => {
  let t: TestApp;
  let dist: string;
  let token: string;
  let staffId: number;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'shop-admin-catalog-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    t = await startTestApp(driver, { ...ACCOUNT_ENV, STOREFRONT_DIST: dist, SITE_URL: SITE });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    await createSiteSeller(t.database.db, TEST_MAKER);
    const staff = await staffSessionFor(t.database.db, TEST_KEYS, { name: 'Meera Iyer' });
    token = staff.token;
    staffId = staff.user.id;
  });
  const db = () => t.database.db;

  const call = (method: Method, url: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const shopper = (url: string) => t.app.inject({ method: 'GET', url });

  async function newProductBody(overrides: Record<string, unknown> = {}) {
    const category = await createCategory(db(), 'Bird Spikes');
    return {
      title: 'Stainless Steel Bird Spikes – Pack of 10',
      slug: 'ss-bird-spikes-pack-10',
      category_id: category.id,
      material: 'Stainless Steel',
      mrp_paise: 119900,
      price_paise: 89900,
      stock: 40,
      is_bestseller: true,
      short_desc: 'Ten strips of rust-free spikes.',
      long_desc: 'Stainless steel pins on a polycarbonate base.',
      highlights: ['3 m of ledge', 'Rust-free', 'UV-stable base', 'Adhesive or screws', 'Humane'],
      keywords: 'bird spikes, pigeon',
      hsn_code: '7326',
      gst_rate: 18,
      weight_grams: 600,
      length_cm: 35,
      breadth_cm: 12,
      height_cm: 8,
      hidden: false,
      images: [
        { url: '/media/products/ss-1.webp', alt: 'Spike strips on a balcony ledge', media_id: null },
        { url: '/media/products/ss-2.webp', alt: 'One strip, close up', media_id: null },
      ],
      // The declarations a visible product needs (declarations.test.ts checks them); the maker is the seller's default.
      generic_name: 'Bird spikes',
      country_of_origin: 'IN',
      net_quantity: 10,
      net_quantity_unit: 'pieces',
      ...overrides,
    };
  }

  async function auditRows(entityType: string, entityId: number) {
    return db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
      .orderBy(auditLog.id);
  }

  describe('products', () => {
    it('creates a product with its photos and tax codes, audits it, and the shop shows it at once', async () => {
      const created = await call('POST', '/api/admin/products/', await newProductBody());
      expect(created.statusCode).toBe(201);
      await expectToMatchContract('createAdminProduct', 201, created.json());
      const product = created.json();
      expect(product).toMatchObject({
        slug: 'ss-bird-spikes-pack-10',
        category_name: 'Bird Spikes',
        mrp_paise: 119900,
        price_paise: 89900,
        hsn_code: '7326',
        gst_rate: 18,
        weight_grams: 600,
        length_cm: 35,
        breadth_cm: 12,
        height_cm: 8,
        hidden: false,
        version: 1,
        ever_ordered: false,
        images: [
          { url: '/media/products/ss-1.webp', alt: 'Spike strips on a balcony ledge', media_id: null },
          { url: '/media/products/ss-2.webp', alt: 'One strip, close up', media_id: null },
        ],
      });

      const [entry] = await auditRows('product', product.id);
      expect(entry).toMatchObject({ actorId: staffId, action: 'product.create', before: null });
      expect(entry!.after).toEqual(product);

      const shown = await shopper('/api/user/products/ss-bird-spikes-pack-10/');
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({
        price: 899,
        max_price: 1199,
        image1: `${SITE}/media/products/ss-1.webp`,
        image2: `${SITE}/media/products/ss-2.webp`,
        image3: null,
        in_stock: true,
      });
      // Each photo says what staff wrote about it.
      expect(shown.json().pictures.map((picture: { alt: string }) => picture.alt)).toEqual(['Spike strips on a balcony ledge', 'One strip, close up']);
    });

    it('names every bad field, and never writes half a product', async () => {
      const body = await newProductBody({
        slug: 'Not A Slug',
        mrp_paise: 50000,
        hsn_code: '73',
        gst_rate: 15,
        weight_grams: 0,
        height_cm: 301,
        images: [{ url: '/media/products/a.webp', alt: '   ', media_id: null }],
        highlights: ['one', 'two'],
      });
      const answer = await call('POST', '/api/admin/products/', body);
      expect(answer.statusCode).toBe(400);
      const errors = answer.json().errors as Record<string, string[]>;
      // The contract catches shapes (Ajv) before the domain sees the body: each bad field is named.
      expect(Object.keys(errors)).toEqual(expect.arrayContaining(['hsn_code', 'gst_rate', 'highlights', 'weight_grams', 'height_cm']));

      const domain = await call('POST', '/api/admin/products/', {
        ...(await newProductBody()),
        slug: 'Not A Slug',
        mrp_paise: 50000,
        images: [{ url: 'javascript:alert(1)', alt: '  ', media_id: null }],
      });
      expect(domain.statusCode).toBe(400);
      expect(Object.keys(domain.json().errors)).toEqual(expect.arrayContaining(['slug', 'mrp_paise', 'images.0.url', 'images.0.alt']));

      const noPhoto = await call('POST', '/api/admin/products/', await newProductBody({ images: [] }));
      expect(noPhoto.statusCode).toBe(400);
      expect(noPhoto.json().errors.images[0]).toMatch(/at least one photo/);
      // Hidden, a product may wait for its photos.
      expect((await call('POST', '/api/admin/products/', await newProductBody({ images: [], hidden: true }))).statusCode).toBe(201);

      const sixPhotos = Array.from({ length: 6 }, (_, i) => ({ url: `/media/products/p-${i}.webp`, alt: `Photo ${i}`, media_id: null }));
      expect((await call('POST', '/api/admin/products/', await newProductBody({ slug: 'six', images: sixPhotos }))).statusCode).toBe(400);
      const unknownCategory = await call('POST', '/api/admin/products/', await newProductBody({ slug: 'other', category_id: 999999 }));
      expect(unknownCategory.statusCode).toBe(400);
      expect(unknownCategory.json().errors).toHaveProperty('category_id');
      const taken = await call('POST', '/api/admin/products/', await newProductBody({ hidden: true, images: [] }));
      expect(taken.statusCode).toBe(400);
      expect(taken.json().errors).toHaveProperty('slug');

      const list = await call('GET', '/api/admin/products/');
      expect(list.json().total).toBe(1);
    });

    it('lets a packer save a product, but its price and M.R.P. are the owner’s to change', async () => {
      const product = (await call('POST', '/api/admin/products/', await newProductBody())).json();
      const packer = (await staffSessionFor(db(), TEST_KEYS, { staffRole: 'staff' })).token;
      const save = (body: object) =>
        t.app.inject({ method: 'PUT', url: `/api/admin/products/${product.id}/`, headers: { authorization: `Bearer ${packer}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      const body = { ...(await newProductBody()), version: product.version };
      for (const [field, change] of [['price_paise', { price_paise: 100 }], ['mrp_paise', { mrp_paise: 129900 }]] as const) {
        const refused = await save({ ...body, ...change });
        expect(refused.statusCode, field).toBe(403);
        expect(refused.json(), field).toEqual({ code: 'prices_are_the_owners', detail: 'Only the shop’s owner may change prices.', errors: { [field]: [expect.stringMatching(/owner/)] }, error_codes: { [field]: ['owner_sets_prices'] } });
      }
      expect((await call('GET', `/api/admin/products/${product.id}/`)).json()).toMatchObject({ price_paise: 89900, mrp_paise: 119900, version: product.version });
      const kept = await save({ ...body, stock: 4, short_desc: 'Ten strips, rust-free.' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ price_paise: 89900, stock: 4, short_desc: 'Ten strips, rust-free.' });
    });

    it('saves with the version read, refuses a stale one with 409, and audits before and after', async () => {
      const product = (await call('POST', '/api/admin/products/', await newProductBody())).json();
      const edit = { ...(await newProductBody()), price_paise: 79900, stock: 3, images: [...product.images].reverse(), version: 1 };
      const saved = await call('PUT', `/api/admin/products/${product.id}/`, edit);
      expect(saved.statusCode).toBe(200);
      await expectToMatchContract('updateAdminProduct', 200, saved.json());
      expect(saved.json()).toMatchObject({ price_paise: 79900, stock: 3, version: 2 });
      expect(saved.json().images.map((image: { url: string }) => image.url)).toEqual(['/media/products/ss-2.webp', '/media/products/ss-1.webp']);

      // A second editor who opened version 1 is refused, naming the version field.
      const stale = await call('PUT', `/api/admin/products/${product.id}/`, { ...edit, price_paise: 99900 });
      expect(stale.statusCode).toBe(409);
      await expectToMatchContract('updateAdminProduct', 409, stale.json());
      expect(stale.json().errors.version[0]).toMatch(/someone else saved it, or an order took or returned stock/);
      const missingVersion = await call('PUT', `/api/admin/products/${product.id}/`, { ...edit, version: undefined });
      expect(missingVersion.statusCode).toBe(400);
      expect(missingVersion.json().errors).toHaveProperty('version');

      const rows = await auditRows('product', product.id);
      expect(rows.map((row) => row.action)).toEqual(['product.create', 'product.update']);
      expect(rows[1]!.before).toMatchObject({ price_paise: 89900, version: 1 });
      expect(rows[1]!.after).toMatchObject({ price_paise: 79900, version: 2 });

      // The shop shows the new price, stock and main photo on the next request.
      const shown = (await shopper(`/api/user/products/${product.id}/`)).json();
      expect(shown).toMatchObject({ price: 799, image1: `${SITE}/media/products/ss-2.webp`, in_stock: true });
      expect((await call('GET', '/api/admin/products/?low_stock=true')).json().items.map((p: { id: number }) => p.id)).toEqual([product.id]);
      expect((await call('GET', '/api/admin/products/999999/')).statusCode).toBe(404);
    });

    it('never lets a stale stock figure undo a sale or a cancellation', async () => {
      const opened = (await call('POST', '/api/admin/products/', await newProductBody({ stock: 10 }))).json();
      expect(opened).toMatchObject({ stock: 10, version: 1 });
      const customer = await createCustomer(db());
      const order = await placePactOrder(db(), customer.id, opened.id, 2);

      // The editor opened the product at 10 units and types 12; the two sold meanwhile must not come back.
      const stale = await call('PUT', `/api/admin/products/${opened.id}/`, { ...(await newProductBody()), slug: opened.slug, category_id: opened.category_id, stock: 12, version: opened.version });
      expect(stale.statusCode).toBe(409);
      await expectToMatchContract('updateAdminProduct', 409, stale.json());
      expect(stale.json().errors.version[0]).toMatch(/an order took or returned stock/);
      const reloaded = (await call('GET', `/api/admin/products/${opened.id}/`)).json();
      expect(reloaded).toMatchObject({ stock: 8, version: 2 });

      // Saved against what they now see, the edit goes through.
      const edit = { ...(await newProductBody()), slug: opened.slug, category_id: opened.category_id, stock: 12, version: reloaded.version };
      const saved = await call('PUT', `/api/admin/products/${opened.id}/`, edit);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ stock: 12, version: 3 });

      // Cancelling the unpaid order gives its two units back, and moves the version on just the same.
      const orderVersion = (await call('GET', `/api/admin/orders/${order.id}/`)).json().version;
      expect((await call('POST', `/api/admin/orders/${order.id}/cancel/`, { version: orderVersion })).statusCode).toBe(200);
      const afterCancel = (await call('GET', `/api/admin/products/${opened.id}/`)).json();
      expect(afterCancel).toMatchObject({ stock: 14, version: 4 });
      expect((await call('PUT', `/api/admin/products/${opened.id}/`, { ...edit, stock: 5, version: 3 })).statusCode).toBe(409);
      expect((await call('GET', `/api/admin/products/${opened.id}/`)).json().stock).toBe(14);
    });

    it('keeps an old slug working: the API answers the product and its page redirects permanently', async () => {
      const product = (await call('POST', '/api/admin/products/', await newProductBody())).json();
      const renamed = await call('PUT', `/api/admin/products/${product.id}/`, { ...(await newProductBody()), slug: 'steel-spikes-10', version: 1 });
      expect(renamed.statusCode).toBe(200);

      const byOld = await shopper('/api/user/products/ss-bird-spikes-pack-10/');
      expect(byOld.statusCode).toBe(200);
      expect(byOld.json()).toMatchObject({ id: product.id, slug: 'steel-spikes-10' });
      const page = await shopper('/products/ss-bird-spikes-pack-10?ref=mail');
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe('/products/steel-spikes-10?ref=mail');
      expect((await shopper('/products/steel-spikes-10')).statusCode).toBe(200);

      // Renaming back makes the old slug live again, and the one in between redirects.
      const back = await call('PUT', `/api/admin/products/${product.id}/`, { ...(await newProductBody()), version: 2 });
      expect(back.statusCode).toBe(200);
      expect((await shopper('/products/ss-bird-spikes-pack-10')).statusCode).toBe(200);
      expect((await shopper('/products/steel-spikes-10')).headers.location).toBe('/products/ss-bird-spikes-pack-10');
      const redirects = await db().select().from(productSlugRedirects);
      expect(redirects.map((row) => row.slug)).toEqual(['steel-spikes-10']);
    });

    it('hides a product: 404 by slug and id, gone from lists, search and the sitemap; shown again with a photo', async () => {
      const product = (await call('POST', '/api/admin/products/', await newProductBody())).json();
      await createProduct(db(), { slug: 'plastic-bird-spikes', title: 'Plastic Bird Spikes', categoryName: 'Bird Spikes' });

      const hidden = await call('PUT', `/api/admin/products/${product.id}/visibility/`, { hidden: true, version: 1 });
      expect(hidden.statusCode).toBe(200);
      await expectToMatchContract('setAdminProductVisibility', 200, hidden.json());
      expect(hidden.json()).toMatchObject({ hidden: true, version: 2 });

      expect((await shopper('/api/user/products/ss-bird-spikes-pack-10/')).statusCode).toBe(404);
      expect((await shopper(`/api/user/products/${product.id}/`)).statusCode).toBe(404);
      const slugs = (url: string) => shopper(url).then((answer) => answer.json().map((p: { slug: string }) => p.slug));
      expect(await slugs('/api/user/products/')).toEqual(['plastic-bird-spikes']);
      expect(await slugs('/api/user/products/?query=spikes')).toEqual(['plastic-bird-spikes']);
      expect(await slugs('/api/user/products/?query=stainless')).toEqual([]);
      const sitemap = (await shopper('/sitemap.xml')).body;
      expect(sitemap).toContain('/products/plastic-bird-spikes');
      expect(sitemap).not.toContain('/products/ss-bird-spikes-pack-10');
      expect((await shopper('/products/ss-bird-spikes-pack-10')).statusCode).toBe(404);

      expect((await call('GET', '/api/admin/products/?hidden=true')).json().items.map((p: { id: number }) => p.id)).toEqual([product.id]);
      expect((await call('PUT', `/api/admin/products/${product.id}/visibility/`, { hidden: false, version: 1 })).statusCode).toBe(409);
      const shown = await call('PUT', `/api/admin/products/${product.id}/visibility/`, { hidden: false, version: 2 });
      expect(shown.statusCode).toBe(200);
      expect((await shopper('/api/user/products/ss-bird-spikes-pack-10/')).statusCode).toBe(200);
      expect((await auditRows('product', product.id)).map((row) => row.action)).toEqual(['product.create', 'product.hide', 'product.show']);

      // A product with no photo cannot be shown.
      const bare = (await call('POST', '/api/admin/products/', await newProductBody({ slug: 'bare', hidden: true, images: [] }))).json();
      const refused = await call('PUT', `/api/admin/products/${bare.id}/visibility/`, { hidden: false, version: 1 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toHaveProperty('hidden');
    });

    it('deletes a product never ordered, and refuses with 409 one that was ordered', async () => {
      const unordered = (await call('POST', '/api/admin/products/', await newProductBody())).json();
      expect((await call('DELETE', `/api/admin/products/${unordered.id}/?version=2`)).statusCode).toBe(409);
      expect((await call('DELETE', `/api/admin/products/${unordered.id}/?version=1`)).statusCode).toBe(204);
      expect((await call('GET', `/api/admin/products/${unordered.id}/`)).statusCode).toBe(404);
      const rows = await auditRows('product', unordered.id);
      expect(rows.map((row) => row.action)).toEqual(['product.create', 'product.delete']);
      expect(rows[1]!.after).toBeNull();

      const ordered = await createProduct(db(), { slug: 'ordered-spikes' });
      const customer = await createCustomer(db());
      await placePactOrder(db(), customer.id, ordered.id, 1);
      const view = (await call('GET', `/api/admin/products/${ordered.id}/`)).json();
      expect(view.ever_ordered).toBe(true);
      const refused = await call('DELETE', `/api/admin/products/${ordered.id}/?version=${view.version}`);
      expect(refused.statusCode).toBe(409);
      await expectToMatchContract('deleteAdminProduct', 409, refused.json());
      expect(refused.json().detail).toMatch(/has been ordered.*Hide it instead/);
      expect((await call('GET', `/api/admin/products/${ordered.id}/`)).statusCode).toBe(200);
    });

    it('flags a product still carrying the estimated parcel products were given, until real figures are saved', async () => {
      // What migration 0022 gave every product that had no parcel: 1 kg, 35 × 25 × 10 cm.
      const estimated = await createProduct(db(), { slug: 'old-spikes', title: 'Old spikes', weightGrams: 1000, lengthCm: 35, breadthCm: 25, heightCm: 10 });
      await createProduct(db(), { slug: 'weighed-spikes', title: 'Weighed spikes', weightGrams: 1000, lengthCm: 35, breadthCm: 25, heightCm: 12 });
      const list = (await call('GET', '/api/admin/products/')).json();
      await expectToMatchContract('listAdminProducts', 200, list);
      expect(list.items.map((p: { slug: string; parcel_estimated: boolean }) => [p.slug, p.parcel_estimated])).toEqual([
        ['old-spikes', true],
        ['weighed-spikes', false],
      ]);

      const read = (await call('GET', `/api/admin/products/${estimated.id}/`)).json();
      expect(read.parcel_estimated).toBe(true);
      const { id: _id, category_name: _category, ever_ordered: _ordered, parcel_estimated: _estimated, created_at: _created, updated_at: _updated, ...fields } = read;
      const saved = await call('PUT', `/api/admin/products/${estimated.id}/`, { ...fields, weight_grams: 650, height_cm: 8 });
      expect(saved.statusCode, saved.body).toBe(200);
      await expectToMatchContract('updateAdminProduct', 200, saved.json());
      expect(saved.json()).toMatchObject({ weight_grams: 650, height_cm: 8, parcel_estimated: false });
    });

    it('lists every product with search, filters, sorting and pages', async () => {
      const nets = await createCategory(db(), 'Bird Nets');
      await createProduct(db(), { slug: 'net-a', title: 'Anti-bird net A', categoryName: 'Bird Nets', pricePaise: 50000, stock: 2 });
      await createProduct(db(), { slug: 'net-b', title: 'Anti-bird net B', categoryName: 'Bird Nets', pricePaise: 70000, isActive: false });
      await createProduct(db(), { slug: 'spikes-c', title: 'Spikes C', pricePaise: 60000, stock: 100 });

      const all = await call('GET', '/api/admin/products/?page=1&page_size=2&sort=price&order=desc');
      expect(all.statusCode).toBe(200);
      await expectToMatchContract('listAdminProducts', 200, all.json());
      expect(all.json()).toMatchObject({ total: 3, page: 1, page_size: 2 });
      expect(all.json().items.map((p: { slug: string }) => p.slug)).toEqual(['net-b', 'spikes-c']);
      const second = (await call('GET', '/api/admin/products/?page=2&page_size=2&sort=price&order=desc')).json();
      expect(second.items.map((p: { slug: string }) => p.slug)).toEqual(['net-a']);

      const slugsOf = async (query: string) => (await call('GET', `/api/admin/products/?${query}`)).json().items.map((p: { slug: string }) => p.slug);
      expect(await slugsOf(`category_id=${nets.id}`)).toEqual(['net-a', 'net-b']);
      expect(await slugsOf('query=NET-')).toEqual(['net-a', 'net-b']);
      expect(await slugsOf('query=spikes%20c')).toEqual(['spikes-c']);
      expect(await slugsOf('hidden=false&low_stock=true')).toEqual(['net-a']);
      expect((await call('GET', '/api/admin/products/?page_size=101')).statusCode).toBe(400);
      expect((await call('GET', '/api/admin/products/?sort=colour')).statusCode).toBe(400);
    });
  });

  describe('categories', () => {
    it('counts a name in characters, as the contract and the database do, so 200 emoji fit and 201 do not', async () => {
      // Each emoji is two UTF-16 units: only the contract's bound applies, and it counts characters.
      const longest = await call('POST', '/api/admin/categories/', { name: '🐦'.repeat(200) });
      expect(longest.statusCode).toBe(201);
      const over = await call('POST', '/api/admin/categories/', { name: '🐦'.repeat(201) });
      expect(over.json()).toEqual({ code: 'invalid_input', detail: 'Invalid request.', errors: { name: ['Ensure this field has no more than 200 characters.'] }, error_codes: { name: ['too_long'] } });
    });

    it('creates, renames, reorders and hides categories; the shop follows their order and visibility', async () => {
      const spikes = (await call('POST', '/api/admin/categories/', { name: 'Bird Spikes' })).json();
      const created = await call('POST', '/api/admin/categories/', { name: ' Bird Nets ' });
      expect(created.statusCode).toBe(201);
      await expectToMatchContract('createAdminCategory', 201, created.json());
      const nets = created.json();
      expect(nets).toMatchObject({ name: 'Bird Nets', position: 2, hidden: false, product_count: 0, version: 1 });
      expect((await call('POST', '/api/admin/categories/', { name: 'bird nets' })).json().errors).toHaveProperty('name');
      expect((await call('POST', '/api/admin/categories/', { name: '   ' })).statusCode).toBe(400);

      const reordered = await call('PUT', '/api/admin/categories/order/', { ids: [nets.id, spikes.id] });
      expect(reordered.statusCode).toBe(200);
      await expectToMatchContract('reorderAdminCategories', 200, reordered.json());
      expect(reordered.json().map((c: { name: string }) => c.name)).toEqual(['Bird Nets', 'Bird Spikes']);
      const names = async () => (await shopper('/api/user/uploadCategory/')).json().map((c: { category_name: string }) => c.category_name);
      expect(await names()).toEqual(['Bird Nets', 'Bird Spikes']);
      // A list that misses a category (someone added one meanwhile) is refused.
      expect((await call('PUT', '/api/admin/categories/order/', { ids: [spikes.id] })).statusCode).toBe(409);

      const renamed = await call('PUT', `/api/admin/categories/${spikes.id}/`, { name: 'Spikes', hidden: false, version: 2 });
      expect(renamed.statusCode).toBe(200);
      await expectToMatchContract('updateAdminCategory', 200, renamed.json());
      expect(renamed.json()).toMatchObject({ name: 'Spikes', version: 3 });
      const stale = await call('PUT', `/api/admin/categories/${spikes.id}/`, { name: 'Old', hidden: false, version: 2 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errors).toHaveProperty('version');

      await createProduct(db(), { slug: 'net-x', categoryName: 'Bird Nets' });
      const hidden = await call('PUT', `/api/admin/categories/${nets.id}/`, { name: 'Bird Nets', hidden: true, version: 2 });
      expect(hidden.json()).toMatchObject({ hidden: true, product_count: 1 });
      expect(await names()).toEqual(['Spikes']);
      expect((await shopper('/category/Bird%20Nets')).statusCode).toBe(404);
      expect((await shopper(`/category/${nets.id}`)).statusCode).toBe(404);
      expect((await shopper('/sitemap.xml')).body).not.toContain('/category/Bird');
      // Its products stay on sale.
      expect((await shopper('/api/user/products/net-x/')).statusCode).toBe(200);

      const list = await call('GET', '/api/admin/categories/');
      await expectToMatchContract('listAdminCategories', 200, list.json());
      expect(list.json()).toMatchObject({ total: 2, items: [{ name: 'Bird Nets', hidden: true }, { name: 'Spikes', hidden: false }] });
      expect((await auditRows('category', nets.id)).map((row) => row.action)).toEqual(['category.create', 'category.reorder', 'category.hide']);
      expect((await auditRows('category', spikes.id)).map((row) => row.action)).toEqual(['category.create', 'category.reorder', 'category.update']);
    });
  });
});
