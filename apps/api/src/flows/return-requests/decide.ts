/**
 * Staff decide a requested return: rejected with a reason the shopper reads, or approved, with the reverse pickup
 * booked by the carrier (a job, retried while the aggregator is down) or left to the customer to send. Audited;
 * the shopper is told either way, in the same transaction.
 */
import type { Schema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import type { Database, Transaction } from '../../db/database';
import { orders, returns } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { InvalidInputError, type FieldProblems, problem } from '../../errors';
import { enqueue } from '../../jobs';
import { notify } from '../../notify';
import { shopNow } from '../../shop-clock';
import { BOOK_RETURN_PICKUP_QUEUE } from './book-pickup';
import { lockReturn } from './lock';

export async function decideReturn(db: Database, returnId: number, staffId: number, decision: Schema<'ReturnDecision'>, context: { siteUrl: string }, now: Date = shopNow()): Promise<void> {
  const reason = decision.reason?.trim() || null;
  const errors: FieldProblems = {};
  if (decision.decision === 'reject' && reason === null) errors.reason = [problem('reason_required', 'Say why, in words the customer will read.')];
  if (decision.decision === 'reject' && decision.pickup !== undefined) errors.pickup = [problem('pickup_only_on_approval', 'Only an approval has a pickup.')];
  if (decision.decision === 'approve' && reason !== null) errors.reason = [problem('reason_only_on_rejection', 'Only a rejection takes a reason.')];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors, 'The return cannot be decided.');
  await inTransaction(db, async (tx) => {
    const row = await lockReturn(tx, returnId, decision.version, 'requested', 'decided');
    const decided = { decidedAt: now, decidedByStaffId: staffId, version: row.version + 1 };
    if (decision.decision === 'reject') {
      await tx.update(returns).set({ ...decided, status: 'rejected', decisionReason: reason }).where(eq(returns.id, row.id));
      await recordAudit(tx, { actorId: staffId, action: 'return.reject', entityType: 'return', entityId: row.id, before: { status: row.status }, after: { status: 'rejected', reason } });
      await notify(tx, { name: 'return_update', news: { orderId: row.orderId, returnId: row.id, step: 'rejected', words: reason }, siteUrl: context.siteUrl }, { userId: await customerOf(tx, row.orderId) });
      return;
    }
    const pickup = decision.pickup ?? 'carrier';
    await tx
      .update(returns)
      .set({ ...decided, status: 'approved', pickupMethod: pickup, pickupStatus: pickup === 'carrier' ? 'booking' : null })
      .where(eq(returns.id, row.id));
    if (pickup === 'carrier') await enqueue(tx, BOOK_RETURN_PICKUP_QUEUE, { returnId: row.id });
    await recordAudit(tx, { actorId: staffId, action: 'return.approve', entityType: 'return', entityId: row.id, before: { status: row.status }, after: { status: 'approved', pickup } });
    const step = pickup === 'carrier' ? 'approved' : 'approved_self';
    await notify(tx, { name: 'return_update', news: { orderId: row.orderId, returnId: row.id, step }, siteUrl: context.siteUrl }, { userId: await customerOf(tx, row.orderId) });
  });
}

async function customerOf(tx: Transaction, orderId: number): Promise<number> {
  const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return order!.userId;
}
