/** Provider states of the back-office variants pacts: a product sold as two labelled variants, or as one without a label. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { productVariants } from '../../../src/db/schema';
import { createProduct, variantsOf } from '../../support/fixtures';
import { param, type StateHandler } from '../state-support';

/** A visible product with this slug and its one variant, as every product starts (no label, version 1). */
async function productWithOneVariant(db: Database, slug: string) {
  const product = await createProduct(db, { slug, title: 'Stainless Steel Bird Spikes' });
  const [variant] = await variantsOf(db, product.id);
  return { product, variant: variant! };
}

export function adminVariantStates(db: Database): Record<string, StateHandler> {
  return {
    // The first (the default) and the second in this order, each at version 1. Returns `productId`, `firstId` and `secondId`.
    'product {slug} is sold as {first} (SKU {firstSku}) and {second} (SKU {secondSku})': async (params) => {
      const { product, variant: first } = await productWithOneVariant(db, param(params, 'slug'));
      await db
        .update(productVariants)
        .set({ label: param(params, 'first'), sku: param(params, 'firstSku') })
        .where(eq(productVariants.id, first.id));
      // Dearer and heavier, as a bigger pack is; after the first in the shop's order.
      const [second] = await db
        .insert(productVariants)
        .values({
          productId: product.id,
          label: param(params, 'second'),
          sku: param(params, 'secondSku'),
          pricePaise: first.pricePaise * 2,
          maxPricePaise: first.maxPricePaise * 2,
          stock: first.stock,
          hsnCode: first.hsnCode,
          weightGrams: first.weightGrams * 2,
          lengthCm: first.lengthCm,
          breadthCm: first.breadthCm,
          heightCm: first.heightCm,
          position: first.position + 1,
        })
        .returning();
      return { productId: product.id, firstId: first.id, secondId: second!.id };
    },

    // Returns `productId` and `variantId`.
    'product {slug} is sold as one variant without a label': async (params) => {
      const { product, variant } = await productWithOneVariant(db, param(params, 'slug'));
      return { productId: product.id, variantId: variant.id };
    },
  };
}
