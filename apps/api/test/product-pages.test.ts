/**
 * The paged product list (GET /api/user/products/ with paging parameters) on both drivers: the SQL must give
 * exactly what the listing's rules, written plainly in support/listing-oracle.ts, give on the demo catalogue
 * plus a few awkward products (a hidden one, titles with numbers and punctuation, averages on the edge of a
 * whole star).
 */
import type { Schema } from '@shop/contracts';
import { SORT_KEYS, type ProductFilters, type SortKey } from '@shop/rules/listing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../src/db/schema';
import { seedDemoIfEmpty } from '../src/seed/seed';
import { startTestApp, type TestApp } from './support/app';
import { expectToMatchContract } from './support/contract-check';
import { RULE_DRIVERS } from './support/databases';
import { createProduct, createReview, resetDatabase } from './support/fixtures';
import { listed, NOTHING_CHOSEN, passes, titleSortKey } from './support/listing-oracle';

type Product = Schema<'Product'>;
type ProductPage = Schema<'ProductPage'>;

/** Awkward titles for Name (A–Z), and ratings whose one-decimal average sits at a star's edge. */
const EXTRA_PRODUCTS = [
  { slug: 'spikes-pack-9', title: 'Zinc-free Spikes – Pack of 9', ratings: [4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4] }, // 3.95 → "4.0"
  { slug: 'spikes-pack-90', title: 'zinc-free spikes (pack of 90)', ratings: [4, 4, 4, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3] }, // 3.903… → "3.9"
  { slug: 'net-10x10', title: 'Net 10×10 ft — UV', ratings: [2] },
  { slug: 'net-9x9', title: 'Net 9x9 ft', ratings: [] },
];

describe.each(RULE_DRIVERS)('the paged product list on %s', (driver) => {
  let t: TestApp;
  let catalogue: Product[];

  beforeAll(async () => {
    t = await startTestApp(driver);
    const db = t.database.db;
    await resetDatabase(db);
    await seedDemoIfEmpty(db);
    for (const extra of EXTRA_PRODUCTS) {
      const product = await createProduct(db, { slug: extra.slug, title: extra.title, categoryName: 'Accessories', pricePaise: 54_950 });
      for (const rating of extra.ratings) await createReview(db, product.id, { rating });
    }
    await createProduct(db, { slug: 'hidden-spikes', title: 'Hidden Spikes', isActive: false });
    catalogue = (await t.app.inject({ method: 'GET', url: '/api/user/products/' })).json();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function page(search: string): Promise<ProductPage> {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/products/?${search}` });
    expect(response.statusCode, search).toBe(200);
    const body = response.json();
    await expectToMatchContract('listProducts', 200, body);
    return body;
  }

  /** Every page of a listing, walked by next_offset. */
  async function allPages(search: string, limit = 7): Promise<{ slugs: string[]; first: ProductPage }> {
    const slugs: string[] = [];
    let offset: number | null = 0;
    let first: ProductPage | undefined;
    while (offset !== null) {
      const answer = await page(`${search}&limit=${limit}&offset=${offset}`);
      first ??= answer;
      expect(answer.items.length).toBeLessThanOrEqual(limit);
      slugs.push(...answer.items.map((product) => product.slug));
      offset = answer.next_offset;
    }
    return { slugs, first: first! };
  }

  function expected(filters: ProductFilters, sort: SortKey): string[] {
    return listed(catalogue, filters, sort).map((product) => product.slug);
  }

  function searchOf(filters: ProductFilters, sort: SortKey): string {
    const params = new URLSearchParams({ sort });
    for (const category of filters.categories) params.append('category', category);
    for (const material of filters.materials) params.append('material', material);
    for (const rating of filters.ratings) params.append('rating', String(rating));
    params.set('price_from', String(filters.priceFrom));
    params.set('price_to', String(filters.priceTo));
    return params.toString();
  }

  const cases: [string, Partial<ProductFilters>][] = [
    ['nothing chosen', {}],
    ['one category', { categories: ['Bird Spikes'] }],
    ['two categories and a material', { categories: ['Bird Nets', 'Accessories'], materials: ['Plastic'] }],
    ['4 stars & up', { ratings: [4] }],
    ['3 stars & up', { ratings: [3] }],
    ['2 and 4 stars: the lower counts', { ratings: [4, 2] }],
    ['1 star & up (unrated products drop out)', { ratings: [1] }],
    ['a price range, both ends included', { priceFrom: 549.5, priceTo: 1649 }],
    ['everything at once', { categories: ['Bird Spikes', 'Accessories'], materials: ['Stainless Steel'], ratings: [3], priceFrom: 0, priceTo: 5000 }],
  ];

  it.each(cases)('passes and orders products as the listing rules say: %s', async (_name, overrides) => {
    const filters = { ...NOTHING_CHOSEN, ...overrides };
    for (const sort of SORT_KEYS) {
      const { slugs, first } = await allPages(searchOf(filters, sort));
      const want = expected(filters, sort);
      expect(slugs, sort).toEqual(want);
      expect(first.total).toBe(want.length);
    }
  });

  it('sorts names by the key the rules describe', async () => {
    const titles = [...catalogue.map((product) => product.title), 'Ünïcode Ñet 007', '12345678901234567890123 spikes', '', '--'];
    for (const title of titles) {
      // Any one row to select from: the catalogue has plenty.
      const [row] = await t.database.db.select({ key: sql<string>`title_sort_key(${title})` }).from(products).limit(1);
      expect(row?.key, title).toBe(titleSortKey(title));
    }
  });

  it('keys names as the browser collation orders them: spaces, punctuation, digits by value, letters', async () => {
    const keyOf = async (title: string) => (await t.database.db.select({ key: sql<string>`title_sort_key(${title})` }).from(products).limit(1))[0]?.key;
    const digits = (run: string) => run.padStart(20, '0');
    expect(await keyOf('Stainless Steel Bird Spikes – Pack of 10')).toBe(`stainless steel bird spikes - pack of ${digits('10')}`);
    expect(await keyOf('Anti-Bird Net 10×10 ft')).toBe(`anti-bird net ${digits('10')}-${digits('10')} ft`);
    expect(await keyOf('Café')).toBe('caf-');
    expect(await keyOf('Spikes 123456789012345678901')).toBe('spikes 123456789012345678901');
  });

  it('reads min_price and max_price, the older names of price_from and price_to', async () => {
    const older = await page('min_price=500&max_price=1649&limit=200&sort=price-asc');
    const newer = await page('price_from=500&price_to=1649&limit=200&sort=price-asc');
    expect(older.items.map((product) => product.slug)).toEqual(newer.items.map((product) => product.slug));
    expect(older.total).toBe(listed(catalogue, { ...NOTHING_CHOSEN, priceFrom: 500, priceTo: 1649 }, 'default').length);
    // The newer name wins when both are sent.
    expect((await page('price_from=500&price_to=1649&min_price=0&max_price=100&limit=200')).total).toBe(newer.total);
  });

  it('counts facets for the current filters, each facet leaving out its own', async () => {
    const filters = { ...NOTHING_CHOSEN, categories: ['Bird Spikes'], materials: ['Plastic'] };
    const { facets, total } = await page(`${searchOf(filters, 'default')}&limit=1`);
    expect(total).toBe(expected(filters, 'default').length);
    const count = (overrides: Partial<ProductFilters>) => catalogue.filter((product) => passes(product, { ...filters, ...overrides })).length;
    for (const { name, count: got } of facets.categories) expect(got, name).toBe(count({ categories: [name] }));
    expect(facets.categories.map(({ name }) => name)).toEqual(expect.arrayContaining(['Bird Spikes', 'Bird Nets', 'Accessories']));
    for (const { name, count: got } of facets.materials) expect(got, name).toBe(count({ materials: [name] }));
    expect(facets.ratings.map(({ rating }) => rating)).toEqual([4, 3, 2, 1]);
    for (const { rating, count: got } of facets.ratings) expect(got, `${rating} stars`).toBe(count({ ratings: [rating] }));
    const prices = listed(catalogue, { ...filters, priceFrom: NOTHING_CHOSEN.priceFrom, priceTo: NOTHING_CHOSEN.priceTo }, 'default').map((product) => product.price);
    expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('searches within the paged list, keeping the ranking as the default order', async () => {
    const ranked: Product[] = (await t.app.inject({ method: 'GET', url: '/api/user/products/?query=spikes' })).json();
    const { slugs } = await allPages('query=spikes&sort=default', 5);
    expect(slugs).toEqual(ranked.map((product) => product.slug));
    const { slugs: cheapest } = await allPages('query=spikes&sort=price-asc&material=Plastic', 5);
    expect(cheapest).toEqual(listed(ranked, { ...NOTHING_CHOSEN, materials: ['Plastic'] }, 'price-asc').map((product) => product.slug));
  });

  it('gives every page of a search in the whole ranking\'s order, wherever a page starts and ends', async () => {
    // Pages rank closely only the tiers they reach (rankedPage): a page of one ending on a tier's first
    // product, or starting inside a tier, must still match the ranking of every result.
    for (const query of ['spikes', 'bird net', 'pigeon', 'stainles']) {
      const ranked: Product[] = (await t.app.inject({ method: 'GET', url: `/api/user/products/?query=${encodeURIComponent(query)}` })).json();
      expect(ranked.length, query).toBeGreaterThan(3);
      for (const limit of [1, 3]) {
        const { slugs } = await allPages(`query=${encodeURIComponent(query)}&sort=default`, limit);
        expect(slugs, `${query}, ${limit} a page`).toEqual(ranked.map((product) => product.slug));
      }
    }
  });

  it('never shows a hidden product, and answers an empty last page with no next offset', async () => {
    const { slugs } = await allPages('sort=default', 100);
    expect(slugs).not.toContain('hidden-spikes');
    expect(slugs).toHaveLength(catalogue.length);
    const beyond = await page(`limit=10&offset=${catalogue.length + 5}`);
    expect(beyond).toMatchObject({ items: [], total: catalogue.length, next_offset: null });
    // The price facet leaves the price filter out: it still shows the range the other filters allow.
    const tooDear = await page('price_from=9999999');
    expect(tooDear).toMatchObject({ items: [], total: 0, next_offset: null });
    expect(tooDear.facets.price).not.toBeNull();
    const nothing = await page('category=No+Such+Category');
    expect(nothing).toMatchObject({ items: [], total: 0, next_offset: null });
    expect(nothing.facets.price).toBeNull();
  });

  it("follows a product's reviews as they are published, edited, refused and removed, facets included", async () => {
    const product = await createProduct(t.database.db, { slug: 'rating-follows-reviews', title: 'Rating Follows Reviews', categoryName: 'Accessories' });
    /** Whether the product passes the rating filter, and that filter's facet count (one page, every version). */
    async function atLeast(stars: number): Promise<{ listed: boolean; count: number }> {
      const answer = await page(`rating=${stars}&category=Accessories&limit=200`);
      return { listed: answer.items.some((item) => item.id === product.id), count: answer.facets.ratings.find((r) => r.rating === stars)!.count };
    }
    const before = await atLeast(4);
    expect(before.listed).toBe(false);

    const review = await createReview(t.database.db, product.id, { rating: 5, status: 'pending' });
    expect(await atLeast(1)).toMatchObject({ listed: false });
    const setReview = (changes: Partial<typeof reviews.$inferInsert>) => t.database.db.update(reviews).set(changes).where(eq(reviews.id, review.id));

    await setReview({ status: 'published' });
    expect(await atLeast(4)).toEqual({ listed: true, count: before.count + 1 });

    await setReview({ rating: 3 });
    expect(await atLeast(4)).toEqual(before);
    expect(await atLeast(3)).toMatchObject({ listed: true });

    await setReview({ status: 'rejected', rejectionReason: 'Not about the product.' });
    expect(await atLeast(1)).toMatchObject({ listed: false });

    await setReview({ status: 'published', rejectionReason: null });
    await t.database.db.delete(reviews).where(eq(reviews.id, review.id));
    expect(await atLeast(1)).toMatchObject({ listed: false });
  });

  it("gives the home page's bestsellers alone, in the catalogue's order, with their own facets", async () => {
    // Read afresh: other tests here add products to the catalogue read before them.
    const everyProduct: Product[] = (await t.app.inject({ method: 'GET', url: '/api/user/products/' })).json();
    const bestsellers = everyProduct.filter((product) => product.isBest);
    expect(bestsellers.length).toBeGreaterThan(1);
    expect(bestsellers.length).toBeLessThan(everyProduct.length);
    const { slugs, first } = await allPages('bestseller=true', 3);
    expect(slugs).toEqual(bestsellers.map((product) => product.slug));
    expect(first.total).toBe(bestsellers.length);
    expect(first.facets.categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(bestsellers.length);
    // With other filters too; and false keeps every product.
    const spikes = await page('bestseller=true&category=Bird+Spikes&limit=200');
    expect(spikes.items.length).toBeGreaterThan(0);
    expect(spikes.items.map((product) => product.slug)).toEqual(
      bestsellers.filter((product) => product.category_name === 'Bird Spikes').map((product) => product.slug),
    );
    expect((await page('bestseller=false&limit=200')).total).toBe(everyProduct.length);
  });

  it('keeps the plain array without paging parameters', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/api/user/products/?query=net' })).json();
    expect(Array.isArray(plain)).toBe(true);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['offset=-1', 'offset'],
    ['material=Wood', 'material'],
    ['rating=5', 'rating'],
    ['rating=two', 'rating'],
    ['sort=cheapest', 'sort'],
    ['price_from=-1', 'price_from'],
    ['price_from=500&price_to=100', 'price_to'],
    ['price_from=500&max_price=100', 'max_price'],
    ['min_price=-1', 'min_price'],
    ['min_price=500&max_price=100', 'max_price'],
    ['bestseller=maybe', 'bestseller'],
  ])('answers 400 naming the field for %s', async (search, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/user/products/?${search}` });
    expect(response.statusCode).toBe(400);
    // A list names the item too ("rating.0").
    expect(Object.keys(response.json().errors ?? {}).map((name) => name.split('.')[0])).toContain(field);
  });
});
