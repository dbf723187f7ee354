/** The owner's return rules in the words the returns policy page states them: one source for the page and the request. */
import type { Schema } from '@shop/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories, products } from '../../db/schema';
import { returnSettings, SHOP_FAULT_REASONS } from '../../returns';

export async function returnRules(db: Database): Promise<Schema<'ReturnRules'>> {
  const settings = await returnSettings(db);
  const [categoryRows, productRows] = await Promise.all([
    settings.nonReturnableCategoryIds.length === 0 ? [] : db.select({ name: categories.name }).from(categories).where(inArray(categories.id, settings.nonReturnableCategoryIds)).orderBy(asc(categories.name)),
    settings.nonReturnableProductIds.length === 0 ? [] : db.select({ name: products.title }).from(products).where(inArray(products.id, settings.nonReturnableProductIds)).orderBy(asc(products.title)),
  ]);
  return {
    window_days: settings.windowDays,
    replacement_reasons: settings.replacementReasons,
    shop_fault_reasons: [...SHOP_FAULT_REASONS],
    non_returnable: [...categoryRows.map(({ name }) => ({ kind: 'category' as const, name })), ...productRows.map(({ name }) => ({ kind: 'product' as const, name }))],
  };
}
