/** Provider states of the back-office sales pacts: a product that may go on sale, a sale scheduled on it. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { products, saleProducts, sales } from '../../../src/db/schema';
import { createProduct } from '../../support/fixtures';
import { param, type StateHandler } from '../state-support';

const DAY = 24 * 60 * 60 * 1000;

/** From tomorrow for a week, by the provider's clock, so the pact's sale is always still to come. */
function nextWeek() {
  const startsAt = new Date(Math.ceil(Date.now() / DAY) * DAY + DAY);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 7 * DAY) };
}

async function product(db: Database, slug: string) {
  const [existing] = await db.select().from(products).where(sql`${products.slug} = ${slug}`);
  return existing ?? createProduct(db, { slug, title: 'Nylon Bird Net 10 × 10 ft', categoryName: 'Bird Nets', pricePaise: 129900, maxPricePaise: 199900 });
}

export function adminSaleStates(db: Database): Record<string, StateHandler> {
  return {
    // Returns `productId`, `startsAt` and `endsAt`.
    'product {slug} may go on sale from tomorrow for a week': async (params) => {
      const found = await product(db, param(params, 'slug'));
      const { startsAt, endsAt } = nextWeek();
      return { productId: found.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    },

    // 20% off the product from tomorrow for a week, version 1. Returns `saleId`, `productId`, `startsAt` and `endsAt`.
    'sale {name} is scheduled on product {slug}': async (params) => {
      const found = await product(db, param(params, 'slug'));
      const { startsAt, endsAt } = nextWeek();
      const [sale] = await db.insert(sales).values({ name: param(params, 'name'), percentOff: 20, startsAt, endsAt }).returning();
      await db.insert(saleProducts).values({ saleId: sale!.id, productId: found.id });
      return { saleId: sale!.id, productId: found.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    },
  };
}
