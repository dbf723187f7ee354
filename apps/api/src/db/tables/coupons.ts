/**
 * Coupons the owner creates: a code that takes a percentage or an amount off an order's goods (optionally
 * only some categories' goods), from a minimum order, within a window, a limited number of times in all and
 * per customer. The uses are the orders that carry the coupon (orders.coupon_id), cancelled ones left out,
 * so a use is taken and given back in the same transaction as its order.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { createdAt, id, updatedAt, version } from './columns';

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** In capitals, as shoppers' codes are compared once put in capitals. */
    code: text('code').notNull(),
    /** Exactly one of the two: per cent off each covered line, or paise off the covered lines together. */
    percentOff: integer('percent_off'),
    amountOffPaise: bigint('amount_off_paise', { mode: 'number' }),
    /** The least the covered lines must come to; a flat amount off is always below it, so no order is free. */
    minOrderPaise: bigint('min_order_paise', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Null: no limit. */
    totalLimit: integer('total_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_code_shape', sql`${t.code} ~ '^[A-Z0-9][A-Z0-9_-]{2,19}$'`),
    check(
      'coupons_one_discount',
      sql`(${t.percentOff} between 1 and 90 and ${t.amountOffPaise} is null) or (${t.amountOffPaise} >= 100 and ${t.percentOff} is null)`,
    ),
    check('coupons_amount_below_minimum', sql`${t.amountOffPaise} is null or ${t.amountOffPaise} < ${t.minOrderPaise}`),
    check('coupons_min_order_not_negative', sql`${t.minOrderPaise} >= 0`),
    check('coupons_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('coupons_limits_positive', sql`(${t.totalLimit} is null or ${t.totalLimit} > 0) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0)`),
  ],
);

/** The categories a coupon covers; none: every product. */
export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.categoryId] }), index('coupon_categories_category_idx').on(t.categoryId)],
);
