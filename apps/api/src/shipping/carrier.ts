/**
 * The courier aggregator the shop ships through, as the domain needs it: which couriers deliver a parcel
 * from the shop's pickup pincode to a shopper's, at what rate, in how many days, and whether they collect
 * cash on delivery; booking a parcel (order, AWB, label, pickup); and its tracking. Adapters:
 * shiprocket-carrier.ts (the real aggregator) and demo-carrier.ts (for `npm start`); choose-carrier.ts
 * picks one from the configuration.
 */
import type { CarrierName, TrackingStep } from '../db/tables/values';

/** A packed parcel as a courier weighs and measures it. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface ServiceabilityRequest {
  pickupPincode: string;
  deliveryPincode: string;
  parcel: Parcel;
  /** Whether the parcel would be paid for on delivery: couriers quote only those that collect cash. */
  cashOnDelivery: boolean;
  /** What the parcel's contents are worth, for the courier's liability. */
  declaredValuePaise: number;
}

/** One courier's offer for a parcel. */
export interface CourierQuote {
  courierId: string;
  courierName: string;
  ratePaise: number;
  /** Working days from pickup to delivery, as the courier estimates them. */
  estimatedDays: number;
  /** Whether this courier collects cash on delivery to that pincode. */
  cashOnDelivery: boolean;
}

/** What a courier needs to carry an order: who receives it, what is in it, and what to collect. */
export interface ShipmentRequest {
  /** The shop's order id: the aggregator's order is named after it, so a retried booking never makes a second. */
  orderId: number;
  orderDate: Date;
  pickupPincode: string;
  consignee: {
    name: string;
    phone: string;
    email: string;
    address: string;
    addressLine2: string | null;
    city: string;
    state: string;
    pincode: string;
  };
  items: { name: string; sku: string; units: number; unitPricePaise: number; hsnCode: string }[];
  parcel: Parcel;
  /** The order's total: what the goods are worth, and what the courier collects for cash on delivery. */
  totalPaise: number;
  cashOnDelivery: boolean;
}

/** The aggregator's own names for the order and its shipment, once it has made them. */
export interface CarrierOrder {
  carrierOrderId: string;
  carrierShipmentId: string;
}

/** The air waybill the courier assigned: the tracking number, and the courier's page for it. */
export interface AssignedAwb {
  awb: string;
  courierId: string;
  courierName: string;
  /** What the aggregator charges the shop, when it says. */
  ratePaise: number | null;
  /** The courier's (or aggregator's) public tracking page; https only. */
  trackingUrl: string | null;
}

/**
 * One scan of a parcel as the courier reports it. `step` is the shop's name for it, or null for a scan the
 * shop does not show (a manifest, a label printed). `key` is the same whenever the same scan is reported
 * again, by webhook or by asking, so it is recorded once.
 */
export interface TrackingScan {
  step: TrackingStep | null;
  /** The courier's words and place, for the timeline ("Arrived at hub, Pune"); null when it gave none. */
  detail: string | null;
  at: Date;
  key: string;
}

/** A tracking update, pushed (a webhook) or pulled (asking about an AWB). */
export interface TrackingUpdate {
  awb: string;
  /** The courier's status as sent, for staff reviewing an update nobody expected. */
  courierStatus: string | null;
  scans: TrackingScan[];
}

/**
 * What the shop tells the courier about a failed delivery attempt (an NDR): deliver again, optionally on a day
 * (YYYY-MM-DD, India's calendar), to a corrected phone or address line; or bring the parcel back.
 */
export interface DeliveryAnswer {
  awb: string;
  action: 'reattempt' | 'return';
  date: string | null;
  phone: string | null;
  addressLine: string | null;
}

/** An answer the courier took, and when the shop gave it: what a carrier that keeps nothing (the demo) follows. */
export interface GivenAnswer {
  action: DeliveryAnswer['action'];
  date: string | null;
  at: Date;
}

/**
 * A reverse pickup: the courier collects returned units from the customer (`shipment.consignee` is where, its
 * items the units coming back, never cash to collect) and brings them to the shop (`returnTo`). Named after the
 * shop's return id, so a retried booking never makes a second; `qualityCheck` asks the courier to check the
 * goods at the door (Shiprocket's doorstep QC) before taking them.
 */
export interface ReturnPickupRequest {
  returnId: number;
  shipment: ShipmentRequest;
  /** The shop, where the goods go back; `phone` is the one the courier calls there (the seller's customer care). */
  returnTo: { name: string; address: string; city: string; state: string; pincode: string; email: string; phone: string };
  qualityCheck: boolean;
}

export interface Carrier {
  /** Shown to staff (which integration booked a parcel) and in logs. */
  readonly name: CarrierName;
  /**
   * The fewest and most working days from pickup to delivery its couriers take anywhere in India, as the shop
   * states them to search engines and shopping feeds; null when the aggregator quotes days per pincode only.
   */
  readonly transitDays: { min: number; max: number } | null;
  /**
   * The couriers that deliver the parcel: an empty list when none serves that pincode. Throws
   * CarrierUnavailableError when the aggregator cannot be asked (down, slow, refusing the shop's login).
   */
  quotes(request: ServiceabilityRequest): Promise<CourierQuote[]>;
  /**
   * Booking, one step each, so the shop saves each result before the next and resumes a booking broken off
   * part way. Each throws CarrierUnavailableError when the aggregator cannot be asked, and CarrierRefusedError
   * when it answers but refuses (its message is for staff). createOrder with an order id the aggregator already
   * has answers that order again.
   */
  createOrder(request: ShipmentRequest): Promise<CarrierOrder>;
  /** A shipment the aggregator already gave an AWB (an earlier answer lost on the way) answers that AWB again. */
  assignAwb(carrierShipmentId: string, courierId: string): Promise<AssignedAwb>;
  /**
   * Makes the label and answers where its PDF is kept. `request` and `assigned` are the booking's own: an
   * aggregator that keeps the shipment ignores them, one that keeps nothing (the demo) draws the label from them.
   */
  generateLabel(carrierShipmentId: string, request: ShipmentRequest, assigned: Pick<AssignedAwb, 'awb' | 'courierName'>): Promise<{ labelUrl: string }>;
  /** The label's PDF bytes, from where generateLabel said it is kept. */
  fetchLabel(labelUrl: string): Promise<Uint8Array>;
  /**
   * Asks the courier to collect the parcel; answers the day it will (YYYY-MM-DD, India's calendar), or null
   * when the aggregator says the parcel is already queued for a pickup without saying which day (a repeated
   * request whose first answer was lost).
   */
  schedulePickup(carrierShipmentId: string): Promise<{ pickupDate: string | null }>;
  /**
   * Every scan of a booked parcel so far, for the pull that catches what a lost webhook missed. `answers` are the
   * shop's answers to its failed attempts, oldest first: an aggregator that keeps them ignores them, the demo
   * follows them.
   */
  track(shipment: { awb: string; bookedAt: Date; answers?: readonly GivenAnswer[] }): Promise<TrackingUpdate>;
  /**
   * Passes the shop's answer to a failed delivery attempt on to the courier. Throws CarrierUnavailableError when
   * the aggregator cannot be asked now (asked again later), CarrierRefusedError when it refuses (for staff).
   */
  answerDeliveryProblem(answer: DeliveryAnswer): Promise<void>;
  /**
   * Books a reverse pickup in two steps, each saved by the shop before the next: the return order (one per return
   * id: a repeat answers the same order), then the AWB of its return shipment (a shipment that has one answers it
   * again). Errors as for booking.
   */
  createReturnOrder(request: ReturnPickupRequest): Promise<CarrierOrder>;
  assignReturnAwb(carrierShipmentId: string): Promise<AssignedAwb>;
  /**
   * A tracking webhook's body (already authenticated) as an update; null when it is not one (a test ping, an
   * event the shop does not follow). Throws CarrierRefusedError for a body that cannot be read.
   */
  readWebhook(rawBody: string): TrackingUpdate | null;
}

export class CarrierUnavailableError extends Error {}

/** The aggregator answered but refused: its reason is for staff ("Pincode not serviceable by this courier"). */
export class CarrierRefusedError extends Error {}

/**
 * The weight a courier charges for: the heavier of the parcel's own and its volumetric weight (length ×
 * breadth × height in cm / 5000, in kg), as Indian couriers and aggregators bill.
 */
export function chargedWeightGrams(parcel: Parcel): number {
  const volumetricGrams = Math.ceil((parcel.lengthCm * parcel.breadthCm * parcel.heightCm) / 5);
  return Math.max(parcel.weightGrams, volumetricGrams);
}

/** `units` of one product packed together: their weights add up, and they stack one above the other. */
function parcelOfUnits(parcel: Parcel, units: number): Parcel {
  return { ...parcel, weightGrams: parcel.weightGrams * units, heightCm: parcel.heightCm * units };
}

/**
 * Several products packed as one parcel: their weights add up and their boxes stack, each product's units
 * one above the other, on a base as long and as broad as the largest box.
 */
export function parcelOfLines(lines: readonly { parcel: Parcel; units: number }[]): Parcel {
  const stacks = lines.map((line) => parcelOfUnits(line.parcel, line.units));
  return {
    weightGrams: stacks.reduce((total, stack) => total + stack.weightGrams, 0),
    lengthCm: Math.max(...stacks.map((stack) => stack.lengthCm)),
    breadthCm: Math.max(...stacks.map((stack) => stack.breadthCm)),
    heightCm: stacks.reduce((total, stack) => total + stack.heightCm, 0),
  };
}
