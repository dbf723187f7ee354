/**
 * A courier's failed delivery attempts (NDRs) as the shop keeps them: the rules of an answer (the courier's
 * deadline, its attempts, the days a new attempt may be asked for), the reason read from the courier's words,
 * and a problem as the customer and staff see it. Opening, answering and the deadline cross orders and
 * messages, so they are flows (flows/delivery-problems/).
 */
import type { Schema } from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { deliveryProblems } from '../db/schema';
import type { DeliveryProblemReason } from '../db/tables/values';
import { indianDate } from '../kernel';

/** Shiprocket asks for an answer within 24 hours and makes three attempts before returning a parcel. */
export const DELIVERY_PROBLEM_RULES = { answerHours: 24, maxAttempts: 3, daysAhead: 5 } as const;

export type DeliveryProblemRow = typeof deliveryProblems.$inferSelect;

/** The courier's words, as couriers write them, for each reason; the first that matches decides. */
const REASON_WORDS: readonly [DeliveryProblemReason, RegExp][] = [
  ['refused', /refus|reject|not (?:want|interested)|cancel/i],
  ['address_incomplete', /address|incomplete|wrong|incorrect|not found|locat|landmark|out of delivery area|\boda\b/i],
  ['phone_unreachable', /phone|mobile|switch(?:ed)? off|not reachable|unreachable|not answer|no response|call/i],
  ['customer_unavailable', /not (?:available|at home|present)|unavailable|door ?lock|premises closed|consignee|absent|reschedul|future delivery/i],
];

export function reasonOf(words: string | null): DeliveryProblemReason {
  if (words === null) return 'other';
  return REASON_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? 'other';
}

/** YYYY-MM-DD `days` after `date`. */
export function daysAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The days a new attempt may be asked for, seen at `now`: from tomorrow to DELIVERY_PROBLEM_RULES.daysAhead days on, India's calendar. */
export function reattemptDays(now: Date): { earliest: string; latest: string } {
  const today = indianDate(now);
  return { earliest: daysAfter(today, 1), latest: daysAfter(today, DELIVERY_PROBLEM_RULES.daysAhead) };
}

export function reshapeDeliveryProblem(row: DeliveryProblemRow, now: Date): Schema<'DeliveryProblem'> {
  const { earliest, latest } = reattemptDays(now);
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    courier_words: row.courierWords,
    attempt: row.attempt,
    max_attempts: DELIVERY_PROBLEM_RULES.maxAttempts,
    reported_at: row.reportedAt.toISOString(),
    answer_by: row.answerBy.toISOString(),
    earliest_date: earliest,
    latest_date: latest,
    answer:
      row.action === null || row.answeredAt === null
        ? null
        : {
            action: row.action,
            date: row.preferredDate,
            phone: row.phone,
            address_line: row.addressLine,
            answered_at: row.answeredAt.toISOString(),
            answered_by: row.answeredByStaffId === null ? 'customer' : 'staff',
          },
  };
}

/** An order's latest delivery problem, or null. */
export async function latestDeliveryProblem(db: Database | Transaction, orderId: number): Promise<DeliveryProblemRow | null> {
  const [row] = await db.select().from(deliveryProblems).where(eq(deliveryProblems.orderId, orderId)).orderBy(desc(deliveryProblems.id)).limit(1);
  return row ?? null;
}

/** The answers the courier took for a shipment, oldest first, for a carrier that keeps nothing (the demo). */
export async function givenAnswers(db: Database, shipmentId: number): Promise<{ action: 'reattempt' | 'return'; date: string | null; at: Date }[]> {
  const rows = await db
    .select({ action: deliveryProblems.action, date: deliveryProblems.preferredDate, at: deliveryProblems.answeredAt })
    .from(deliveryProblems)
    .where(and(eq(deliveryProblems.shipmentId, shipmentId), eq(deliveryProblems.carrierStatus, 'sent')))
    .orderBy(deliveryProblems.answeredAt);
  return rows.map((row) => ({ action: row.action!, date: row.date, at: row.at! }));
}
