/**
 * Staff record what came back, per line: units fit to sell and units damaged, and whether the quality check
 * passed. Only sellable units of a passed check go back on sale, each to the variant it was sold as (locked the way
 * every stock change locks, so a checkout at the same moment waits its turn). A failed check ends the return with
 * staff's note, which the shopper is told; the goods were not what the request said, so nothing is refunded or
 * replaced. Audited; one transaction.
 */
import type { Schema } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import type { Database } from '../../db/database';
import { orders, productVariants, returnLines, returns } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { InvalidInputError, type FieldProblems, problem } from '../../errors';
import { notify } from '../../notify';
import { lockStockRows } from '../../orders';
import { shopNow } from '../../shop-clock';
import { lockReturn } from './lock';
import { returnLinesOf } from './views';

export async function receiveReturn(db: Database, returnId: number, staffId: number, receipt: Schema<'ReturnReceipt'>, context: { siteUrl: string }, now: Date = shopNow()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await lockReturn(tx, returnId, receipt.version, 'approved', 'received');
    const lines = await returnLinesOf(tx, [row.id]);
    const errors: FieldProblems = {};
    const note = receipt.note?.trim() || null;
    if (receipt.quality === 'failed' && note === null) errors.note = [problem('note_required', 'Say what the check found: the customer will read it.')];
    const named = new Set<number>();
    receipt.lines.forEach((line, index) => {
      const asked = lines.find((each) => each.orderItemId === line.order_item_id);
      if (!asked) return void (errors[`lines[${index}].order_item_id`] = [problem('item_not_in_return', 'This item is not in the return.')]);
      if (named.has(line.order_item_id)) return void (errors[`lines[${index}].order_item_id`] = [problem('item_repeated', 'Name each item once.')]);
      named.add(line.order_item_id);
      if (line.sellable + line.damaged > asked.quantity) errors[`lines[${index}].sellable`] = [problem('receipt_exceeds_return', `The return asked for ${asked.quantity}: sellable and damaged add up to more.`)];
    });
    if (named.size !== lines.length && !Object.keys(errors).some((field) => field.startsWith('lines['))) errors.lines = [problem('receipt_incomplete', 'Say what came back of every item in the return.')];
    if (Object.keys(errors).length > 0) throw new InvalidInputError(errors, 'The receipt cannot be recorded.');

    const passed = receipt.quality === 'passed';
    for (const line of receipt.lines) {
      await tx.update(returnLines).set({ sellable: line.sellable, damaged: line.damaged }).where(and(eq(returnLines.returnId, row.id), eq(returnLines.orderItemId, line.order_item_id)));
    }
    const restock = passed ? receipt.lines.filter((line) => line.sellable > 0) : [];
    const variantOf = new Map(lines.map((line) => [line.orderItemId, line.variantId]));
    await lockStockRows(tx, restock.map((line) => variantOf.get(line.order_item_id)!));
    for (const line of restock) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.sellable}`, version: sql`${productVariants.version} + 1` })
        .where(eq(productVariants.id, variantOf.get(line.order_item_id)!));
    }
    const status = passed ? 'received' : 'quality_failed';
    await tx.update(returns).set({ status, receivedAt: now, receivedByStaffId: staffId, qualityNote: note, version: row.version + 1 }).where(eq(returns.id, row.id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'return.receive',
      entityType: 'return',
      entityId: row.id,
      before: { status: row.status },
      after: { status, quality: receipt.quality, note, lines: receipt.lines, restocked: restock.map((line) => ({ variant_id: variantOf.get(line.order_item_id), units: line.sellable })) },
    });
    const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, row.orderId));
    await notify(tx, { name: 'return_update', news: { orderId: row.orderId, returnId: row.id, step: passed ? 'received' : 'quality_failed', words: passed ? null : note }, siteUrl: context.siteUrl }, { userId: order!.userId });
  });
}
