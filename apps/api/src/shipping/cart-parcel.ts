/**
 * A cart as a courier sees it: its products' parcels packed as one, and what the goods are worth at
 * today's prices (a live sale's or a price break's included), for a delivery estimate, a checkout's quote, a coupon's check and the
 * order's own check.
 */
import { eq, inArray } from 'drizzle-orm';
import { chooseVariants, linePriceColumns, priceOfLine, type LineInput, type PricedUnit } from '../catalog';
import type { Database, Transaction } from '../db/database';
import { products, productVariants } from '../db/schema';
import { shopNow } from '../shop-clock';
import { parcelOfLines, type Parcel } from './carrier';

/** A line as the cart sends it: a product, and the variant chosen (its default when left out). */
export type CartLine = LineInput;

/** One variant of the cart at today's price for its quantity, its quantities added up. */
export interface PricedCartLine extends PricedUnit {
  productId: number;
  variantId: number;
  categoryId: number;
  quantity: number;
  /** The variant's own price, outside any sale or price break. */
  listPricePaise: number;
}

export interface PackedCart {
  parcel: Parcel;
  /** What the goods are worth, as the courier is told (the checkout's own sum is flows/checkout/price-checkout.ts). */
  declaredValuePaise: number;
  lines: PricedCartLine[];
  /** Products of the cart that are unknown or not on sale: the cart cannot be packed while there are any. */
  unavailable: number[];
}

/** A variant named that is not its product's is refused (400 naming `field`'s line), as at checkout. */
export async function packCart(db: Database | Transaction, items: readonly CartLine[], field = 'items'): Promise<PackedCart> {
  const { lines, unavailable } = await chooseVariants(db, items, field);
  const found = lines.length
    ? await db
        .select({
          id: productVariants.id,
          ...linePriceColumns(shopNow()),
          categoryId: products.categoryId,
          weightGrams: productVariants.weightGrams,
          lengthCm: productVariants.lengthCm,
          breadthCm: productVariants.breadthCm,
          heightCm: productVariants.heightCm,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.id, lines.map((line) => line.variant)))
    : [];
  const byId = new Map(found.map(({ id, listPricePaise, sellingPricePaise, priceTiers, categoryId, ...parcel }) => [id, { prices: { listPricePaise, sellingPricePaise, priceTiers }, categoryId, parcel }]));
  const packed = lines.flatMap((line) => {
    const variant = byId.get(line.variant);
    return variant ? [{ ...variant, ...priceOfLine(variant.prices, line.quantity), line, units: line.quantity }] : [];
  });
  return {
    parcel: packed.length ? parcelOfLines(packed) : { weightGrams: 0, lengthCm: 0, breadthCm: 0, heightCm: 0 },
    declaredValuePaise: packed.reduce((total, line) => total + line.unitPricePaise * line.units, 0),
    lines: packed.map(({ line, prices, categoryId, unitPricePaise, tierMinQuantity, tierSavingPaise }) => ({
      productId: line.product,
      variantId: line.variant,
      categoryId,
      quantity: line.quantity,
      unitPricePaise,
      listPricePaise: prices.listPricePaise,
      tierMinQuantity,
      tierSavingPaise,
    })),
    unavailable,
  };
}
