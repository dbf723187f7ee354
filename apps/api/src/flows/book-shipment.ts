/**
 * Booking an order's parcel with the courier aggregator from the back-office, in four steps: the aggregator's
 * order, the AWB from the chosen courier, the label, the pickup. Each answer is saved on the order's
 * `shipments` row as it comes, so an attempt the aggregator broke off (down, or refusing) is resumed from its
 * last saved step and never repeats one; a claim on the row (shipping/booking-claims.ts) keeps two attempts from
 * running at once. When every step is done the order moves to Shipped through changeDeliveryStatus, in the
 * transaction that marks the row booked, with the AWB, the courier and its tracking page: the customer's mail and
 * timeline are those of a parcel shipped by hand. A flow: booking is the shipping module's, the move the orders'.
 *
 * Everything the shop can refuse (unknown order, stale version, an order that cannot go out, a courier that
 * does not serve the pincode) is refused before the aggregator is called.
 */
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Database } from '../db/database';
import { orders, shipments } from '../db/schema';
import { ConflictError, InvalidInputError, ServiceUnavailableError, problem } from '../errors';
import { changeDeliveryStatus, orderReadyToShip } from '../orders';
import { carrierFailure, claimBooking, markBooked, quoteOrder, releaseClaim, saveStep, shipmentRequestOf, type Carrier, type Claim, type CourierQuote, type CourierSettings, type ShipmentRow } from '../shipping';
import { inTransaction } from '../db/transaction';
import type { SellerConfig } from '../kernel';

export interface BookingContext extends CourierSettings {
  siteUrl: string;
  seller: SellerConfig;
  staffId: number;
}

export interface BookingRequest {
  /** The order's version as staff read it. */
  version: number;
  /** One of the quoted couriers; the recommended one when absent. */
  courierId?: string | undefined;
}

export async function bookShipment(db: Database, carrier: Carrier, orderId: number, booking: BookingRequest, context: BookingContext): Promise<void> {
  const order = await orderReadyToShip(db, orderId, booking.version);
  const [existing] = await db.select({ awb: shipments.awb }).from(shipments).where(eq(shipments.orderId, orderId));
  // Once the AWB is assigned the courier is settled; until then each attempt may choose again.
  const courier = existing?.awb ? undefined : await chosenCourier(db, carrier, order, booking.courierId, context);
  const request = await shipmentRequestOf(db, order, context.pickupPincode);

  let claim = await claimBooking(db, orderId, carrier.name, context.staffId);
  let stage: Stage = 'order';
  try {
    if (claim.row.awb === null && courier) {
      claim = await saveStep(db, claim, { courierId: courier.courierId, courierName: courier.courierName, ratePaise: courier.ratePaise });
    }
    if (claim.row.carrierShipmentId === null) {
      const created = await carrier.createOrder(request);
      claim = await saveStep(db, claim, { carrierOrderId: created.carrierOrderId, carrierShipmentId: created.carrierShipmentId });
    }
    const shipmentId = claim.row.carrierShipmentId!;
    stage = 'awb';
    if (claim.row.awb === null) {
      const assigned = await carrier.assignAwb(shipmentId, claim.row.courierId!);
      claim = await saveStep(db, claim, {
        awb: assigned.awb,
        courierId: assigned.courierId,
        courierName: assigned.courierName.slice(0, 100),
        ratePaise: assigned.ratePaise ?? claim.row.ratePaise,
        trackingUrl: httpsPage(assigned.trackingUrl),
      });
    }
    stage = 'label';
    if (claim.row.labelUrl === null) claim = await saveStep(db, claim, { labelUrl: (await carrier.generateLabel(shipmentId, request, { awb: claim.row.awb!, courierName: claim.row.courierName! })).labelUrl });
    stage = 'pickup';
    if (claim.row.pickupScheduledFor === null) claim = await saveStep(db, claim, { pickupScheduledFor: (await carrier.schedulePickup(shipmentId)).pickupDate });
    stage = 'move';
    await shipBooked(db, claim, context);
  } catch (error) {
    // The claim ends with the reason, so staff see it and the next press resumes at once; should even that
    // write fail, the lease frees the row.
    await releaseClaim(db, claim, `${STAGES[stage]}: ${reasonFor(error)}`).catch(() => undefined);
    throw carrierFailure(error);
  }
}

type Stage = 'order' | 'awb' | 'label' | 'pickup' | 'move';

/** Where an attempt stopped, as staff read it before the reason. */
const STAGES: Record<Stage, string> = {
  order: 'Stopped creating the aggregator’s order',
  awb: 'Stopped assigning the AWB',
  label: 'Stopped making the label',
  pickup: 'Stopped asking for the pickup',
  move: 'Booked, but the order could not be marked shipped',
};

/** The courier staff named, if the aggregator quotes it for this parcel; else the recommended one. */
async function chosenCourier(db: Database, carrier: Carrier, order: typeof orders.$inferSelect, courierId: string | undefined, settings: CourierSettings): Promise<CourierQuote> {
  const { couriers, recommended } = await quoteOrder(db, carrier, order, settings);
  if (courierId === undefined) {
    if (recommended) return recommended;
    const message = `No courier the aggregator offers delivers this parcel to ${order.shipZipCode}${order.paymentMethod === 'cash_on_delivery' ? ' with cash on delivery' : ''}.`;
    const none = problem('no_courier_serves', message);
    throw new ConflictError(none, { carrier: [none] });
  }
  const chosen = couriers.find((quote) => quote.courierId === courierId);
  if (!chosen) throw new InvalidInputError({ courier_id: [problem('courier_not_serving', `This courier does not take this parcel to ${order.shipZipCode}; choose one of the couriers quoted.`)] }, 'Choose another courier.');
  return chosen;
}

/** Booked and shipped together: the row is `booked` exactly when the order left through it. */
async function shipBooked(db: Database, claim: Claim, context: BookingContext): Promise<void> {
  await inTransaction(db, async (tx) => {
    const booked = await markBooked(tx, claim);
    await recordAudit(tx, { actorId: context.staffId, action: 'order.book_shipment', entityType: 'order', entityId: booked.orderId, before: null, after: bookingAuditShape(booked) });
    await changeDeliveryStatus(
      tx,
      booked.orderId,
      { to: 'shipped', shipment: { courier: booked.courierName!, trackingNumber: booked.awb!, trackingUrl: booked.trackingUrl } },
      { siteUrl: context.siteUrl, seller: context.seller, actorId: context.staffId },
    );
  });
}

/** Why an attempt stopped: the aggregator's words, or the shop's refusal; nothing of an unexpected error. */
function reasonFor(error: unknown): string {
  const failure = carrierFailure(error);
  if (failure instanceof ConflictError || failure instanceof InvalidInputError || failure instanceof ServiceUnavailableError) {
    const words = Object.values(failure.fieldErrors ?? {}).flat();
    return words.length > 0 ? words.join(' ') : failure.detail;
  }
  return 'something unexpected happened. Book again to finish it.';
}

/** The customer's Track link opens it, so only a well-formed https page is kept. */
function httpsPage(url: string | null): string | null {
  if (url === null || url.length > 500 || /\s/.test(url)) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The booking as the audit log keeps it: the aggregator's ids, the courier, what it charges; no one's details. */
function bookingAuditShape(row: ShipmentRow) {
  return {
    carrier: row.carrier,
    carrier_order_id: row.carrierOrderId,
    carrier_shipment_id: row.carrierShipmentId,
    courier: row.courierName,
    awb: row.awb,
    rate_paise: row.ratePaise,
    pickup_scheduled_for: row.pickupScheduledFor,
  };
}
