/**
 * The cart the shop keeps for a signed-in customer: the storefront sends it whole after each change, so a
 * cart left untouched can be recalled to them once (cart-reminders.ts). It is the browser's cart, copied; the
 * server never prices from it and checkout never reads it.
 */
import type { Schema } from '@shop/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { chooseVariants } from '../catalog';
import type { Database, Transaction } from '../db/database';
import { products, savedCarts } from '../db/schema';
import { InvalidInputError, problem } from '../errors';

export type SavedCart = Schema<'SavedCart'>;

const ONE_LINE_PER_VARIANT = problem('one_line_per_variant', 'Each product (or each of its choices) may appear once; send its total quantity on one line.');

/**
 * Replaces the kept cart. Lines of products the shop no longer sells are dropped; an empty cart is
 * forgotten. Changing a cart that was already recalled keeps it recalled: one reminder per cart.
 */
export async function saveCart(db: Database, userId: number, cart: SavedCart): Promise<SavedCart> {
  const keys = cart.items.map((line) => `${line.product}:${line.variant ?? ''}`);
  if (new Set(keys).size !== keys.length) throw new InvalidInputError({ items: [ONE_LINE_PER_VARIANT] });
  // A variant of another product is refused (400), as at checkout; one retired, or a hidden product, is dropped.
  const chosen = await chooseVariants(db, cart.items);
  const liveVariants = new Set(chosen.lines.map((line) => line.variant));
  const liveProducts = new Set(chosen.lines.map((line) => line.product));
  const items = cart.items.filter((line) => (line.variant == null ? liveProducts.has(line.product) : liveVariants.has(line.variant)));
  if (items.length === 0) {
    await forgetSavedCart(db, userId);
    return { items: [] };
  }
  const lines = items.map((line) => ({ productId: line.product, ...(line.variant == null ? {} : { variantId: line.variant }), quantity: line.quantity }));
  await db
    .insert(savedCarts)
    .values({ userId, items: lines })
    // The same lines sent again (another tab, another device) do not make an untouched cart look fresh.
    .onConflictDoUpdate({ target: savedCarts.userId, set: { items: lines, updatedAt: sql`case when ${savedCarts.items} = excluded.items then ${savedCarts.updatedAt} else now() end` } });
  return { items };
}

/** The customer ordered or emptied their cart: nothing is left to recall. */
export async function forgetSavedCart(db: Database | Transaction, userId: number): Promise<void> {
  await db.delete(savedCarts).where(eq(savedCarts.userId, userId));
}

type ExportedCart = Schema<'CustomerDataExport'>['cart'];

/** The kept cart for the customer's data export, with each product's title as it is now. */
export async function savedCartForExport(db: Database | Transaction, userId: number): Promise<ExportedCart> {
  const [cart] = await db.select().from(savedCarts).where(eq(savedCarts.userId, userId));
  if (!cart) return null;
  const titles = new Map(
    (await db.select({ id: products.id, title: products.title }).from(products).where(inArray(products.id, cart.items.map((line) => line.productId)))).map((row) => [row.id, row.title]),
  );
  return {
    items: cart.items.map((line) => ({ product: line.productId, title: titles.get(line.productId) ?? '', quantity: line.quantity })),
    updated_at: cart.updatedAt.toISOString(),
    reminded_at: cart.remindedAt?.toISOString() ?? null,
  };
}
