/**
 * The Google Merchant Center feed (decision 049): every item carries the specification's required attributes in
 * its formats, links and photos are absolute https on an https shop (never an SVG, which Google refuses), a sale's
 * price is announced only with its window (never once it is over), and the feed is kept until the catalogue changes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productVariants, saleProducts, sales } from '../src/db/schema';
import { deliverySettings, setShippingRule, updateDeliverySettings } from '../src/shipping';
import { ACCOUNT_ENV } from './support/accounts';
import { startTestApp, type TestApp } from './support/app';
import { RULE_DRIVERS } from './support/databases';
import { demoTransitDays } from './support/demo-couriers';
import { createProduct, createSiteSeller, createStaff, resetDatabase, TEST_MAKER, variantsOf } from './support/fixtures';
import { ScriptedCarrier } from './support/scripted-carrier';

const SITE = 'https://shop.example.test';
const FEED = '/feeds/google-merchant.xml';
const HOUR = 60 * 60 * 1000;

/** Google's required attributes for every item, and those this shop always sends. */
const REQUIRED = ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price', 'brand', 'condition', 'mpn', 'item_group_id', 'google_product_category'];
/** A valid EAN-13 under India's GS1 prefix. */
const SPIKES_20_GTIN = '8901234567906';
const AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder', 'backorder'];
const PRICE = /^[0-9]+\.[0-9]{2} INR$/;
/** ISO 8601 start/end, to the minute, with the offset. */
const WINDOW = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2})\/(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2})$/;

type Item = Record<string, string[]>;

/** The feed's items, each attribute's values by name (a `g:product_detail` as "name: value"). */
function itemsOf(xml: string): Item[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => {
    const item: Item = {};
    const add = (name: string, value: string) => (item[name] ??= []).push(value);
    for (const [, name, value] of body!.matchAll(/<g:product_detail>.*?<g:attribute_name>(.*?)<\/g:attribute_name><g:attribute_value>(.*?)<\/g:attribute_value><\/g:product_detail>/g)) {
      add('product_detail', `${name}: ${value}`);
    }
    const flat = body!.replace(/<g:product_detail>.*?<\/g:product_detail>/g, '').replace(/<g:shipping>(.*?)<\/g:shipping>/g, (_all, inner: string) => {
      add('shipping', inner);
      return '';
    });
    for (const [, name, value] of flat.matchAll(/<g:([a-z_]+)>([^<]*)<\/g:\1>/g)) add(name!, value!);
    return item;
  });
}

/** A `g:shipping`'s sub-attributes by name, in their order. */
function shippingOf(inner: string): Record<string, string> {
  return Object.fromEntries([...inner.matchAll(/<g:([a-z_]+)>([^<]*)<\/g:\1>/g)].map(([, name, value]) => [name!, value!]));
}

describe.each(RULE_DRIVERS)('the merchant feed on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, SITE_URL: SITE });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    await createSiteSeller(t.database.db, TEST_MAKER);
    await setShippingRule(t.database.db, { shippingFeePaise: 9900, freeShippingFromPaise: 99900 });
  });
  const db = () => t.database.db;
  const feed = () => t.app.inject({ method: 'GET', url: FEED });

  /** Bird spikes in two packs (the second's own photo, out of stock), declared as the law asks. */
  async function spikes() {
    const product = await createProduct(db(), {
      slug: 'ss-bird-spikes',
      title: 'Stainless Steel Bird Spikes',
      pricePaise: 89900,
      images: ['/media/products/spikes-1.webp', '/media/products/spikes-2.webp'],
      genericName: 'Bird spikes',
      countryOfOrigin: 'IN',
    });
    const [first] = await variantsOf(db(), product.id);
    await db().update(productVariants).set({ label: 'Pack of 10 (3 m)', sku: 'SPIKES-10', netQuantity: 10, netQuantityUnit: 'pieces' }).where(eq(productVariants.id, first!.id));
    const [second] = await db()
      .insert(productVariants)
      .values({ productId: product.id, label: 'Pack of 20 (6 m)', sku: 'SPIKES-20', gtin: SPIKES_20_GTIN, pricePaise: 164900, maxPricePaise: 219900, stock: 0, hsnCode: '7326', weightGrams: 1150, lengthCm: 35, breadthCm: 15, heightCm: 12, imagePosition: 2, position: 2, netQuantity: 20, netQuantityUnit: 'pieces' })
      .returning();
    return { product, first: first!, second: second! };
  }

  async function saleOf(productId: number, startsAt: Date, endsAt: Date) {
    const [sale] = await db().insert(sales).values({ name: 'Monsoon sale', percentOff: 10, startsAt, endsAt }).returning();
    await db().insert(saleProducts).values({ saleId: sale!.id, productId });
    return sale!;
  }

  it('lists one item per variant with every required attribute in the specification’s formats', async () => {
    const { product, second } = await spikes();
    await createProduct(db(), { slug: 'hidden-net', isActive: false });
    const answer = await feed();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/);
    const items = itemsOf(answer.body);
    expect(items.map((item) => item.id?.[0])).toEqual(['SPIKES-10', 'SPIKES-20']);
    for (const item of items) {
      for (const name of REQUIRED) expect(item[name], `${item.id} ${name}`).toHaveLength(1);
      expect(AVAILABILITY).toContain(item.availability![0]);
      expect(item.price![0]).toMatch(PRICE);
      for (const url of [...item.link!, ...item.image_link!, ...(item.additional_image_link ?? [])]) expect(url).toMatch(/^https:\/\/shop\.example\.test\//);
      expect(item.title![0]!.length).toBeLessThanOrEqual(150);
      expect(item.condition).toEqual(['new']);
      expect(item.item_group_id).toEqual([String(product.id)]);
      expect(Object.keys(shippingOf(item.shipping![0]!))).toEqual(['country', 'service', 'price', 'min_handling_time', 'max_handling_time', 'min_transit_time', 'max_transit_time']);
      expect(shippingOf(item.shipping![0]!)).toMatchObject({ country: 'IN', service: 'Standard', price: expect.stringMatching(PRICE) });
    }
    const [ten, twenty] = items;
    expect(ten).toMatchObject({ title: ['Stainless Steel Bird Spikes – Pack of 10 (3 m)'], price: ['899.00 INR'], availability: ['in_stock'], link: [`${SITE}/products/ss-bird-spikes?variant=${ten!.link![0]!.split('=')[1]}`] });
    // Below the free-shipping line it pays the fee; the bigger pack ships free. Handed to the courier the next
    // working day, as the delivery estimate counts, then the couriers' days to the nearest and farthest pincodes.
    const rule = await deliverySettings(db());
    const transit = await demoTransitDays(t.config.pickupPincode);
    const times = { min_handling_time: '1', max_handling_time: '1', min_transit_time: String(transit.min), max_transit_time: String(transit.max) };
    expect(shippingOf(ten!.shipping![0]!)).toEqual({ country: 'IN', service: 'Standard', price: `${(rule.shippingFeePaise / 100).toFixed(2)} INR`, ...times });
    expect(twenty).toMatchObject({ price: ['1649.00 INR'], availability: ['out_of_stock'], link: [`${SITE}/products/ss-bird-spikes?variant=${second.id}`] });
    // A pack with a barcode is identified by brand, GTIN and part number; one without says it has no GTIN.
    expect(twenty).toMatchObject({ brand: ['BirdShield India'], gtin: [SPIKES_20_GTIN], mpn: ['SPIKES-20'] });
    expect(twenty!.identifier_exists).toBeUndefined();
    expect(ten).toMatchObject({ identifier_exists: ['no'], mpn: ['SPIKES-10'] });
    expect(ten!.gtin).toBeUndefined();
    expect(shippingOf(twenty!.shipping![0]!)).toEqual({ country: 'IN', service: 'Standard', price: '0.00 INR', ...times });
    // The pack's own photo leads.
    expect(twenty!.image_link).toEqual([`${SITE}/media/products/spikes-2.webp`]);
    expect(twenty!.additional_image_link).toEqual([`${SITE}/media/products/spikes-1.webp`]);
    expect(twenty!.product_detail).toEqual(
      expect.arrayContaining(['Net quantity: 20 pieces', 'Generic name: Bird spikes', 'Country of origin: India', `Manufacturer: ${TEST_MAKER.name}, ${TEST_MAKER.address}`]),
    );
  });

  it('leaves out the SVG photos Google refuses, and a product with no other', async () => {
    await createProduct(db(), { slug: 'drawn-net', title: 'Drawn Net', images: ['/media/products/net.SVG', 'https://cdn.example.test/net.svg?v=2'] });
    await createProduct(db(), { slug: 'net', title: 'Photographed Net', images: ['/media/products/net.svg', '/media/products/net-roll.jpg', '/media/products/net-balcony.png'] });
    const items = itemsOf((await feed()).body);
    expect(items.map((item) => item.title?.[0])).toEqual(['Photographed Net']);
    expect(items[0]).toMatchObject({ image_link: [`${SITE}/media/products/net-roll.jpg`], additional_image_link: [`${SITE}/media/products/net-balcony.png`] });
  });

  it('announces a sale’s price only with its window, and never once it is over', async () => {
    const { product } = await spikes();
    const now = Date.now();
    await saleOf(product.id, new Date(now - 3 * HOUR), new Date(now - HOUR));
    const before = itemsOf((await feed()).body);
    expect(before[0]!.sale_price).toBeUndefined();
    expect(before[0]!.sale_price_effective_date).toBeUndefined();

    const scheduled = await saleOf(product.id, new Date(now + 2 * HOUR), new Date(now + 26 * HOUR));
    const ahead = itemsOf((await feed()).body)[0]!;
    expect(ahead.price).toEqual(['899.00 INR']);
    expect(ahead.sale_price).toEqual(['809.10 INR']);
    const [, from, to] = WINDOW.exec(ahead.sale_price_effective_date![0]!)!;
    expect(new Date(from!).getTime()).toBe(Math.floor(scheduled.startsAt.getTime() / 60_000) * 60_000);
    expect(new Date(to!).getTime()).toBe(Math.floor(scheduled.endsAt.getTime() / 60_000) * 60_000);
    expect(new Date(from!).getTime()).toBeGreaterThan(now);

    // A live one is announced instead, its window around now.
    const live = await saleOf(product.id, new Date(now - HOUR), new Date(now + HOUR));
    const during = itemsOf((await feed()).body)[0]!;
    const [, liveFrom, liveTo] = WINDOW.exec(during.sale_price_effective_date![0]!)!;
    expect(new Date(liveFrom!).getTime()).toBeLessThanOrEqual(now);
    expect(new Date(liveTo!).getTime()).toBe(Math.floor(live.endsAt.getTime() / 60_000) * 60_000);
    expect(during.price).toEqual(['899.00 INR']);
  });

  it('is kept between changes and made again when a price changes', async () => {
    const { first } = await spikes();
    const made = await feed();
    const again = await feed();
    expect(again.headers['cache-status']).toMatch(/hit/);
    expect(again.body).toBe(made.body);
    expect((await t.app.inject({ method: 'GET', url: FEED, headers: { 'if-none-match': String(made.headers.etag) } })).statusCode).toBe(304);

    // A write by any instance moves the public data's version (the tests ask it on every request).
    await db().update(productVariants).set({ pricePaise: 79900 }).where(eq(productVariants.id, first.id));
    const changed = itemsOf((await feed()).body);
    expect(changed[0]!.price).toEqual(['799.00 INR']);
  });
});

describe.each(RULE_DRIVERS)('the merchant feed with a carrier that quotes per pincode only, on %s', (driver) => {
  let t: TestApp;
  // As Shiprocket: each courier's days for one pair of pincodes, never a range for the country.
  const carrier = Object.assign(new ScriptedCarrier(), { transitDays: null });
  beforeAll(async () => {
    t = await startTestApp(driver, { ...ACCOUNT_ENV, SITE_URL: SITE }, { carrier });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.database.db);
    await createSiteSeller(t.database.db, TEST_MAKER);
  });
  const shippingNow = async () => {
    const [item] = itemsOf((await t.app.inject({ method: 'GET', url: FEED })).body);
    return shippingOf(item!.shipping![0]!);
  };

  it('states no transit days until the owner gives their usual ones, then those, and none again once cleared', async () => {
    const db = t.database.db;
    await createProduct(db, { genericName: 'Bird spikes', countryOfOrigin: 'IN' });
    const handling = { min_handling_time: '1', max_handling_time: '1' };
    expect(await shippingNow()).toEqual({ country: 'IN', service: 'Standard', price: '0.00 INR', ...handling });

    const owner = await createStaff(db);
    const saved = await updateDeliverySettings(db, { ...(await deliverySettings(db)), usualTransitDays: { min: 2, max: 7 } }, owner.id);
    expect(await shippingNow()).toEqual({ country: 'IN', service: 'Standard', price: '0.00 INR', ...handling, min_transit_time: '2', max_transit_time: '7' });

    await updateDeliverySettings(db, { ...saved, usualTransitDays: null }, owner.id);
    expect(await shippingNow()).toEqual({ country: 'IN', service: 'Standard', price: '0.00 INR', ...handling });
  });
});
