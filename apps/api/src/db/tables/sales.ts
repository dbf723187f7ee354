/**
 * Sales staff schedule: a percentage or an amount off chosen products and categories, from a start to an
 * end. The prices they make are computed when read, by the server's clock (catalog/sale-prices.ts), so a
 * sale starts and ends on time without anything written at either moment.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, products } from './catalog';
import { createdAt, filledText, id, updatedAt, version } from './columns';
import { TEXT_LIMITS } from './values';

export const sales = pgTable(
  'sales',
  {
    id: id(),
    /** Shown to shoppers beside the price, in the announcement bar and on the offers page. */
    name: text('name').notNull(),
    /** Exactly one of the two: per cent off each price, or paise off it. */
    percentOff: integer('percent_off'),
    amountOffPaise: bigint('amount_off_paise', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sales_window_idx').on(t.endsAt, t.startsAt),
    check('sales_name_filled', filledText(t.name, TEXT_LIMITS.saleName)),
    check(
      'sales_one_discount',
      sql`(${t.percentOff} between 1 and 90 and ${t.amountOffPaise} is null) or (${t.amountOffPaise} >= 100 and ${t.percentOff} is null)`,
    ),
    check('sales_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const saleProducts = pgTable(
  'sale_products',
  {
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.saleId, t.productId] }), index('sale_products_product_idx').on(t.productId)],
);

export const saleCategories = pgTable(
  'sale_categories',
  {
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.saleId, t.categoryId] }), index('sale_categories_category_idx').on(t.categoryId)],
);
