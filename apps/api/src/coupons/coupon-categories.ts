/** The categories each coupon covers, in the shop's own order, so the cart and the back-office describe it alike. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { categories, couponCategories } from '../db/schema';

export interface CoveredCategory {
  couponId: number;
  categoryId: number;
  name: string;
}

export async function coveredCategories(db: Database | Transaction, couponIds: readonly number[]): Promise<CoveredCategory[]> {
  if (couponIds.length === 0) return [];
  return db
    .select({ couponId: couponCategories.couponId, categoryId: categories.id, name: categories.name })
    .from(couponCategories)
    .innerJoin(categories, eq(categories.id, couponCategories.categoryId))
    .where(inArray(couponCategories.couponId, [...couponIds]))
    .orderBy(asc(categories.position), asc(categories.id));
}
