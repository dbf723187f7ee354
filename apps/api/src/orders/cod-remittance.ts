/**
 * Recording a courier's remittance: the bank transfer that pays the shop the cash collected on delivery for
 * a set of orders. The orders must all have been collected and not yet remitted, the amount must be exactly
 * their totals (a courier that deducts its fees or pays short is reconciled with it, not papered over here),
 * the bank reference is recorded once, and the day is not in the future. The orders are locked while they
 * are checked, so two owners recording the same orders at once cannot both succeed; the remittance, the
 * orders' link to it and the audit entry are written in one transaction.
 */
import type { Schema } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { codRemittances, orders } from '../db/schema';
import { ConflictError, InvalidInputError, problem, type FieldProblems } from '../errors';
import { inTransaction } from '../db/transaction';
import { indianDate, isUniqueViolation } from '../kernel';

export type CodRemittanceInput = Schema<'CodRemittanceCreate'>;

const REFERENCE_TAKEN = problem('remittance_reference_taken', 'This reference is already recorded: a remittance is recorded once.');

export async function recordCodRemittance(db: Database, input: CodRemittanceInput, actorId: number, now: Date = new Date()): Promise<void> {
  const reference = input.reference.trim();
  const problems: FieldProblems = {};
  if (reference.length === 0) problems.reference = [problem('reference_required', 'Enter the bank transfer’s reference (UTR) or the courier’s remittance id.')];
  if (input.remitted_on > indianDate(now)) problems.remitted_on = [problem('date_in_future', 'The day the money reached the bank cannot be in the future.')];
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems, 'The remittance cannot be recorded.');

  try {
    await inTransaction(db, async (tx) => {
      const ids = [...new Set(input.order_ids)].sort((a, b) => a - b);
      const totalPaise = await lockRemittable(tx, ids);
      if (totalPaise !== input.amount_paise) {
        const message = `The orders' totals come to ${totalPaise} paise, not ${input.amount_paise}. Record what reached the bank for exactly these orders.`;
        throw new InvalidInputError({ amount_paise: [problem('amount_mismatch', message)] }, 'The amount does not match the orders.');
      }
      const [taken] = await tx.select({ id: codRemittances.id }).from(codRemittances).where(eq(codRemittances.reference, reference));
      if (taken) throw new ConflictError(REFERENCE_TAKEN, { reference: [REFERENCE_TAKEN] });
      const [remittance] = await tx
        .insert(codRemittances)
        .values({ reference, remittedOn: input.remitted_on, amountPaise: input.amount_paise, staffId: actorId })
        .returning();
      await tx.update(orders).set({ codRemittanceId: remittance!.id }).where(inArray(orders.id, ids));
      await recordAudit(tx, {
        actorId,
        action: 'cod_remittance.create',
        entityType: 'cod_remittance',
        entityId: remittance!.id,
        before: null,
        after: { id: remittance!.id, reference, remitted_on: input.remitted_on, amount_paise: input.amount_paise, order_ids: ids },
      });
    });
  } catch (error) {
    // Two owners recording the same reference at once for different orders: the unique key stops the second.
    if (isUniqueViolation(error, 'cod_remittances_reference_key')) throw new ConflictError(REFERENCE_TAKEN, { reference: [REFERENCE_TAKEN] });
    throw error;
  }
}

/** Locks the orders (in id order, so concurrent recorders never deadlock) and answers their total; refuses any that cannot be remitted. */
async function lockRemittable(tx: Transaction, ids: number[]): Promise<number> {
  const found = await tx
    .select({ id: orders.id, paymentMethod: orders.paymentMethod, collectedAt: orders.codCollectedAt, remittanceId: orders.codRemittanceId, totalPaise: orders.totalPaise })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id))
    .for('update');
  const problems = ids.flatMap((id) => {
    const order = found.find((candidate) => candidate.id === id);
    if (!order || order.paymentMethod !== 'cash_on_delivery') return [problem('order_not_cod', `Order #${id} is not a cash-on-delivery order.`)];
    if (order.collectedAt === null) return [problem('cod_not_collected', `Order #${id} has not been delivered and collected yet.`)];
    if (order.remittanceId !== null) return [problem('already_remitted', `Order #${id} is already in a recorded remittance.`)];
    return [];
  });
  if (problems.length > 0) throw new ConflictError(problem('remittance_orders_refused', 'Some orders cannot be in this remittance.'), { order_ids: problems });
  return found.reduce((total, order) => total + order.totalPaise, 0);
}
