/** Giving reserved stock back, and taking it again, for every line of an order: each from the variant it bought. */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orderItems, products, productVariants } from '../db/schema';

/**
 * Every change of a variant's stock, a sale's as much as a staff edit's, moves its version on (and its
 * product's, migration 0030). A staff member who opened it before a sale then saves their stock figure
 * against the old version and is refused (409) instead of silently putting back the units the sale took.
 */
const nextVersion = sql<number>`${productVariants.version} + 1`;

/**
 * Locks what a change of these variants' stock writes, in the one order every such change takes: their
 * products by id, then the variants by id. Writing a variant writes its product too (migration 0030's
 * trigger copies the stock up), so taking each line's rows as it comes would lock products in the order of
 * variant ids, which interleave across products: two checkouts would each hold a product the other waits for.
 * The back-office's variant saves lock their product first as well.
 */
export async function lockStockRows(tx: Transaction, variantIds: readonly number[]): Promise<void> {
  if (variantIds.length === 0) return;
  const ids = [...variantIds];
  const ofVariants = tx.select({ id: productVariants.productId }).from(productVariants).where(inArray(productVariants.id, ids));
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, ofVariants)).orderBy(asc(products.id)).for('no key update');
  await tx.select({ id: productVariants.id }).from(productVariants).where(inArray(productVariants.id, ids)).orderBy(asc(productVariants.id)).for('no key update');
}

/** An unpaid order that failed or was cancelled before shipping frees its units for other shoppers. */
export async function releaseStock(tx: Transaction, orderId: number): Promise<void> {
  const lines = await linesOf(tx, orderId);
  await lockStockRows(tx, lines.map((line) => line.variantId));
  for (const line of lines) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}`, version: nextVersion })
      .where(eq(productVariants.id, line.variantId));
  }
}

/**
 * A payment that succeeds after its order had failed (Razorpay lets a shopper retry in the same
 * widget) takes the units again. The money is taken, so the order stands even if another shopper got
 * the last units meanwhile: stock stops at zero and the shortfall is answered for the staff to resolve.
 */
export async function retakeStock(tx: Transaction, orderId: number): Promise<{ shortfall: number }> {
  const lines = await linesOf(tx, orderId);
  await lockStockRows(tx, lines.map((line) => line.variantId));
  let shortfall = 0;
  for (const line of lines) {
    const [before] = await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, line.variantId));
    shortfall += Math.max(0, line.quantity - before!.stock);
    await tx
      .update(productVariants)
      .set({ stock: sql`greatest(${productVariants.stock} - ${line.quantity}, 0)`, version: nextVersion })
      .where(eq(productVariants.id, line.variantId));
  }
  return { shortfall };
}

/** The order's lines that hold stock: a quotation's service line (fitting, a survey) has no variant and holds none. */
async function linesOf(tx: Transaction, orderId: number): Promise<{ variantId: number; quantity: number }[]> {
  const rows = await tx
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)))
    .orderBy(asc(orderItems.variantId));
  return rows.flatMap(({ variantId, quantity }) => (variantId === null ? [] : [{ variantId, quantity }]));
}
