/**
 * The answer to a delivery problem goes to the carrier by a job, enqueued in the transaction that records it:
 * the request answers at once, an aggregator that is down is asked again with backoff (the job's retries), and
 * one that refuses is recorded for staff (`refused`, with its words), who may call the courier. Each answer is
 * sent once it is `pending`, and marked `sent` only from `pending`, so a retried job sends nothing twice.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deliveryProblems, shipments } from '../../db/schema';
import type { JobHandler, JobQueue } from '../../jobs';
import type { Logger } from '../../logger';
import { CarrierRefusedError, type Carrier } from '../../shipping';

export const SEND_DELIVERY_ANSWER_QUEUE: JobQueue = { name: 'send-delivery-answer', retryLimit: 10, retryDelaySeconds: 30 };

export async function sendDeliveryAnswer(db: Database, carrier: Carrier, problemId: number, logger: Pick<Logger, 'warn'>): Promise<void> {
  const [row] = await db
    .select({ problem: deliveryProblems, awb: shipments.awb, carrier: shipments.carrier })
    .from(deliveryProblems)
    .innerJoin(shipments, eq(shipments.id, deliveryProblems.shipmentId))
    .where(eq(deliveryProblems.id, problemId));
  if (!row || row.problem.carrierStatus !== 'pending' || row.problem.action === null) return;
  const settle = (carrierStatus: 'sent' | 'refused', carrierError: string | null = null) =>
    db
      .update(deliveryProblems)
      .set({ carrierStatus, carrierError })
      .where(and(eq(deliveryProblems.id, problemId), eq(deliveryProblems.carrierStatus, 'pending')));
  if (row.carrier !== carrier.name || row.awb === null) return void (await settle('refused', `The parcel was booked with ${row.carrier}, not ${carrier.name}.`));
  const { action, preferredDate, phone, addressLine } = row.problem;
  try {
    await carrier.answerDeliveryProblem({ awb: row.awb, action, date: preferredDate, phone, addressLine });
  } catch (error) {
    if (!(error instanceof CarrierRefusedError)) throw error;
    logger.warn({ problemId, err: error.message }, 'The courier aggregator refused an answer to a failed delivery');
    return void (await settle('refused', error.message.slice(0, 500)));
  }
  await settle('sent');
}

export function sendDeliveryAnswerJob(db: Database, carrier: Carrier, logger: Logger): JobHandler {
  return {
    queue: SEND_DELIVERY_ANSWER_QUEUE,
    run: async (data) => sendDeliveryAnswer(db, carrier, Number((data as { problemId?: unknown }).problemId), logger),
  };
}
