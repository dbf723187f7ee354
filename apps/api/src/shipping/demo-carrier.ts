/**
 * The demo shop's courier aggregator, with nothing outside the machine. Quotes come from India Post's
 * bundled directory: two couriers, an express and a surface one, quote by distance and charged weight the
 * way aggregators do: the nearer the pincodes (same sorting district, postal circle, zone), the sooner and
 * cheaper. To the islands (Andaman & Nicobar, Lakshadweep) parcels go by sea and air through a partner,
 * which collects no cash on delivery.
 *
 * Booking keeps nothing: every id and the AWB are made from the shop's order id, so a repeated step
 * answers what the first did; the label is drawn on request and travels as a data: URL. A booked parcel
 * moves along on a clock, one step every `stepMinutes` after booking: picked up, in transit, out for
 * delivery, delivered. One parcel in five (an order id that is a multiple of five) finds nobody at home on its
 * first attempt, so the shop's delivery problems can be tried: the courier follows the shop's answer (another
 * attempt a step later, or on the day asked for, and delivered; or back to the shop), and without one tries
 * twice more, two steps apart, then returns it. The demo sends no webhooks; the pull asks it.
 */
import type { TrackingStep } from '../db/tables/values';
import {
  CarrierRefusedError,
  chargedWeightGrams,
  type AssignedAwb,
  type Carrier,
  type CourierQuote,
  type DeliveryAnswer,
  type GivenAnswer,
  type ServiceabilityRequest,
  type ShipmentRequest,
  type TrackingUpdate,
} from './carrier';
import { workingDaysFrom } from './delivery-estimate';
import { renderDemoLabel, type ReturnAddress } from './demo-label';
import { postOfficesOf } from './pincode-directory';

/** How far apart two pincodes are, nearest first: the number of leading digits they share decides. */
const DISTANCES = [
  { sharedDigits: 3, days: 2, rateFactor: 1 },
  { sharedDigits: 2, days: 3, rateFactor: 1.2 },
  { sharedDigits: 1, days: 4, rateFactor: 1.4 },
  { sharedDigits: 0, days: 6, rateFactor: 1.7 },
] as const;

function distance(from: string, to: string): { days: number; rateFactor: number } {
  return DISTANCES.find(({ sharedDigits }) => from.slice(0, sharedDigits) === to.slice(0, sharedDigits))!;
}

/** A courier's days for a distance: its offset from the distance's days, never under one. */
function courierDays(distanceDays: number, dayOffset: number): number {
  return Math.max(1, distanceDays + dayOffset);
}

const HALF_KILO = 500;

/** Andaman & Nicobar (744…) and Lakshadweep (6825…). */
const ISLANDS = /^(744|6825)/;

const COURIERS = [
  { courierId: 'demo-express', courierName: 'Demo Express (air)', firstSlabRupees: 60, nextSlabRupees: 45, dayOffset: -1 },
  { courierId: 'demo-surface', courierName: 'Demo Surface', firstSlabRupees: 40, nextSlabRupees: 30, dayOffset: 1 },
] as const;

/** A demo parcel's journey after booking to its first attempt, one step each `stepMinutes`; lastMile says what follows. */
const JOURNEY: readonly { step: TrackingStep; words: string }[] = [
  { step: 'picked_up', words: 'Picked up from the shop' },
  { step: 'in_transit', words: 'In transit' },
  { step: 'out_for_delivery', words: 'Out for delivery' },
];

/** Attempts before a parcel nobody answered for goes back (as Shiprocket's couriers make). */
const DEMO_ATTEMPTS = 3;
const NOBODY_HOME = 'Consignee not available';

/** 09:00 in India on `date` (YYYY-MM-DD): when a courier sets out on the day asked for. */
function morningOf(date: string): number {
  return Date.parse(`${date}T09:00:00+05:30`);
}

/**
 * The scans after the parcel went out for delivery, from `outAt`: delivered, or (one in five) a failed first
 * attempt and what follows the shop's first answer.
 */
function lastMile(orderId: number, outAt: number, stepMs: number, answers: readonly GivenAnswer[]): { step: TrackingStep; words: string; at: number }[] {
  if (orderId % 5 !== 0) return [{ step: 'delivered', words: 'Delivered', at: outAt + stepMs }];
  const scans: { step: TrackingStep; words: string; at: number }[] = [];
  const answer = answers[0];
  for (let attempt = 1; attempt <= DEMO_ATTEMPTS; attempt++) {
    const failedAt = outAt + (2 * attempt - 1) * stepMs;
    if (answer && answer.at.getTime() < failedAt) break;
    if (attempt > 1) scans.push({ step: 'out_for_delivery', words: 'Out for delivery', at: failedAt - stepMs });
    scans.push({ step: 'delivery_failed', words: NOBODY_HOME, at: failedAt });
  }
  if (answer?.action === 'reattempt') {
    const setOut = Math.max(answer.at.getTime() + stepMs, answer.date ? morningOf(answer.date) : 0);
    scans.push({ step: 'out_for_delivery', words: 'Out for delivery', at: setOut }, { step: 'delivered', words: 'Delivered', at: setOut + stepMs });
  } else {
    const from = answer ? answer.at.getTime() : outAt + (2 * DEMO_ATTEMPTS - 1) * stepMs;
    scans.push({ step: 'rto_initiated', words: 'Return to origin initiated', at: from + stepMs }, { step: 'rto_delivered', words: 'Returned to the shop', at: from + 2 * stepMs });
  }
  return scans;
}

const DATA_URL_PREFIX = 'data:application/pdf;base64,';

export interface DemoCarrierOptions {
  /** Minutes between the steps of a booked parcel's journey. */
  stepMinutes: number;
  /** Who sends the parcels and takes back the undelivered ones: the seller's name and address, printed on labels. */
  returnTo: ReturnAddress;
  now?: () => number;
}

/** "DEMO0000000042" for order 42: the same AWB however often the order is booked. */
function demoAwb(orderId: number): string {
  return `DEMO${String(orderId).padStart(10, '0')}`;
}

/** "DEMR0000000007" for return 7: a reverse pickup's AWB. */
function demoReturnAwb(returnId: number): string {
  return `DEMR${String(returnId).padStart(10, '0')}`;
}

/** A reverse pickup on the clock: collected from the customer a step after booking, in transit, at the shop. */
function returnJourney(awb: string, bookedAt: Date, stepMs: number, now: number): TrackingUpdate {
  const steps: { step: TrackingStep; words: string }[] = [
    { step: 'picked_up', words: 'Picked up from the customer' },
    { step: 'in_transit', words: 'In transit' },
    { step: 'delivered', words: 'Delivered to the shop' },
  ];
  const scans = steps
    .map(({ step, words }, index) => ({ step, detail: words, at: new Date(bookedAt.getTime() + (index + 1) * stepMs) }))
    .filter((scan) => scan.at.getTime() <= now)
    .map((scan) => ({ ...scan, key: `${scan.at.toISOString()} ${scan.step}` }));
  return { awb, courierStatus: scans.at(-1)?.detail ?? null, scans };
}

/** The shop's order id inside a demo shipment id ("DEMO-SHIPMENT-42"). */
function orderIdOf(carrierShipmentId: string): number {
  const match = /^DEMO-SHIPMENT-(\d+)$/.exec(carrierShipmentId);
  if (!match) throw new CarrierRefusedError(`The demo carrier made no shipment ${carrierShipmentId}`);
  return Number(match[1]);
}

export function createDemoCarrier({ stepMinutes, returnTo, now = Date.now }: DemoCarrierOptions): Carrier {
  async function quotes(request: ServiceabilityRequest): Promise<CourierQuote[]> {
    if ((await postOfficesOf(request.deliveryPincode)).length === 0) return [];
    const cashOnDelivery = !ISLANDS.test(request.deliveryPincode);
    if (request.cashOnDelivery && !cashOnDelivery) return [];
    const { days, rateFactor } = distance(request.pickupPincode, request.deliveryPincode);
    const slabs = Math.ceil(chargedWeightGrams(request.parcel) / HALF_KILO);
    return COURIERS.map((courier) => ({
      courierId: courier.courierId,
      courierName: courier.courierName,
      ratePaise: Math.round((courier.firstSlabRupees + (slabs - 1) * courier.nextSlabRupees) * rateFactor) * 100,
      estimatedDays: courierDays(days, courier.dayOffset),
      cashOnDelivery,
    }));
  }

  return {
    name: 'demo',
    // What its couriers quote: the faster one to the nearest pincodes, the slower one to the farthest.
    transitDays: {
      min: Math.min(...COURIERS.map((courier) => courierDays(DISTANCES[0].days, courier.dayOffset))),
      max: Math.max(...COURIERS.map((courier) => courierDays(DISTANCES[DISTANCES.length - 1]!.days, courier.dayOffset))),
    },
    quotes,

    async createOrder(request: ShipmentRequest) {
      return { carrierOrderId: `DEMO-ORDER-${request.orderId}`, carrierShipmentId: `DEMO-SHIPMENT-${request.orderId}` };
    },

    async assignAwb(carrierShipmentId: string, courierId: string): Promise<AssignedAwb> {
      const courier = COURIERS.find((known) => known.courierId === courierId);
      if (!courier) throw new CarrierRefusedError(`The demo carrier has no courier ${courierId}`);
      return { awb: demoAwb(orderIdOf(carrierShipmentId)), courierId, courierName: courier.courierName, ratePaise: null, trackingUrl: null };
    },

    async generateLabel(carrierShipmentId: string, request: ShipmentRequest, assigned: Pick<AssignedAwb, 'awb' | 'courierName'>) {
      orderIdOf(carrierShipmentId);
      const pdf = await renderDemoLabel({ awb: assigned.awb, courierName: assigned.courierName, request, returnTo });
      return { labelUrl: `${DATA_URL_PREFIX}${pdf.toString('base64')}` };
    },

    async fetchLabel(labelUrl: string) {
      if (!labelUrl.startsWith(DATA_URL_PREFIX)) throw new CarrierRefusedError('The demo carrier keeps its labels in data: URLs only');
      return new Uint8Array(Buffer.from(labelUrl.slice(DATA_URL_PREFIX.length), 'base64'));
    },

    async schedulePickup(carrierShipmentId: string) {
      orderIdOf(carrierShipmentId);
      return { pickupDate: workingDaysFrom(now(), 1) };
    },

    async track({ awb, bookedAt, answers = [] }): Promise<TrackingUpdate> {
      if (/^DEMR\d{10}$/.test(awb)) return returnJourney(awb, bookedAt, stepMinutes * 60_000, now());
      if (!/^DEMO\d{10}$/.test(awb)) throw new CarrierRefusedError(`The demo carrier booked no parcel ${awb}`);
      const stepMs = stepMinutes * 60_000;
      const onTheWay = JOURNEY.map(({ step, words }, index) => ({ step, words, at: bookedAt.getTime() + (index + 1) * stepMs }));
      const scans = [...onTheWay, ...lastMile(Number(awb.slice(4)), onTheWay.at(-1)!.at, stepMs, answers)]
        .filter((scan) => scan.at <= now())
        .map(({ step, words, at }) => ({ step, detail: words, at: new Date(at), key: `${new Date(at).toISOString()} ${step}` }));
      return { awb, courierStatus: scans.at(-1)?.detail ?? null, scans };
    },

    async answerDeliveryProblem({ awb }: DeliveryAnswer) {
      // The demo keeps nothing: the pull hands it the shop's answers each time it asks (track).
      if (!/^DEMO\d{10}$/.test(awb)) throw new CarrierRefusedError(`The demo carrier booked no parcel ${awb}`);
    },

    async createReturnOrder({ returnId }) {
      return { carrierOrderId: `DEMO-RETURN-ORDER-${returnId}`, carrierShipmentId: `DEMO-RETURN-${returnId}` };
    },

    async assignReturnAwb(carrierShipmentId: string): Promise<AssignedAwb> {
      const match = /^DEMO-RETURN-(\d+)$/.exec(carrierShipmentId);
      if (!match) throw new CarrierRefusedError(`The demo carrier made no return shipment ${carrierShipmentId}`);
      return { awb: demoReturnAwb(Number(match[1])), courierId: 'demo-surface', courierName: 'Demo Surface', ratePaise: null, trackingUrl: null };
    },

    readWebhook: () => null,
  };
}
