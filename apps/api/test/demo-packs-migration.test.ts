/**
 * Migration 0031 on a shop that still holds the demo's packs as products of their own: each family becomes one
 * product with a variant per pack, the packs' orders and reviews follow them, and each old address redirects to
 * the product showing its pack. A shop without those products is left as it is.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/connect';
import type { Database } from '../src/db/database';
import * as schema from '../src/db/schema';
import { orderItems, products, productSlugRedirects, productVariants, reviews } from '../src/db/schema';
import { resolvePage } from '../src/content/page-heads';
import { placePactOrder } from './pact/purchase-fixtures';
import { createCustomer, createProduct, createReview, variantsOf } from './support/fixtures';

const SITE = 'http://shop.test';
const DEMO_MIGRATION = '0031_demo_packs_as_variants';

describe('migration 0031: the demo packs as variants', () => {
  let dir: string;
  let client: PGlite;
  let pglite: ReturnType<typeof drizzle<typeof schema>>;
  let db: Database;

  beforeAll(async () => {
    // The migrations before 0031, in a folder of their own.
    dir = await mkdtemp(path.join(tmpdir(), 'shop-demo-packs-'));
    const before = path.join(dir, 'drizzle');
    await cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((entry) => entry.tag === DEMO_MIGRATION);
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    client = new PGlite('memory://', { extensions: { pg_trgm } });
    pglite = drizzle({ client, schema });
    db = pglite as unknown as Database;
    await migrate(pglite, { migrationsFolder: before });
  });
  afterAll(async () => {
    await client?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('merges each family of packs into one product, moving their orders and reviews, and redirects their old addresses', async () => {
    const pack = (slug: string, pricePaise: number) => createProduct(db, { slug, title: `Old ${slug}`, pricePaise, maxPricePaise: pricePaise * 2, stock: 5 });
    const ten = await pack('ss-bird-spikes-pack-10', 89900);
    const twenty = await pack('ss-bird-spikes-pack-20', 164900);
    const fifty = await pack('ss-bird-spikes-pack-50', 389900);
    const contractor = await pack('ss-bird-spikes-contractor-200', 1449900);
    const untouched = await pack('polycarbonate-bird-spikes-pack-10', 54900);
    const customer = await createCustomer(db);
    const order = await placePactOrder(db, customer.id, twenty.id, 1);
    const review = await createReview(db, fifty.id);
    // A customer who reviewed two packs keeps both reviews.
    const both = await createCustomer(db);
    await createReview(db, ten.id, { userId: both.id });
    const second = await createReview(db, twenty.id, { userId: both.id });

    await migrate(pglite, { migrationsFolder: MIGRATIONS_FOLDER });

    const [merged] = await db.select().from(products).where(eq(products.slug, 'ss-bird-spikes'));
    expect(merged).toMatchObject({ id: ten.id, title: 'Stainless Steel Bird Spikes', pricePaise: 89900, stock: 5 * 4 - 1 });
    expect((await variantsOf(db, ten.id)).map((variant) => [variant.label, variant.sku, variant.pricePaise])).toEqual([
      ['Pack of 10 (3 m)', 'SS-BIRD-SPIKES-10', 89900],
      ['Pack of 20 (6 m)', 'SS-BIRD-SPIKES-20', 164900],
      ['Bulk pack of 50 (15 m)', 'SS-BIRD-SPIKES-50', 389900],
      ['Contractor pack of 200 (60 m)', 'SS-BIRD-SPIKES-200', 1449900],
    ]);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const [twentyPack] = (await variantsOf(db, ten.id)).filter((variant) => variant.label === 'Pack of 20 (6 m)');
    expect(line).toMatchObject({ productId: ten.id, variantId: twentyPack!.id });
    expect((await db.select().from(reviews).where(eq(reviews.id, review.id)))[0]!.productId).toBe(ten.id);

    // The packs' products are gone, but the one holding a second review by one customer, hidden with it.
    const left = await db.select({ id: products.id, isActive: products.isActive }).from(products).where(inArray(products.id, [twenty.id, fifty.id, contractor.id]));
    expect(left).toEqual([{ id: twenty.id, isActive: false }]);
    expect((await db.select().from(reviews).where(eq(reviews.id, second.id)))[0]!.productId).toBe(twenty.id);

    const redirects = await db.select().from(productSlugRedirects).orderBy(productSlugRedirects.slug);
    expect(redirects.map((redirect) => [redirect.slug, redirect.productId])).toEqual([
      ['ss-bird-spikes-contractor-200', ten.id],
      ['ss-bird-spikes-pack-10', ten.id],
      ['ss-bird-spikes-pack-20', ten.id],
      ['ss-bird-spikes-pack-50', ten.id],
    ]);
    expect(await resolvePage(db, '/products/ss-bird-spikes-pack-20', SITE)).toEqual({ status: 301, location: `/products/ss-bird-spikes?variant=${twentyPack!.id}` });

    // A family not all there as the demo made it is left alone.
    expect((await db.select().from(products).where(eq(products.id, untouched.id)))[0]).toMatchObject({ slug: 'polycarbonate-bird-spikes-pack-10' });
    expect(await db.select().from(productVariants).where(eq(productVariants.productId, untouched.id))).toHaveLength(1);
  });
});
