/** Giving reserved stock back, and taking it again, for every line of an order: each from the variant it bought. */
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orderItems, productVariants } from '../db/schema';

/**
 * Every change of a variant's stock, a sale's as much as a staff edit's, moves its version on (and its
 * product's, migration 0030). A staff member who opened it before a sale then saves their stock figure
 * against the old version and is refused (409) instead of silently putting back the units the sale took.
 */
const nextVersion = sql<number>`${productVariants.version} + 1`;

/** An unpaid order that failed or was cancelled before shipping frees its units for other shoppers. */
export async function releaseStock(tx: Transaction, orderId: number): Promise<void> {
  const lines = await tx.select({ variantId: orderItems.variantId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
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
  const lines = await tx.select({ variantId: orderItems.variantId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId));
  let shortfall = 0;
  for (const line of lines) {
    const [before] = await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, line.variantId)).for('update');
    shortfall += Math.max(0, line.quantity - before!.stock);
    await tx
      .update(productVariants)
      .set({ stock: sql`greatest(${productVariants.stock} - ${line.quantity}, 0)`, version: nextVersion })
      .where(eq(productVariants.id, line.variantId));
  }
  return { shortfall };
}
