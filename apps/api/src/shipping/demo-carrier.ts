/**
 * The demo shop's courier aggregator: answers from India Post's bundled directory, with nothing outside
 * the machine. Two couriers, an express and a surface one, quote by distance and charged weight the way
 * aggregators do: the nearer the pincodes (same sorting district, postal circle, zone), the sooner and
 * cheaper. To the islands (Andaman & Nicobar, Lakshadweep) parcels go by sea and air through a partner,
 * which collects no cash on delivery.
 */
import { chargedWeightGrams, type Carrier, type CourierQuote, type ServiceabilityRequest } from './carrier';
import { postOfficesOf } from './pincode-directory';

/** How far apart two pincodes are: the number of leading digits they share decides. */
function distance(from: string, to: string): { days: number; rateFactor: number } {
  if (from.slice(0, 3) === to.slice(0, 3)) return { days: 2, rateFactor: 1 };
  if (from.slice(0, 2) === to.slice(0, 2)) return { days: 3, rateFactor: 1.2 };
  if (from[0] === to[0]) return { days: 4, rateFactor: 1.4 };
  return { days: 6, rateFactor: 1.7 };
}

const HALF_KILO = 500;

/** Andaman & Nicobar (744…) and Lakshadweep (6825…). */
const ISLANDS = /^(744|6825)/;

const COURIERS = [
  { courierId: 'demo-express', courierName: 'Demo Express (air)', firstSlabRupees: 60, nextSlabRupees: 45, dayOffset: -1 },
  { courierId: 'demo-surface', courierName: 'Demo Surface', firstSlabRupees: 40, nextSlabRupees: 30, dayOffset: 1 },
] as const;

export function createDemoCarrier(): Carrier {
  return {
    name: 'demo',
    async quotes(request: ServiceabilityRequest): Promise<CourierQuote[]> {
      if ((await postOfficesOf(request.deliveryPincode)).length === 0) return [];
      const cashOnDelivery = !ISLANDS.test(request.deliveryPincode);
      if (request.cashOnDelivery && !cashOnDelivery) return [];
      const { days, rateFactor } = distance(request.pickupPincode, request.deliveryPincode);
      const slabs = Math.ceil(chargedWeightGrams(request.parcel) / HALF_KILO);
      return COURIERS.map((courier) => ({
        courierId: courier.courierId,
        courierName: courier.courierName,
        ratePaise: Math.round((courier.firstSlabRupees + (slabs - 1) * courier.nextSlabRupees) * rateFactor) * 100,
        estimatedDays: Math.max(1, days + courier.dayOffset),
        cashOnDelivery,
      }));
    },
  };
}
