/**
 * A product's variants (db/tables/catalog.ts): making a product with its first one, and deciding which
 * variant each line of a cart or checkout buys.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { products, productVariants } from '../db/schema';
import { InvalidInputError, type FieldProblems, problem } from '../errors';

type NewProduct = typeof products.$inferInsert;
type ProductRow = typeof products.$inferSelect;

/**
 * A SKU made of a slug, as migration 0030 made the first ones: the slug in capitals, or, when it is too long
 * for a SKU, its start made unique by the product's id.
 */
function skuOfSlug(slug: string, productId: number): string {
  return slug.length <= 40 ? slug.toUpperCase() : `${slug.slice(0, 29).toUpperCase()}-${productId}`;
}

/** The product's figures as the one variant a new product starts with. */
function soleVariantOf(product: ProductRow): typeof productVariants.$inferInsert {
  return {
    productId: product.id,
    sku: skuOfSlug(product.slug, product.id),
    pricePaise: product.pricePaise,
    maxPricePaise: product.maxPricePaise,
    stock: product.stock,
    hsnCode: product.hsnCode,
    weightGrams: product.weightGrams,
    lengthCm: product.lengthCm,
    breadthCm: product.breadthCm,
    heightCm: product.heightCm,
    position: 1,
  };
}

/** Products, each with its one variant (its own figures, a SKU from its slug), in the order given. */
export async function insertProducts(db: Database | Transaction, rows: readonly NewProduct[]): Promise<ProductRow[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(products).values([...rows]).returning();
  await db.insert(productVariants).values(inserted.map(soleVariantOf));
  return inserted;
}

/**
 * A column of the product's default variant (its first live one by position), as a subquery for a query
 * over products or for a write that names the product (`productId`: a number, or the product row's id).
 */
export function ofDefaultVariant<T>(productId: number | SQL, column: 'id' | 'stock' | 'net_quantity' | 'net_quantity_unit' | 'made_month' | 'gtin'): SQL<T> {
  return sql<T>`(select ${sql.raw(`"dv"."${column}"`)} from ${productVariants} "dv"
    where "dv"."product_id" = ${productId} and not "dv"."is_retired" order by "dv"."position", "dv"."id" limit 1)`;
}

/** A line as clients send it: the variant is optional, as clients that know nothing of variants leave it out. */
export interface LineInput {
  product: number;
  variant?: number | null | undefined;
  quantity: number;
}

/** A line with the variant it buys. */
export interface ChosenLine {
  product: number;
  variant: number;
  quantity: number;
}

export interface ChosenLines {
  /** One per variant, both quantities added when a variant comes twice, by ascending variant id. */
  lines: ChosenLine[];
  /** Products (by id) that are unknown or hidden, or whose named variant is retired: nothing of them can be had. */
  unavailable: number[];
}

/**
 * Which variant each line buys: the one it names, or the product's default (its first live variant by
 * position). Ascending variant ids, so concurrent checkouts lock variant rows in the same order and never
 * deadlock. A variant named that is unknown or another product's is refused, naming the line's field
 * (`items.2.variant`): that is a client's mistake, not something sold out.
 */
export async function chooseVariants(db: Database | Transaction, items: readonly LineInput[], field = 'items'): Promise<ChosenLines> {
  const productIds = [...new Set(items.map((item) => item.product))].filter(isPossibleId);
  const named = [...new Set(items.flatMap((item) => (item.variant == null ? [] : [item.variant])))].filter(isPossibleId);
  const [live, namedRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: productVariants.id, productId: productVariants.productId })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(and(inArray(productVariants.productId, productIds), eq(products.isActive, true), eq(productVariants.isRetired, false)))
          .orderBy(asc(productVariants.position), asc(productVariants.id))
      : [],
    named.length ? db.select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.id, named)) : [],
  ]);
  const ownerOf = new Map(namedRows.map((row) => [row.id, row.productId]));
  const liveIds = new Set(live.map((row) => row.id));
  const defaultOf = new Map<number, number>();
  for (const row of live) if (!defaultOf.has(row.productId)) defaultOf.set(row.productId, row.id);

  const problems: FieldProblems = {};
  const unavailable = new Set<number>();
  const quantities = new Map<number, ChosenLine>();
  items.forEach((item, index) => {
    if (item.variant != null && ownerOf.get(item.variant) !== item.product) {
      problems[`${field}.${index}.variant`] = [problem('variant_not_of_product', "This is not one of the product's choices.")];
      return;
    }
    const variant = item.variant ?? defaultOf.get(item.product);
    if (variant === undefined || !liveIds.has(variant)) {
      unavailable.add(item.product);
      return;
    }
    const before = quantities.get(variant)?.quantity ?? 0;
    quantities.set(variant, { product: item.product, variant, quantity: before + item.quantity });
  });
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems, "Some of your cart's choices are not the products'.");
  return { lines: [...quantities.values()].sort((a, b) => a.variant - b.variant), unavailable: [...unavailable] };
}
