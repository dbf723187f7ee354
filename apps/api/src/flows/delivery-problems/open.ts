/**
 * A courier's failed attempt, as the tracking engine reads it from a scan, becomes a delivery problem: the
 * customer is asked at once (notify: WhatsApp where they allowed order updates, and mail) what the courier
 * should do by its deadline. Its attempt is the parcel's count of failed attempts; the last one the courier
 * makes asks nothing, since the parcel then comes back as any undelivered one does. A newer failure leaves
 * an older unanswered problem behind (expired, with no alert: the new one asks again). Once per scan.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { deliveryProblems, type orders } from '../../db/schema';
import { notify } from '../../notify';
import { DELIVERY_PROBLEM_RULES, reasonOf, type TrackingScan } from '../../shipping';

interface FailedScan {
  order: typeof orders.$inferSelect;
  shipmentId: number;
  scan: TrackingScan;
}

const HOUR_MS = 60 * 60 * 1000;

/** Answers whether the customer was asked. */
export async function openDeliveryProblem(tx: Transaction, { order, shipmentId, scan }: FailedScan, context: { siteUrl: string }): Promise<boolean> {
  const [earlier] = await tx.select({ failed: count() }).from(deliveryProblems).where(eq(deliveryProblems.shipmentId, shipmentId));
  const attempt = (earlier?.failed ?? 0) + 1;
  if (attempt >= DELIVERY_PROBLEM_RULES.maxAttempts) return false;
  const reason = reasonOf(scan.detail);
  const answerBy = new Date(scan.at.getTime() + DELIVERY_PROBLEM_RULES.answerHours * HOUR_MS);
  const [opened] = await tx
    .insert(deliveryProblems)
    .values({ orderId: order.id, shipmentId, scanKey: scan.key, attempt, reason, courierWords: scan.detail?.slice(0, 300) ?? null, reportedAt: scan.at, answerBy })
    .onConflictDoNothing({ target: [deliveryProblems.shipmentId, deliveryProblems.scanKey] })
    .returning({ id: deliveryProblems.id });
  if (!opened) return false;
  await tx
    .update(deliveryProblems)
    .set({ status: 'expired' })
    .where(and(eq(deliveryProblems.shipmentId, shipmentId), eq(deliveryProblems.status, 'open'), eq(deliveryProblems.attempt, attempt - 1)));
  await notify(tx, { name: 'delivery_problem', failed: { orderId: order.id, attempt, reason, answerBy }, problemId: opened.id, siteUrl: context.siteUrl }, { userId: order.userId });
  return true;
}

/** The parcel was delivered or is coming back: a question still open is moot (expired, with no alert). */
export async function closeDeliveryProblems(tx: Transaction, shipmentId: number): Promise<void> {
  await tx.update(deliveryProblems).set({ status: 'expired' }).where(and(eq(deliveryProblems.shipmentId, shipmentId), eq(deliveryProblems.status, 'open')));
}
