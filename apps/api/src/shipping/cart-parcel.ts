/**
 * A cart as a courier sees it: its products' parcels packed as one, and what the goods are worth at
 * today's prices (a live sale's included), for a delivery estimate, a checkout's quote, a coupon's check and the
 * order's own check.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { products } from '../db/schema';
import { sellingPriceAt } from '../sales/sale-prices';
import { shopNow } from '../sales/shop-clock';
import { parcelOfLines, type Parcel } from './carrier';

export interface CartLine {
  product: number;
  quantity: number;
}

/** One product of the cart at today's price, its quantities added up. */
export interface PricedCartLine {
  productId: number;
  categoryId: number;
  lineTotalPaise: number;
}

export interface PackedCart {
  parcel: Parcel;
  subtotalPaise: number;
  lines: PricedCartLine[];
  /** Products of the cart that are unknown or not on sale: the cart cannot be packed while there are any. */
  unavailable: number[];
}

export async function packCart(db: Database | Transaction, lines: readonly CartLine[]): Promise<PackedCart> {
  const ids = [...new Set(lines.map((line) => line.product))].filter(isPossibleId);
  const found = ids.length
    ? await db
        .select({
          id: products.id,
          pricePaise: sellingPriceAt(shopNow()),
          categoryId: products.categoryId,
          weightGrams: products.weightGrams,
          lengthCm: products.lengthCm,
          breadthCm: products.breadthCm,
          heightCm: products.heightCm,
        })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.isActive, true)))
    : [];
  const byId = new Map(found.map(({ id, pricePaise, categoryId, ...parcel }) => [id, { pricePaise, categoryId, parcel }]));
  const unavailable = [...new Set(lines.map((line) => line.product).filter((id) => !byId.has(id)))];
  const packed = lines.flatMap((line) => {
    const product = byId.get(line.product);
    return product ? [{ ...product, productId: line.product, units: line.quantity }] : [];
  });
  const priced = new Map<number, PricedCartLine>();
  for (const line of packed) {
    const before = priced.get(line.productId)?.lineTotalPaise ?? 0;
    priced.set(line.productId, { productId: line.productId, categoryId: line.categoryId, lineTotalPaise: before + line.pricePaise * line.units });
  }
  return {
    parcel: packed.length ? parcelOfLines(packed) : { weightGrams: 0, lengthCm: 0, breadthCm: 0, heightCm: 0 },
    subtotalPaise: packed.reduce((total, line) => total + line.pricePaise * line.units, 0),
    lines: [...priced.values()],
    unavailable,
  };
}
