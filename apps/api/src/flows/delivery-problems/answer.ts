/**
 * The answer to an order's open delivery problem: deliver again (on a day from tomorrow to a few days on, with a
 * corrected phone or address line if wanted) or return. The customer answers their own order (another's is not
 * found); staff answer any, after a call, written to the audit log with who (without the phone and address line).
 * The problem row is locked, so of two answers at once one wins and the other is refused (409 naming `action`),
 * as is an answer to a problem already answered or past its deadline. The answer is recorded and its sending to
 * the carrier enqueued in one transaction (send-answer.ts). The order itself does not move: a cash-on-delivery
 * order asked to be delivered again stays to collect, and one returned comes back through the courier's scans
 * as any undelivered parcel does.
 */
import { normaliseIndianMobile } from '@shop/rules';
import { MOBILE_INVALID } from '../../validation';
import type { Schema } from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { isPossibleId, type Database } from '../../db/database';
import { deliveryProblems, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../audit';
import { ConflictError, InvalidInputError, NotFoundError, ORDER_NOT_FOUND, type ErrorCode, type FieldProblems, problem } from '../../errors';
import { enqueue } from '../../jobs';
import { indianTimeInWords } from '../../kernel';
import { reattemptDays, type DeliveryProblemRow } from '../../shipping';
import { shopNow } from '../../shop-clock';
import { SEND_DELIVERY_ANSWER_QUEUE } from './send-answer';

export type DeliveryProblemAnswer = Schema<'DeliveryProblemAnswer'>;

/** Who answers: the customer of the order, or a member of staff for them. */
export type Answerer = { customerId: number } | { staffId: number };

interface CheckedAnswer {
  action: 'reattempt' | 'return';
  preferredDate: string | null;
  phone: string | null;
  addressLine: string | null;
}

/** What the contract cannot say: the day's window, a number that is a mobile, and that a return takes nothing else. */
function checked(answer: DeliveryProblemAnswer, now: Date): CheckedAnswer {
  const errors: FieldProblems = {};
  const date = answer.date ?? null;
  const phone = answer.phone?.trim() || null;
  const addressLine = answer.address_line?.trim() || null;
  if (answer.action === 'return') {
    for (const [field, value] of [['date', date], ['phone', phone], ['address_line', addressLine]] as const) {
      if (value !== null) errors[field] = [problem('only_for_another_attempt', 'Only for another attempt: a returned parcel takes no day, phone or address.')];
    }
  } else {
    const { earliest, latest } = reattemptDays(now);
    if (date !== null && (date < earliest || date > latest)) errors.date = [problem('date_out_of_range', `Choose a day from ${earliest} to ${latest}.`)];
    if (phone !== null && normaliseIndianMobile(phone) === null) errors.phone = [MOBILE_INVALID];
  }
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return { action: answer.action, preferredDate: date, phone: phone === null ? null : normaliseIndianMobile(phone), addressLine };
}

function refused(code: ErrorCode, message: string): ConflictError {
  const refusal = problem(code, message);
  return new ConflictError(refusal, { action: [refusal] });
}

export async function answerDeliveryProblem(db: Database, orderId: number, who: Answerer, answer: DeliveryProblemAnswer, now: Date = shopNow()): Promise<DeliveryProblemRow> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const mine = 'customerId' in who ? and(eq(orders.id, orderId), eq(orders.userId, who.customerId)) : eq(orders.id, orderId);
    const [order] = await tx.select({ id: orders.id }).from(orders).where(mine);
    // Another customer's order is not found, whatever the answer holds.
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const wanted = checked(answer, now);
    const [problem] = await tx.select().from(deliveryProblems).where(eq(deliveryProblems.orderId, orderId)).orderBy(desc(deliveryProblems.id)).limit(1).for('update');
    if (!problem) throw refused('no_delivery_problem', 'This order has no delivery problem to answer.');
    if (problem.status === 'answered') throw refused('delivery_problem_answered', 'This delivery problem is already answered.');
    if (problem.status === 'expired' || problem.answerBy <= now) {
      throw refused('delivery_problem_answer_closed', `The time to answer ended on ${indianTimeInWords(problem.answerBy)}. Please write to us or call us.`);
    }
    const staffId = 'staffId' in who ? who.staffId : null;
    const [answered] = await tx
      .update(deliveryProblems)
      .set({ status: 'answered', ...wanted, answeredAt: now, answeredByStaffId: staffId, carrierStatus: 'pending', carrierError: null })
      .where(eq(deliveryProblems.id, problem.id))
      .returning();
    await enqueue(tx, SEND_DELIVERY_ANSWER_QUEUE, { problemId: problem.id });
    if (staffId !== null) {
      await recordAudit(tx, {
        actorId: staffId,
        action: 'delivery_problem.answer',
        entityType: 'delivery_problem',
        entityId: problem.id,
        before: { order_id: orderId, status: problem.status },
        after: { order_id: orderId, status: 'answered', action: wanted.action, date: wanted.preferredDate, phone: wanted.phone, address_line: wanted.addressLine },
      });
    }
    return answered!;
  });
}
