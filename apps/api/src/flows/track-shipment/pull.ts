/**
 * The pull: housekeeping asks the aggregator about booked parcels still on their way that its webhook has been
 * silent about for a while (a lost or never-sent webhook), the longest silent first, a bounded batch per run,
 * and applies each answer through the same engine as the webhook, so a scan already known adds nothing. An
 * aggregator that is down is logged and asked again on the next run; any other failure with one parcel (its answer,
 * or applying it) is logged and the pull goes on to the next. Two instances may now and then ask about the same
 * parcel; applying is idempotent.
 */
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, shipments } from '../../db/schema';
import type { Logger } from '../../logger';
import { CarrierRefusedError, CarrierUnavailableError, givenAnswers, type Carrier } from '../../shipping';
import { applyTrackingUpdate, type TrackingContext } from './apply-update';

export interface PullOptions {
  /** Parcels heard of (webhook or pull) within this many minutes are not asked about. */
  silentForMinutes: number;
  /** Parcels asked about per run, so a large backlog never floods the aggregator. */
  batchSize?: number;
}

export async function pullTracking(db: Database, carrier: Carrier, context: TrackingContext & { logger: Logger }, { silentForMinutes, batchSize = 25 }: PullOptions): Promise<{ asked: number }> {
  const due = await db
    .select({ id: shipments.id, orderId: shipments.orderId, awb: shipments.awb, bookedAt: shipments.bookedAt })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.state, 'booked'),
        eq(shipments.carrier, carrier.name),
        eq(orders.deliveryStatus, 'shipped'),
        or(isNull(shipments.lastTrackedAt), lt(shipments.lastTrackedAt, sql`now() - make_interval(mins => ${silentForMinutes})`)),
      ),
    )
    .orderBy(sql`${shipments.lastTrackedAt} asc nulls first`, asc(shipments.id))
    .limit(batchSize);
  let asked = 0;
  for (const parcel of due) {
    // A booked row always has its AWB and booking time (shipments_booked_complete).
    const awb = parcel.awb!;
    let update;
    try {
      asked += 1;
      update = await carrier.track({ awb, bookedAt: parcel.bookedAt!, answers: await givenAnswers(db, parcel.id) });
    } catch (error) {
      if (error instanceof CarrierUnavailableError) {
        context.logger.warn({ err: error.message, shipmentId: parcel.id }, 'The courier aggregator did not answer the tracking pull; asking again next run');
        break;
      }
      if (error instanceof CarrierRefusedError) {
        context.logger.warn({ err: error.message, shipmentId: parcel.id, orderId: parcel.orderId }, 'The courier aggregator refused to track a booked parcel');
        continue;
      }
      context.logger.error({ err: error, shipmentId: parcel.id }, 'Tracking a parcel failed; the pull goes on with the others');
      continue;
    }
    try {
      await applyTrackingUpdate(db, carrier.name, { ...update, awb }, context);
    } catch (error) {
      context.logger.error({ err: error, shipmentId: parcel.id }, 'A pulled tracking update could not be applied; the pull goes on with the others');
    }
  }
  return { asked };
}
