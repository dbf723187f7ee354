/**
 * Sales as staff schedule them: a percentage or an amount off chosen products and categories, from a
 * start to an end. Everything that could make a sale wrong is refused before anything is written (each
 * answer names its field): an end not after the start or already past, both or neither discount, an
 * amount off as large as a price it would cover, unknown products or categories, nothing chosen.
 * Orders keep the prices they were charged, so a sale changed or removed later changes no order.
 */
import type { Schema } from '@shop/contracts';
import { formatPaise } from '@shop/rules';
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { categories, products, saleCategories, saleProducts, sales } from '../db/schema';
import { InvalidInputError, NotFoundError, problem, type FieldProblems } from '../errors';
import { shopNow } from '../shop-clock';
import { inTransaction } from '../db/transaction';

export type AdminSaleView = Schema<'AdminSale'>;
type SaleInput = Schema<'AdminSaleInput'>;

export const SALE_NOT_FOUND = problem('sale_not_found', 'No such sale.');

/** Live and upcoming sales first, soonest to end first; then ended ones, latest first. */
export async function listAdminSales(db: Database): Promise<AdminSaleView[]> {
  const now = shopNow();
  const rows = await db
    .select()
    .from(sales)
    .orderBy(sql`${sales.endsAt} <= ${now.toISOString()}::timestamptz`, sql`case when ${sales.endsAt} > ${now.toISOString()}::timestamptz then ${sales.endsAt} end`, desc(sales.endsAt), asc(sales.id));
  return viewsOf(db, rows, now);
}

export async function createAdminSale(db: Database, actorId: number, input: SaleInput): Promise<AdminSaleView> {
  return inTransaction(db, async (tx) => {
    const checked = await checkSale(tx, input, shopNow());
    const [created] = await tx.insert(sales).values(checked.columns).returning({ id: sales.id });
    await writeChoices(tx, created!.id, checked);
    const after = await getAdminSale(tx, created!.id);
    await recordAudit(tx, { actorId, action: 'sale.create', entityType: 'sale', entityId: after.id, before: null, after });
    return after;
  });
}

export async function updateAdminSale(db: Database, actorId: number, saleId: number, input: SaleInput): Promise<AdminSaleView> {
  if (input.version === undefined) throw new InvalidInputError({ version: [problem('version_required', 'Send the version of the sale you read.')] });
  const version = input.version;
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
    if (!current) throw new NotFoundError(SALE_NOT_FOUND);
    assertVersion(current.version, version, 'sale');
    const checked = await checkSale(tx, input, shopNow());
    const before = await getAdminSale(tx, saleId);
    await tx
      .update(sales)
      .set({ ...checked.columns, version: current.version + 1 })
      .where(eq(sales.id, saleId));
    await tx.delete(saleProducts).where(eq(saleProducts.saleId, saleId));
    await tx.delete(saleCategories).where(eq(saleCategories.saleId, saleId));
    await writeChoices(tx, saleId, checked);
    const after = await getAdminSale(tx, saleId);
    await recordAudit(tx, { actorId, action: 'sale.update', entityType: 'sale', entityId: saleId, before, after });
    return after;
  });
}

export async function deleteAdminSale(db: Database, actorId: number, saleId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await getAdminSale(tx, saleId);
    await tx.delete(sales).where(eq(sales.id, saleId));
    await recordAudit(tx, { actorId, action: 'sale.delete', entityType: 'sale', entityId: saleId, before, after: null });
  });
}

async function getAdminSale(tx: Transaction | Database, saleId: number): Promise<AdminSaleView> {
  const rows = await tx.select().from(sales).where(eq(sales.id, saleId));
  const [view] = await viewsOf(tx, rows, shopNow());
  if (!view) throw new NotFoundError(SALE_NOT_FOUND);
  return view;
}

async function viewsOf(db: Database | Transaction, rows: (typeof sales.$inferSelect)[], now: Date): Promise<AdminSaleView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [productRows, categoryRows] = await Promise.all([
    db.select().from(saleProducts).where(inArray(saleProducts.saleId, ids)).orderBy(asc(saleProducts.productId)),
    db.select().from(saleCategories).where(inArray(saleCategories.saleId, ids)).orderBy(asc(saleCategories.categoryId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    percent_off: row.percentOff,
    amount_off_paise: row.amountOffPaise,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    product_ids: productRows.filter((choice) => choice.saleId === row.id).map((choice) => choice.productId),
    category_ids: categoryRows.filter((choice) => choice.saleId === row.id).map((choice) => choice.categoryId),
    state: row.startsAt > now ? 'upcoming' : row.endsAt > now ? 'live' : 'ended',
    version: row.version,
  }));
}

interface CheckedSale {
  columns: Pick<typeof sales.$inferInsert, 'name' | 'percentOff' | 'amountOffPaise' | 'startsAt' | 'endsAt'>;
  productIds: number[];
  categoryIds: number[];
}

/** The sale as it will be stored, or every problem with it at once, each under its field. */
async function checkSale(tx: Transaction, input: SaleInput, now: Date): Promise<CheckedSale> {
  const errors: FieldProblems = {};
  const name = input.name.trim();
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if ((input.percent_off === null) === (input.amount_off_paise === null)) {
    errors.percent_off = [problem('discount_kind_required', 'Give either a percentage or an amount off.')];
  }
  if (endsAt <= startsAt) errors.ends_at = [problem('ends_before_start', 'The sale must end after it starts.')];
  else if (endsAt <= now) errors.ends_at = [problem('end_in_past', 'This end has already passed.')];
  if (input.product_ids.length === 0 && input.category_ids.length === 0) {
    errors.product_ids = [problem('sale_targets_required', 'Choose the products or categories on sale.')];
  }

  const [knownProducts, knownCategories] = await Promise.all([
    input.product_ids.length ? tx.select({ id: products.id }).from(products).where(inArray(products.id, input.product_ids)) : [],
    input.category_ids.length ? tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.category_ids)) : [],
  ]);
  if (knownProducts.length !== input.product_ids.length) errors.product_ids = [problem('products_gone', 'Some of these products no longer exist. Reload and choose again.')];
  if (knownCategories.length !== input.category_ids.length) errors.category_ids = [problem('categories_gone', 'Some of these categories no longer exist. Reload and choose again.')];

  if (input.amount_off_paise !== null && !errors.product_ids && !errors.category_ids) {
    const cheapest = await cheapestCovered(tx, input.product_ids, input.category_ids);
    if (cheapest && input.amount_off_paise >= cheapest.pricePaise) {
      errors.amount_off_paise = [problem('sale_amount_exceeds_price', `Must be less than the price of every product on sale: "${cheapest.title}" costs ${formatPaise(cheapest.pricePaise)}.`)];
    }
  }
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors, 'Check the sale.');
  return {
    columns: { name, percentOff: input.percent_off, amountOffPaise: input.amount_off_paise, startsAt, endsAt },
    productIds: input.product_ids,
    categoryIds: input.category_ids,
  };
}

/** The lowest-priced product a sale of these products and categories covers, if any. */
async function cheapestCovered(tx: Transaction, productIds: number[], categoryIds: number[]) {
  const covered = or(
    productIds.length ? inArray(products.id, productIds) : undefined,
    categoryIds.length ? inArray(products.categoryId, categoryIds) : undefined,
  );
  const [cheapest] = await tx
    .select({ title: products.title, pricePaise: products.pricePaise })
    .from(products)
    .where(covered)
    .orderBy(asc(products.pricePaise), asc(products.id))
    .limit(1);
  return cheapest;
}

async function writeChoices(tx: Transaction, saleId: number, checked: CheckedSale): Promise<void> {
  if (checked.productIds.length) await tx.insert(saleProducts).values(checked.productIds.map((productId) => ({ saleId, productId })));
  if (checked.categoryIds.length) await tx.insert(saleCategories).values(checked.categoryIds.map((categoryId) => ({ saleId, categoryId })));
}
