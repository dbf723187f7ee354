/**
 * Migration 0031 on a shop that still holds the demo's packs as products of their own: each family becomes one
 * product with a variant per pack, the packs' orders and reviews follow them, and each old address redirects to
 * the product showing its pack. A shop without those products is left as it is. Run from the migrations
 * before it, as a shop upgrading would; the shop before it is written in the SQL of that time, as
 * today's fixtures fill columns later migrations added.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { orderItems, products, productSlugRedirects, productVariants, reviews } from '../src/db/schema';
import { resolvePage } from '../src/content/page-heads';
import { variantsOf } from './support/fixtures';
import { databaseBefore, type DatabaseBefore } from './support/migrate-before';

// A redirect states no shipping or return terms, so reading them here is a failure.
const SITE = { siteUrl: 'http://shop.test', offerTerms: () => Promise.reject(new Error('a redirect read the offer terms')) };
const DEMO_MIGRATION = '0031_demo_packs_as_variants';

/**
 * A pack as a shop at migration 0030 held it: a product of its own (five in stock, M.R.P. twice its price)
 * with its one variant, whose SKU is its slug in capitals, as 0030 made the first ones.
 */
async function insertPack(db: Database, id: number, slug: string, pricePaise: number, stock = 5): Promise<void> {
  await db.execute(sql`
    insert into products (id, slug, title, short_desc, long_desc, price_paise, max_price_paise, category_id, material,
        bullet_one, bullet_two, bullet_three, bullet_four, bullet_five, stock, hsn_code, gst_rate_percent,
        weight_grams, length_cm, breadth_cm, height_cm) overriding system value
      values (${id}, ${slug}, ${`Old ${slug}`}, 'A pack of spikes.', 'A pack of spikes, for ledges.', ${pricePaise}, ${pricePaise * 2}, 1,
        'Stainless Steel', 'One', 'Two', 'Three', 'Four', 'Five', ${stock}, '7326', 18, 600, 35, 12, 8)`);
  await db.execute(sql`
    insert into product_variants (id, product_id, sku, price_paise, max_price_paise, stock, hsn_code, weight_grams, length_cm, breadth_cm, height_cm, position)
      overriding system value
      values (${id}, ${id}, ${slug.toUpperCase()}, ${pricePaise}, ${pricePaise * 2}, ${stock}, '7326', 600, 35, 12, 8, 1)`);
}

/**
 * The stainless steel family all there as the demo made it, one polycarbonate pack without its family, a paid
 * order for one pack of 20 (its stock already taken), a review of the pack of 50, and one customer's reviews of
 * both the pack of 10 and the pack of 20.
 */
async function writeShopBeforeMigration(db: Database): Promise<void> {
  await db.execute(sql`insert into categories (id, name) overriding system value values (1, 'Bird Spikes')`);
  await insertPack(db, 1, 'ss-bird-spikes-pack-10', 89900);
  await insertPack(db, 2, 'ss-bird-spikes-pack-20', 164900, 4);
  await insertPack(db, 3, 'ss-bird-spikes-pack-50', 389900);
  await insertPack(db, 4, 'ss-bird-spikes-contractor-200', 1449900);
  await insertPack(db, 5, 'polycarbonate-bird-spikes-pack-10', 54900);
  await db.execute(sql`
    insert into users (id, name, email, password_hash) overriding system value values
      (1, 'Asha', 'asha@example.in', '!'), (2, 'Ravi', 'ravi@example.in', '!'), (3, 'Meera', 'meera@example.in', '!')`);
  await db.execute(sql`
    insert into orders (id, user_id, ship_full_name, ship_phone, ship_address, ship_city, ship_state, ship_zip_code,
        subtotal_paise, total_paise, payment_status) overriding system value
      values (1, 1, 'Asha', '9876543210', '12 MG Road', 'Pune', 'Maharashtra', '411001', 164900, 164900, 'completed')`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, variant_id, product_name, sku, unit_price_paise, quantity, line_total_paise, hsn_code, gst_rate_percent)
      values (1, 2, 2, 'Old ss-bird-spikes-pack-20', 'SS-BIRD-SPIKES-PACK-20', 164900, 1, 164900, '7326', 18)`);
  await db.execute(sql`
    insert into reviews (id, product_id, user_id, rating, review_text, status, verified_purchase) overriding system value values
      (1, 3, 2, 5, 'Works as described; the pigeons have moved on.', 'published', true),
      (2, 1, 3, 5, 'Works as described; the pigeons have moved on.', 'published', true),
      (3, 2, 3, 4, 'Good, though the pack of 20 was more than I needed.', 'published', true)`);
}

describe('migration 0031: the demo packs as variants', () => {
  let shop: DatabaseBefore | undefined;
  afterAll(() => shop?.close());

  it('merges each family of packs into one product, moving their orders and reviews, and redirects their old addresses', async () => {
    shop = await databaseBefore(DEMO_MIGRATION);
    const { db } = shop;
    await writeShopBeforeMigration(db);
    // Migrated, the database is read as the shop reads it today.
    await shop.upgrade();

    const [merged] = await db.select().from(products).where(eq(products.slug, 'ss-bird-spikes'));
    expect(merged).toMatchObject({ id: 1, title: 'Stainless Steel Bird Spikes', pricePaise: 89900, stock: 5 * 4 - 1 });
    const variants = await variantsOf(db, 1);
    expect(variants.map((variant) => [variant.label, variant.sku, variant.pricePaise])).toEqual([
      ['Pack of 10 (3 m)', 'SS-BIRD-SPIKES-10', 89900],
      ['Pack of 20 (6 m)', 'SS-BIRD-SPIKES-20', 164900],
      ['Bulk pack of 50 (15 m)', 'SS-BIRD-SPIKES-50', 389900],
      ['Contractor pack of 200 (60 m)', 'SS-BIRD-SPIKES-200', 1449900],
    ]);
    const twentyPack = variants.find((variant) => variant.label === 'Pack of 20 (6 m)')!;
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, 1));
    expect(line).toMatchObject({ productId: 1, variantId: twentyPack.id });
    expect((await db.select().from(reviews).where(eq(reviews.id, 1)))[0]!.productId).toBe(1);

    // The packs' products are gone, but the one holding a second review by one customer, hidden with it.
    const left = await db.select({ id: products.id, isActive: products.isActive }).from(products).where(inArray(products.id, [2, 3, 4]));
    expect(left).toEqual([{ id: 2, isActive: false }]);
    expect((await db.select().from(reviews).where(eq(reviews.id, 2)))[0]!.productId).toBe(1);
    expect((await db.select().from(reviews).where(eq(reviews.id, 3)))[0]!.productId).toBe(2);

    const redirects = await db.select().from(productSlugRedirects).orderBy(productSlugRedirects.slug);
    expect(redirects.map((redirect) => [redirect.slug, redirect.productId])).toEqual([
      ['ss-bird-spikes-contractor-200', 1],
      ['ss-bird-spikes-pack-10', 1],
      ['ss-bird-spikes-pack-20', 1],
      ['ss-bird-spikes-pack-50', 1],
    ]);
    expect(await resolvePage(db, '/products/ss-bird-spikes-pack-20', SITE)).toEqual({ status: 301, location: `/products/ss-bird-spikes?variant=${twentyPack.id}` });

    // A family not all there as the demo made it is left alone.
    expect((await db.select().from(products).where(eq(products.id, 5)))[0]).toMatchObject({ slug: 'polycarbonate-bird-spikes-pack-10' });
    expect(await db.select().from(productVariants).where(eq(productVariants.productId, 5))).toHaveLength(1);
  });
});
