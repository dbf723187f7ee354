/**
 * The reverse pickup goes to the carrier by a job, enqueued with the approval: the request answers at once, an
 * aggregator that is down is asked again with backoff (the job's retries), and one that refuses is recorded for
 * staff (`refused`, with its words), who may ask the customer to send it themselves. Two steps, each saved before
 * the next (the return order, then its AWB), so a retry resumes where the last one stopped and makes nothing twice.
 * The courier calls the shop at the seller's customer-care phone (the seller's details in the site's content); a
 * shop without one is refused before anything is sent, with words that say where to add it.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, returnLines, returns } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { JobHandler, JobQueue } from '../../jobs';
import type { SellerConfig } from '../../kernel';
import type { Logger } from '../../logger';
import { notify } from '../../notify';
import { CarrierRefusedError, postOfficesOf, returnShipmentRequestOf, type Carrier } from '../../shipping';
import { sellerCarePhone } from '../../site';
import { shopNow } from '../../shop-clock';

const NO_SHOP_PHONE = 'The seller’s details have no customer-care phone for the courier to call (Site, Seller details)';

export const BOOK_RETURN_PICKUP_QUEUE: JobQueue = { name: 'book-return-pickup', retryLimit: 10, retryDelaySeconds: 30 };

export interface PickupContext {
  siteUrl: string;
  seller: SellerConfig;
  pickupPincode: string;
  shopEmail: string;
}

export async function bookReturnPickup(db: Database, carrier: Carrier, returnId: number, context: PickupContext, logger: Pick<Logger, 'warn'>): Promise<void> {
  const [found] = await db.select({ ret: returns, order: orders }).from(returns).innerJoin(orders, eq(orders.id, returns.orderId)).where(eq(returns.id, returnId));
  if (!found || found.ret.pickupStatus !== 'booking') return;
  const { ret, order } = found;
  const save = (values: Partial<typeof returns.$inferInsert>) => db.update(returns).set(values).where(eq(returns.id, returnId));
  const refuse = async (why: string) => {
    logger.warn({ returnId, err: why }, 'A reverse pickup could not be booked');
    await save({ pickupStatus: 'refused', pickupError: why.slice(0, 500) });
  };
  try {
    let shipmentId = ret.carrierShipmentId;
    if (shipmentId === null) {
      const phone = await sellerCarePhone(db);
      if (phone === null) return await refuse(NO_SHOP_PHONE);
      const lines = await db.select({ orderItemId: returnLines.orderItemId, quantity: returnLines.quantity }).from(returnLines).where(eq(returnLines.returnId, returnId));
      const shipment = await returnShipmentRequestOf(db, order, context.pickupPincode, new Map(lines.map((line) => [line.orderItemId, line.quantity])));
      const [office] = await postOfficesOf(context.pickupPincode);
      const made = await carrier.createReturnOrder({
        returnId,
        shipment,
        returnTo: { name: context.seller.legalName, address: context.seller.address, city: office?.District ?? '', state: context.seller.state.name, pincode: context.pickupPincode, email: context.shopEmail, phone },
        // The courier checks goods that should be sellable; one said to be damaged or wrong is taken as it is.
        qualityCheck: ret.reason === 'no_longer_needed' || ret.reason === 'not_as_described',
      });
      await save({ carrierOrderId: made.carrierOrderId, carrierShipmentId: made.carrierShipmentId });
      shipmentId = made.carrierShipmentId;
    }
    const assigned = await carrier.assignReturnAwb(shipmentId);
    await inTransaction(db, async (tx) => {
      const [booked] = await tx
        .update(returns)
        .set({ pickupStatus: 'booked', awb: assigned.awb, courierName: assigned.courierName, pickupBookedAt: shopNow(), pickupError: null })
        .where(eq(returns.id, returnId))
        .returning({ id: returns.id });
      if (booked) await notify(tx, { name: 'return_update', news: { orderId: order.id, returnId, step: 'pickup_booked', pickup: { date: null, awb: assigned.awb } }, siteUrl: context.siteUrl }, { userId: order.userId });
    });
  } catch (error) {
    if (!(error instanceof CarrierRefusedError)) throw error;
    await refuse(error.message);
  }
}

export function bookReturnPickupJob(db: Database, carrier: Carrier, context: PickupContext, logger: Logger): JobHandler {
  return {
    queue: BOOK_RETURN_PICKUP_QUEUE,
    run: async (data) => bookReturnPickup(db, carrier, Number((data as { returnId?: unknown }).returnId), context, logger),
  };
}
