/**
 * A product's variants as staff keep them: add one, edit or retire one, reorder them. Each write runs in one
 * transaction with its audit entry, under the product's row lock, so two editors of one product take turns.
 * A variant is never deleted: an order that names it must always find it, so one no longer sold is retired.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { products, productVariants } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError, problem } from '../errors';
import { assertMayShow, getAdminProduct } from './admin-products';
import { packColumns, validateVariant, type VariantInput } from './admin-validate';
import type { DeclarationDefaults } from './declarations';
import { assertMayChangePrices, type Actor } from './price-rights';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../kernel';
import { assertGtinFree, gtinColumn, gtinRaceAsInvalid } from './variant-gtin';

export type AdminVariantView = Schema<'AdminVariant'>;
type VariantRow = typeof productVariants.$inferSelect;

const PRODUCT_NOT_FOUND = problem('product_not_found', 'No such product.');
const VARIANT_NOT_FOUND = problem('variant_not_found', 'No such variant of this product.');
const SKU_TAKEN = problem('sku_taken', 'Another variant already has this SKU. Choose another.');
const LABEL_NEEDED = problem('variant_label_needed', 'Give each choice a label shoppers can tell apart ("Pack of 20 (6 m)").');
const LABEL_THE_FIRST =
  problem('first_variant_label_needed', 'This product’s current variant has no label yet: give it one first (edit it), so shoppers can tell the two apart.');
const LAST_LIVE = problem('last_live_variant', 'A product keeps at least one variant on sale; hide the product instead.');
const ORDER_OUT_OF_DATE = problem('sort_order_out_of_date', 'The variants changed since you opened them. Reload, then put them in order again.');
const VARIANT_CHANGED = 'This variant changed since you opened it: someone else saved it, or an order took or returned stock. Reload and make your changes again.';

export async function listAdminVariants(db: Database | Transaction, productId: number): Promise<AdminVariantView[]> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const rows = await db
    .select({
      variant: productVariants,
      everOrdered: sql<boolean>`exists (select 1 from "order_items" where "order_items"."variant_id" = "product_variants"."id")`,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.isRetired), asc(productVariants.position), asc(productVariants.id));
  const defaultId = rows.find((row) => !row.variant.isRetired)?.variant.id;
  return rows.map((row) => reshapeAdminVariant(row.variant, row.everOrdered, row.variant.id === defaultId));
}

export async function createAdminVariant(db: Database, actorId: number, productId: number, body: unknown, defaults: DeclarationDefaults): Promise<AdminVariantView> {
  const input = validateVariant(body);
  if (input.label === '') throw new InvalidInputError({ label: [LABEL_NEEDED] });
  return skuRaceAsInvalid(
    inTransaction(db, async (tx) => {
      await lockProduct(tx, productId);
      const productBefore = await getAdminProduct(tx, productId, defaults);
      const live = await liveVariants(tx, productId);
      if (live.some((variant) => variant.label === '')) throw new InvalidInputError({ label: [LABEL_THE_FIRST] });
      await assertSkuFree(tx, input.sku, undefined);
      await assertGtinFree(tx, input.gtin, undefined);
      const last = Math.max(0, ...live.map((variant) => variant.position));
      const [created] = await tx
        .insert(productVariants)
        .values({ productId, ...variantColumns(input), position: last + 1 })
        .returning();
      // A visible product's new pack is sold at once, so it needs its net quantity like the others.
      assertMayShow(productBefore, await getAdminProduct(tx, productId, defaults));
      const after = await getAdminVariant(tx, productId, created!.id);
      await recordAudit(tx, { actorId, action: 'variant.create', entityType: 'variant', entityId: created!.id, before: null, after });
      return after;
    }),
  );
}

export async function updateAdminVariant(db: Database, actor: Actor, productId: number, variantId: number, body: unknown, defaults: DeclarationDefaults): Promise<AdminVariantView> {
  const actorId = actor.id;
  const input = validateVariant(body);
  if (input.version === undefined || input.isRetired === undefined) {
    const missing = problem('required', 'This field is required.');
    throw new InvalidInputError({ ...(input.version === undefined ? { version: [missing] } : {}), ...(input.isRetired === undefined ? { retired: [missing] } : {}) });
  }
  const { version, isRetired } = input;
  return skuRaceAsInvalid(
    inTransaction(db, async (tx) => {
      await lockProduct(tx, productId);
      const productBefore = await getAdminProduct(tx, productId, defaults);
      const before = await getAdminVariant(tx, productId, variantId);
      assertVersion(before.version, version, 'variant', VARIANT_CHANGED);
      assertMayChangePrices(actor, before, input);
      const othersLive = (await liveVariants(tx, productId)).filter((variant) => variant.id !== variantId);
      if (isRetired && othersLive.length === 0) throw new InvalidInputError({ retired: [LAST_LIVE] });
      if (!isRetired && input.label === '' && othersLive.length > 0) throw new InvalidInputError({ label: [LABEL_NEEDED] });
      await assertSkuFree(tx, input.sku, variantId);
      await assertGtinFree(tx, input.gtin, variantId);
      await tx
        .update(productVariants)
        .set({ ...variantColumns(input), isRetired, version: before.version + 1 })
        .where(eq(productVariants.id, variantId));
      assertMayShow(productBefore, await getAdminProduct(tx, productId, defaults));
      const after = await getAdminVariant(tx, productId, variantId);
      const action = before.retired === isRetired ? 'variant.update' : isRetired ? 'variant.retire' : 'variant.restore';
      await recordAudit(tx, { actorId, action, entityType: 'variant', entityId: variantId, before, after });
      return after;
    }),
  );
}

/** `ids`: every live variant once, first shown first; retired ones keep their place at the end. */
export async function reorderAdminVariants(db: Database, actorId: number, productId: number, ids: readonly number[]): Promise<AdminVariantView[]> {
  if (new Set(ids).size !== ids.length) throw new InvalidInputError({ ids: [problem('duplicate_ids', 'Name each variant once.')] });
  return inTransaction(db, async (tx) => {
    await lockProduct(tx, productId);
    const live = await liveVariants(tx, productId);
    const known = new Set(live.map((variant) => variant.id));
    if (live.length !== ids.length || ids.some((id) => !known.has(id))) throw new ConflictError(ORDER_OUT_OF_DATE, { ids: [ORDER_OUT_OF_DATE] });
    for (const [index, id] of ids.entries()) {
      const row = live.find((variant) => variant.id === id)!;
      const position = index + 1;
      if (row.position === position) continue;
      const before = await getAdminVariant(tx, productId, id);
      await tx
        .update(productVariants)
        .set({ position, version: row.version + 1 })
        .where(eq(productVariants.id, id));
      const after = await getAdminVariant(tx, productId, id);
      await recordAudit(tx, { actorId, action: 'variant.reorder', entityType: 'variant', entityId: id, before, after });
    }
    return listAdminVariants(tx, productId);
  });
}

async function getAdminVariant(tx: Transaction, productId: number, variantId: number): Promise<AdminVariantView> {
  const variant = (await listAdminVariants(tx, productId)).find((candidate) => candidate.id === variantId);
  if (!variant) throw new NotFoundError(VARIANT_NOT_FOUND);
  return variant;
}

function liveVariants(tx: Transaction, productId: number): Promise<VariantRow[]> {
  return tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isRetired, false)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** The product's row, locked until the transaction ends: its variants' writes take turns. */
async function lockProduct(tx: Transaction, productId: number): Promise<void> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
}

async function assertSkuFree(tx: Transaction, sku: string, variantId: number | undefined): Promise<void> {
  const [taken] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(sql`upper(${productVariants.sku}) = upper(${sku})`, variantId === undefined ? undefined : ne(productVariants.id, variantId)));
  if (taken) throw new InvalidInputError({ sku: [SKU_TAKEN] });
}

/** Two saves claiming one free SKU (or GTIN) at once both pass assertSkuFree; the unique index stops the second. */
async function skuRaceAsInvalid<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, 'product_variants_sku_key')) throw new InvalidInputError({ sku: [SKU_TAKEN] });
    throw gtinRaceAsInvalid(error);
  }
}

function variantColumns(input: VariantInput) {
  return {
    label: input.label,
    sku: input.sku,
    pricePaise: input.pricePaise,
    maxPricePaise: input.maxPricePaise,
    stock: input.stock,
    hsnCode: input.hsnCode,
    weightGrams: input.weightGrams,
    lengthCm: input.lengthCm,
    breadthCm: input.breadthCm,
    heightCm: input.heightCm,
    imagePosition: input.imagePosition,
    ...packColumns(input.pack),
    ...gtinColumn(input.gtin),
    ...(input.priceTiers === undefined ? {} : { priceTiers: input.priceTiers }),
  };
}

function reshapeAdminVariant(row: VariantRow, everOrdered: boolean, isDefault: boolean): AdminVariantView {
  return {
    id: row.id,
    product: row.productId,
    label: row.label,
    sku: row.sku,
    mrp_paise: row.maxPricePaise,
    price_paise: row.pricePaise,
    stock: row.stock,
    hsn_code: row.hsnCode,
    weight_grams: row.weightGrams,
    length_cm: row.lengthCm,
    breadth_cm: row.breadthCm,
    height_cm: row.heightCm,
    image_position: row.imagePosition,
    net_quantity: row.netQuantity,
    net_quantity_unit: row.netQuantityUnit,
    made_month: row.madeMonth,
    gtin: row.gtin,
    price_tiers: row.priceTiers.map((tier) => ({ min_quantity: tier.minQuantity, percent_off: tier.percentOff, unit_price_paise: tier.unitPricePaise })),
    position: row.position,
    retired: row.isRetired,
    is_default: isDefault,
    ever_ordered: everOrdered,
    version: row.version,
  };
}
