/**
 * The courier's deadline: a delivery problem still open when it passes is marked expired and the shop's inbox
 * is told (notify's mail to the shop, as the contact form's), so someone calls the customer; the courier tries
 * again or returns the parcel as it would, and its scans say which. A housekeeping sweep, each problem in its own
 * transaction taken with `skip locked`, so instances share the work and an answer arriving at that moment either
 * wins or finds the problem expired.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deliveryProblems, shipments } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notify } from '../../notify';
import { shopNow } from '../../shop-clock';

const PER_SWEEP = 100;

export async function expireUnansweredDeliveryProblems(db: Database, context: { siteUrl: string; shopEmail: string }, now: Date = shopNow()): Promise<number> {
  let expired = 0;
  while (expired < PER_SWEEP) {
    const found = await inTransaction(db, async (tx) => {
      const [due] = await tx
        .select({ problem: deliveryProblems, awb: shipments.awb })
        .from(deliveryProblems)
        .innerJoin(shipments, eq(shipments.id, deliveryProblems.shipmentId))
        .where(and(eq(deliveryProblems.status, 'open'), lt(deliveryProblems.answerBy, now)))
        .orderBy(asc(deliveryProblems.answerBy))
        .limit(1)
        .for('update', { of: deliveryProblems, skipLocked: true });
      if (!due) return false;
      const { problem } = due;
      await tx.update(deliveryProblems).set({ status: 'expired', alertedAt: now }).where(eq(deliveryProblems.id, problem.id));
      const failed = { orderId: problem.orderId, attempt: problem.attempt, reason: problem.reason, answerBy: problem.answerBy, awb: due.awb };
      await notify(tx, { name: 'delivery_problem_unanswered', failed, siteUrl: context.siteUrl }, { email: context.shopEmail });
      return true;
    });
    if (!found) break;
    expired += 1;
  }
  return expired;
}
