/**
 * Categories as staff keep them: every one, hidden ones too, in display order. A hidden category leaves
 * the shop's list and its page answers 404 (categories.ts); its products stay on sale.
 */
import type { Schema } from '@shop/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { categories, products } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError, problem } from '../errors';
import { validateCategoryName } from './admin-validate';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../kernel';

export type AdminCategoryView = Schema<'AdminCategory'>;

const CATEGORY_NOT_FOUND = problem('category_not_found', 'No such category.');
const NAME_TAKEN = problem('category_name_taken', 'There is already a category with this name.');
const ORDER_OUT_OF_DATE =
  problem('sort_order_out_of_date', 'The list of categories changed since you opened it (someone added or removed one). Reload, then order them again.');

export async function listAdminCategories(db: Database, page: { page: number; pageSize: number }): Promise<Schema<'AdminCategoryPage'>> {
  const [items, totals] = await Promise.all([
    selectCategories(db)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(categories),
  ]);
  return { items, total: totals[0]?.total ?? 0, page: page.page, page_size: page.pageSize };
}

export async function createAdminCategory(db: Database, actorId: number, body: unknown): Promise<AdminCategoryView> {
  const name = validateCategoryName(body);
  return nameRaceAsInvalid(
    inTransaction(db, async (tx) => {
      await assertNameFree(tx, name, undefined);
      const [last] = await tx.select({ position: sql<number>`coalesce(max(${categories.position}), 0)` }).from(categories);
      const [created] = await tx
        .insert(categories)
        .values({ name, position: (last?.position ?? 0) + 1 })
        .returning({ id: categories.id });
      const after = await getAdminCategory(tx, created!.id);
      await recordAudit(tx, { actorId, action: 'category.create', entityType: 'category', entityId: after.id, before: null, after });
      return after;
    }),
  );
}

/** Renames, hides or shows a category (the editor sends all three with the version it read). */
export async function updateAdminCategory(
  db: Database,
  actorId: number,
  categoryId: number,
  body: { name: string; hidden: boolean; version: number },
): Promise<AdminCategoryView> {
  const name = validateCategoryName(body);
  return nameRaceAsInvalid(
    inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(categories).where(eq(categories.id, categoryId)).for('update');
      if (!current) throw new NotFoundError(CATEGORY_NOT_FOUND);
      assertVersion(current.version, body.version, 'category');
      await assertNameFree(tx, name, categoryId);
      const before = await getAdminCategory(tx, categoryId);
      await tx
        .update(categories)
        .set({ name, isActive: !body.hidden, version: current.version + 1 })
        .where(eq(categories.id, categoryId));
      const after = await getAdminCategory(tx, categoryId);
      const action = before.hidden !== after.hidden ? (after.hidden ? 'category.hide' : 'category.show') : 'category.update';
      await recordAudit(tx, { actorId, action, entityType: 'category', entityId: categoryId, before, after });
      return after;
    }),
  );
}

/**
 * `ids` is every category, first shown first. Naming them all is the version check of the whole list: a
 * category added or removed since the editor loaded it makes the list differ, and the save is refused.
 */
export async function reorderAdminCategories(db: Database, actorId: number, ids: readonly number[]): Promise<AdminCategoryView[]> {
  if (new Set(ids).size !== ids.length) throw new InvalidInputError({ ids: [problem('duplicate_ids', 'Name each category once.')] });
  return inTransaction(db, async (tx) => {
    const current = await tx.select().from(categories).orderBy(asc(categories.id)).for('update');
    const known = new Set(current.map((row) => row.id));
    if (current.length !== ids.length || ids.some((id) => !known.has(id))) throw new ConflictError(ORDER_OUT_OF_DATE, { ids: [ORDER_OUT_OF_DATE] });
    const before = new Map((await selectCategories(tx)).map((category) => [category.id, category]));
    for (const [index, id] of ids.entries()) {
      const row = current.find((candidate) => candidate.id === id)!;
      const position = index + 1;
      if (row.position === position) continue;
      await tx
        .update(categories)
        .set({ position, version: row.version + 1 })
        .where(eq(categories.id, id));
      const after = await getAdminCategory(tx, id);
      await recordAudit(tx, { actorId, action: 'category.reorder', entityType: 'category', entityId: id, before: before.get(id), after });
    }
    return selectCategories(tx);
  });
}

async function getAdminCategory(db: Database | Transaction, categoryId: number): Promise<AdminCategoryView> {
  const [row] = await selectCategories(db).where(eq(categories.id, categoryId));
  if (!row) throw new NotFoundError(CATEGORY_NOT_FOUND);
  return row;
}

function selectCategories(db: Database | Transaction) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      position: categories.position,
      hidden: sql<boolean>`not ${categories.isActive}`,
      // Qualified by hand: Drizzle writes bare column names in a one-table query, and a bare "id" here
      // would be the product's.
      product_count: sql<number>`(select count(*)::int from ${products} where "products"."category_id" = "categories"."id")`,
      version: categories.version,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id))
    .$dynamic();
}

async function assertNameFree(tx: Transaction, name: string, categoryId: number | undefined): Promise<void> {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})${categoryId === undefined ? sql`` : sql` and ${categories.id} <> ${categoryId}`}`);
  if (taken) throw new InvalidInputError({ name: [NAME_TAKEN] });
}

async function nameRaceAsInvalid<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error, 'categories_name_lower_key')) throw new InvalidInputError({ name: [NAME_TAKEN] });
    throw error;
  }
}
