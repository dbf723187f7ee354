/**
 * Reverse pickups on their way: housekeeping asks the carrier about each booked one not yet at the shop and records
 * when it was collected and when it arrived; each scan also joins the order's timeline (with its words marked as
 * the return's), so the customer and staff read one story. A scan is recorded once, by its key.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderStatusHistory, returns } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Logger } from '../../logger';
import { CarrierRefusedError, CarrierUnavailableError, type Carrier } from '../../shipping';

export async function trackReturnPickups(db: Database, carrier: Carrier, logger: Pick<Logger, 'warn'>, batchSize = 25): Promise<number> {
  const due = await db
    .select()
    .from(returns)
    .where(and(eq(returns.pickupStatus, 'booked'), isNull(returns.arrivedAt), isNotNull(returns.awb)))
    .orderBy(asc(returns.pickupBookedAt))
    .limit(batchSize);
  let moved = 0;
  for (const ret of due) {
    let update;
    try {
      update = await carrier.track({ awb: ret.awb!, bookedAt: ret.pickupBookedAt ?? ret.createdAt });
    } catch (error) {
      if (error instanceof CarrierUnavailableError || error instanceof CarrierRefusedError) {
        logger.warn({ returnId: ret.id, err: error.message }, 'The courier aggregator did not answer about a reverse pickup; asking again next run');
        continue;
      }
      throw error;
    }
    const pickedUp = update.scans.find((scan) => scan.step === 'picked_up');
    const arrived = update.scans.find((scan) => scan.step === 'delivered');
    await inTransaction(db, async (tx) => {
      for (const scan of update.scans) {
        if (scan.step === null) continue;
        // The return's arrival is not the order's delivery: it joins the timeline as a move on the way back.
        const status = scan.step === 'picked_up' ? 'picked_up' : 'in_transit';
        const detail = `Return: ${scan.detail ?? scan.step.replace('_', ' ')}`.slice(0, 300);
        await tx.insert(orderStatusHistory).values({ orderId: ret.orderId, status, at: scan.at, detail, scanKey: `return:${ret.id}:${scan.key}` }).onConflictDoNothing();
      }
      await tx
        .update(returns)
        .set({ pickedUpAt: ret.pickedUpAt ?? pickedUp?.at ?? null, arrivedAt: arrived?.at ?? null })
        .where(eq(returns.id, ret.id));
    });
    if (pickedUp || arrived) moved += 1;
  }
  return moved;
}
