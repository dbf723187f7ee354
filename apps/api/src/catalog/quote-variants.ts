/**
 * The catalogue as a quotation reads it: each variant named, with its product's title, its price one at a time,
 * its price breaks, GST rate and HSN code, and whether the shop still sells it (a live variant of a visible
 * product). A buyer may ask only for what is on sale; staff see the rest as history.
 */
import type { PriceTier } from '@shop/rules';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { products, productVariants } from '../db/schema';

export interface QuotableVariant {
  id: number;
  productTitle: string;
  label: string;
  pricePaise: number;
  gstRatePercent: number;
  hsnCode: string;
  priceTiers: PriceTier[];
  onSale: boolean;
}

export async function quotableVariants(db: Database | Transaction, ids: readonly number[]): Promise<Map<number, QuotableVariant>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      productTitle: products.title,
      label: productVariants.label,
      pricePaise: productVariants.pricePaise,
      gstRatePercent: products.gstRatePercent,
      hsnCode: productVariants.hsnCode,
      priceTiers: productVariants.priceTiers,
      isActive: products.isActive,
      isRetired: productVariants.isRetired,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, wanted));
  return new Map(rows.map(({ isActive, isRetired, ...row }) => [row.id, { ...row, onSale: isActive && !isRetired }]));
}
