/**
 * Whether a product page's `?variant=` names a choice the page really offers: one of the live variants of a
 * visible product that has more than one (with one, there is nothing to choose). The page's cache keeps a page
 * per variant offered; any other value shows the product as it is without one (the storefront falls back to
 * its default), so a made-up one is neither rendered nor kept apart.
 */
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { products, productVariants } from '../db/schema';

export async function isOfferedVariant(db: Database, slugOrId: string, variant: string): Promise<boolean> {
  if (!/^\d{1,9}$/.test(variant)) return false;
  const product = /^\d{1,9}$/.test(slugOrId) ? or(eq(products.slug, slugOrId), eq(products.id, Number(slugOrId)))! : eq(products.slug, slugOrId);
  const [found] = await db
    .select({ live: count(), offered: sql<number>`count(*) filter (where ${productVariants.id} = ${Number(variant)})`.mapWith(Number) })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(product, eq(products.isActive, true), eq(productVariants.isRetired, false)));
  return (found?.live ?? 0) > 1 && (found?.offered ?? 0) > 0;
}
