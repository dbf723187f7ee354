/**
 * The owner's return rules: how many days after delivery a return may be asked for, the reasons for which a
 * replacement may be asked, and the categories and products returnable only for the shop's fault (nets cut to
 * size). Kept in app_settings as one JSON value, version-checked and audited like the delivery settings; the
 * returns policy page states them from here, and the request applies them from here.
 */
import type { Schema } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import { assertVersion, recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { appSettings, categories, products } from '../db/schema';
import type { ReturnReason } from '../db/tables/values';
import { inTransaction } from '../db/transaction';
import { InvalidInputError, type FieldProblems, problem } from '../errors';

const RETURN_SETTINGS = 'return_settings';

export interface ReturnSettings {
  windowDays: number;
  replacementReasons: Extract<ReturnReason, 'damaged_in_transit' | 'defective'>[];
  nonReturnableCategoryIds: number[];
  nonReturnableProductIds: number[];
  version: number;
}

/** The returns policy's seven days, and replacements for goods that arrived damaged or do not work. */
const DEFAULT_RETURN_SETTINGS: Omit<ReturnSettings, 'version'> = {
  windowDays: 7,
  replacementReasons: ['damaged_in_transit', 'defective'],
  nonReturnableCategoryIds: [],
  nonReturnableProductIds: [],
};

/** Whether a product may come back for any reason, or (a product or category the owner names) only for the shop's fault. */
export function returnableForAnyReason(settings: Pick<ReturnSettings, 'nonReturnableProductIds' | 'nonReturnableCategoryIds'>, product: { productId: number; categoryId: number }): boolean {
  return !settings.nonReturnableProductIds.includes(product.productId) && !settings.nonReturnableCategoryIds.includes(product.categoryId);
}

export async function returnSettings(db: Database | Transaction): Promise<ReturnSettings> {
  const [row] = await db.select({ value: appSettings.value, version: appSettings.version }).from(appSettings).where(eq(appSettings.key, RETURN_SETTINGS));
  if (!row) return { ...DEFAULT_RETURN_SETTINGS, version: 1 };
  return { ...DEFAULT_RETURN_SETTINGS, ...(JSON.parse(row.value) as Partial<ReturnSettings>), version: row.version };
}

/** Saves the settings whole; a stale version is refused, as is a category or product the shop does not have. */
export async function updateReturnSettings(db: Database, update: Schema<'ReturnSettingsUpdate'>, actorId: number): Promise<ReturnSettings> {
  return inTransaction(db, async (tx) => {
    const errors: FieldProblems = {};
    const categoryIds = update.non_returnable_category_ids;
    const productIds = update.non_returnable_product_ids;
    if (categoryIds.length > 0) {
      const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds));
      if (found.length !== categoryIds.length) errors.non_returnable_category_ids = [problem('categories_gone', 'Choose categories the shop has.')];
    }
    if (productIds.length > 0) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
      if (found.length !== productIds.length) errors.non_returnable_product_ids = [problem('products_gone', 'Choose products the shop has.')];
    }
    if (Object.keys(errors).length > 0) throw new InvalidInputError(errors, 'The return settings cannot be saved.');
    await tx.insert(appSettings).values({ key: RETURN_SETTINGS, value: JSON.stringify(DEFAULT_RETURN_SETTINGS) }).onConflictDoNothing({ target: appSettings.key });
    const [current] = await tx.select({ version: appSettings.version }).from(appSettings).where(eq(appSettings.key, RETURN_SETTINGS)).for('update');
    assertVersion(current!.version, update.version, 'setting');
    const before = await returnSettings(tx);
    const after: ReturnSettings = {
      windowDays: update.window_days,
      replacementReasons: [...new Set(update.replacement_reasons)],
      nonReturnableCategoryIds: [...new Set(categoryIds)],
      nonReturnableProductIds: [...new Set(productIds)],
      version: current!.version + 1,
    };
    await tx.update(appSettings).set({ value: JSON.stringify({ ...after, version: undefined }), version: after.version }).where(eq(appSettings.key, RETURN_SETTINGS));
    await recordAudit(tx, { actorId, action: 'setting.update', entityType: 'setting', entityId: RETURN_SETTINGS, before, after });
    return after;
  });
}

export function reshapeReturnSettings(settings: ReturnSettings): Schema<'ReturnSettings'> {
  return {
    version: settings.version,
    window_days: settings.windowDays,
    replacement_reasons: settings.replacementReasons,
    non_returnable_category_ids: settings.nonReturnableCategoryIds,
    non_returnable_product_ids: settings.nonReturnableProductIds,
  };
}
