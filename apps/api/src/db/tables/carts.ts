/**
 * The cart a signed-in customer is building, as their storefront last sent it: kept so that a cart left
 * untouched can be recalled to them once. The row exists while the cart has lines; emptying the cart or
 * placing an order removes it, so a row that appears again is a new cart, with a reminder of its own.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export interface SavedCartLine {
  productId: number;
  /** The variant chosen; absent for the product's default. */
  variantId?: number;
  quantity: number;
}

export const savedCarts = pgTable(
  'saved_carts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<SavedCartLine[]>().notNull(),
    /** The customer's last change; the reminder waits until this is old enough. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this cart was recalled to them; one reminder per cart. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    index('saved_carts_due_idx').on(t.updatedAt).where(sql`${t.remindedAt} is null`),
    check('saved_carts_has_lines', sql`jsonb_typeof(${t.items}) = 'array' and jsonb_array_length(${t.items}) > 0`),
  ],
);
