/** Provider states of the back-office catalogue pacts: products (one ordered), categories. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { products } from '../../../src/db/schema';
import { createCategory, createCustomer, createProduct } from '../../support/fixtures';
import { placePactOrder } from '../purchase-fixtures';
import { param, type StateHandler } from '../state-support';

/** The product with this slug in this category, created (visible, two photos, version 1) if missing. */
async function product(db: Database, slug: string, categoryName: string) {
  const [existing] = await db.select().from(products).where(sql`${products.slug} = ${slug}`);
  return (
    existing ??
    createProduct(db, {
      slug,
      title: 'Stainless Steel Bird Spikes – Pack of 10',
      categoryName,
      images: ['/media/products/ss-bird-spikes-pack-10-1.svg', '/media/products/ss-bird-spikes-pack-10-2.svg'],
      isBest: true,
    })
  );
}

export function adminCatalogStates(db: Database): Record<string, StateHandler> {
  return {
    // Returns `productId` and its `categoryId`.
    'product {slug} exists in category {category}': async (params) => {
      const found = await product(db, param(params, 'slug'), param(params, 'category'));
      return { productId: found.id, categoryId: found.categoryId };
    },

    // A customer ordered it once, so it may be hidden but never deleted. Returns `productId` and its `version`
    // (taking stock for the order moved it on).
    'product {slug} has been ordered': async (params) => {
      const found = await product(db, param(params, 'slug'), 'Bird Spikes');
      const customer = await createCustomer(db, { email: 'asha.patel@example.in', name: 'Asha Patel' });
      await placePactOrder(db, customer.id, found.id, 1);
      const [now] = await db.select({ version: products.version }).from(products).where(sql`${products.id} = ${found.id}`);
      return { productId: found.id, version: String(now!.version) };
    },

    // Returns `categoryId`.
    'category {name} exists': async (params) => {
      const category = await createCategory(db, param(params, 'name'));
      return { categoryId: category.id };
    },

    // Exactly these two, in this order. Returns `firstId` and `secondId`.
    'the only categories are {first} and {second}': async (params) => {
      const first = await createCategory(db, param(params, 'first'));
      const second = await createCategory(db, param(params, 'second'));
      return { firstId: first.id, secondId: second.id };
    },
  };
}
