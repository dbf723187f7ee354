/**
 * A variant's barcode number (GTIN) through the back-office: saved with the variant's own form or the product's
 * (its default variant's), kept when a save leaves it out, cleared by null, and answered on the product page.
 * A wrong check digit or one another variant has is refused naming `gtin`, and nothing is written.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, productVariants } from '../src/db/schema';
import { ACCOUNT_ENV, client, TEST_KEYS } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createProduct, resetDatabase, staffSessionFor, variantsOf } from './support/fixtures';

/** Valid EAN-13s under India's GS1 prefix (890), and one with its last digit mistyped. */
const SPIKES_10_GTIN = '8901234567890';
const SPIKES_20_GTIN = '8901234567906';
const MISTYPED = '8901234567893';

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
  image_position: null,
};

describe.each(RULE_DRIVERS)('barcode numbers on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let ownerToken: string;

  beforeAll(async () => {
    t = await startTestApp(driver, ACCOUNT_ENV);
    api = client(t);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    ownerToken = (await staffSessionFor(t.database.db, TEST_KEYS)).token;
  });

  const db = () => t.database.db;
  const variantsUrl = (productId: number) => `/api/admin/products/${productId}/variants/`;
  const refusal = (response: { statusCode: number; body: string; json: () => { errors: Record<string, string[]> } }) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['gtin']);
    return response.json().errors.gtin![0]!;
  };
  const gtinsOf = async (productId: number) => (await variantsOf(db(), productId)).map((variant) => variant.gtin);
  const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;

  /** The fixture's product, its only variant labelled, so a second may be added. */
  async function labelledProduct() {
    const product = await createProduct(db());
    const [only] = await variantsOf(db(), product.id);
    await db().update(productVariants).set({ label: 'Pack of 10 (3 m)' }).where(eq(productVariants.id, only!.id));
    return { product, defaultId: only!.id };
  }

  it('saves a variant’s GTIN, answers it to staff and on the product page, keeps it when a save leaves it out and clears it by null', async () => {
    const { product, defaultId } = await labelledProduct();
    const added = await api.post(variantsUrl(product.id), { ...PACK_OF_20, gtin: SPIKES_20_GTIN }, ownerToken);
    expect(added.statusCode, added.body).toBe(201);
    await expectToMatchContract('createAdminVariant', 201, added.json());
    const variant = added.json<{ id: number; version: number; gtin: string | null }>();
    expect(variant.gtin).toBe(SPIKES_20_GTIN);

    const page = await api.get(`/api/user/products/${product.slug}/`);
    await expectToMatchContract('getProduct', 200, page.json());
    expect(page.json<{ variants: { id: number; gtin: string | null }[] }>().variants.map(({ id, gtin }) => ({ id, gtin }))).toEqual([
      { id: defaultId, gtin: null },
      { id: variant.id, gtin: SPIKES_20_GTIN },
    ]);

    // A client that predates barcodes sends none: the stored one stays.
    const restocked = await api.put(`${variantsUrl(product.id)}${variant.id}/`, { ...PACK_OF_20, stock: 9, retired: false, version: variant.version }, ownerToken);
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(restocked.json()).toMatchObject({ stock: 9, gtin: SPIKES_20_GTIN });

    const cleared = await api.put(`${variantsUrl(product.id)}${variant.id}/`, { ...PACK_OF_20, gtin: null, retired: false, version: restocked.json<{ version: number }>().version }, ownerToken);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await gtinsOf(product.id)).toEqual([null, null]);
  });

  it('saves the default variant’s GTIN with the product form, and the form reads it back', async () => {
    const { product } = await labelledProduct();
    const form = (await api.get(`/api/admin/products/${product.id}/`, ownerToken)).json<Record<string, unknown>>();
    expect(form.gtin).toBeNull();
    const saved = await api.put(`/api/admin/products/${product.id}/`, { ...form, gtin: SPIKES_10_GTIN }, ownerToken);
    expect(saved.statusCode, saved.body).toBe(200);
    await expectToMatchContract('updateAdminProduct', 200, saved.json());
    expect(saved.json()).toMatchObject({ gtin: SPIKES_10_GTIN });
    expect(await gtinsOf(product.id)).toEqual([SPIKES_10_GTIN]);

    // Saved again unchanged, the default keeps its own number: it is not "another variant's".
    const again = await api.put(`/api/admin/products/${product.id}/`, { ...saved.json<Record<string, unknown>>() }, ownerToken);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a wrong check digit or a number of the wrong shape, naming the field, and writes nothing', async () => {
    const { product, defaultId } = await labelledProduct();
    const audited = await auditCount();
    expect(refusal(await api.post(variantsUrl(product.id), { ...PACK_OF_20, gtin: MISTYPED }, ownerToken))).toMatch(/last digit does not match/);
    const [row] = await variantsOf(db(), product.id);
    const body = { ...PACK_OF_20, label: row!.label, sku: row!.sku, retired: false, version: row!.version };
    expect(refusal(await api.put(`${variantsUrl(product.id)}${defaultId}/`, { ...body, gtin: MISTYPED }, ownerToken))).toMatch(/last digit does not match/);
    // The contract's pattern: 8, 12, 13 or 14 digits.
    expect(refusal(await api.post(variantsUrl(product.id), { ...PACK_OF_20, gtin: '890123456' }, ownerToken))).toBe('A barcode number (GTIN) is 8, 12, 13 or 14 digits, as printed under the barcode.');
    const form = (await api.get(`/api/admin/products/${product.id}/`, ownerToken)).json<Record<string, unknown>>();
    expect(refusal(await api.put(`/api/admin/products/${product.id}/`, { ...form, gtin: MISTYPED }, ownerToken))).toMatch(/last digit does not match/);

    expect(await gtinsOf(product.id)).toEqual([null]);
    expect(await auditCount()).toBe(audited);
  });

  it('refuses a GTIN another variant has, from the variant’s form or the product’s, naming the field, and writes nothing', async () => {
    const { product } = await labelledProduct();
    const added = await api.post(variantsUrl(product.id), { ...PACK_OF_20, gtin: SPIKES_20_GTIN }, ownerToken);
    expect(added.statusCode, added.body).toBe(201);
    const other = await createProduct(db());
    const audited = await auditCount();

    expect(refusal(await api.post(variantsUrl(product.id), { ...PACK_OF_20, label: 'Pack of 50', sku: 'TEST-PACK-50', gtin: SPIKES_20_GTIN }, ownerToken))).toMatch(
      /Another variant already has this barcode number/,
    );
    const form = (await api.get(`/api/admin/products/${other.id}/`, ownerToken)).json<Record<string, unknown>>();
    expect(refusal(await api.put(`/api/admin/products/${other.id}/`, { ...form, title: 'Renamed', gtin: SPIKES_20_GTIN }, ownerToken))).toMatch(
      /Another variant already has this barcode number/,
    );

    expect(await gtinsOf(product.id)).toEqual([null, SPIKES_20_GTIN]);
    expect(await gtinsOf(other.id)).toEqual([null]);
    expect((await variantsOf(db(), product.id)).map((variant) => variant.sku)).not.toContain('TEST-PACK-50');
    expect(await auditCount()).toBe(audited);
  });

  it('is kept unique by the database too, whatever reaches it', async () => {
    const first = await createProduct(db());
    const second = await createProduct(db());
    await db().update(productVariants).set({ gtin: SPIKES_10_GTIN }).where(eq(productVariants.productId, first.id));
    await expect(db().update(productVariants).set({ gtin: SPIKES_10_GTIN }).where(eq(productVariants.productId, second.id))).rejects.toThrow();
  });
});
