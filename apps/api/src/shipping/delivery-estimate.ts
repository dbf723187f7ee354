/**
 * "Delivery by Thu, 28 Nov", and whether cash on delivery is possible, before the shopper pays: the
 * carrier's quotes for the parcel from the shop's pickup pincode, the courier the owner prefers among
 * them, and the date counted in working days from today in India. Answers are kept a few hours per
 * question, so a product page viewed by many asks the carrier once; a carrier that cannot be asked makes
 * the answer `unknown` (never kept), not an error: the shop still sells.
 *
 * The key is everything the carrier is asked with (the pickup pincode and the courier choice are the
 * estimator's own): the aggregator may answer one parcel or declared value differently from another, so an
 * answer about one cart is never given to another. A refusal is kept only minutes, as it may be a passing
 * refusal that would stop checkout to that pincode for hours.
 */
import { LRUCache } from 'lru-cache';
import { IST_OFFSET_MS } from '../kernel';
import type { RateLimitRule } from '../rate-limit';
import { CarrierUnavailableError, type Carrier, type CourierQuote, type Parcel } from './carrier';

export type CourierChoice = 'cheapest' | 'fastest';

export interface DeliveryEstimate {
  /** `unknown`: the carrier could not be asked just now. */
  status: 'serviceable' | 'not_serviceable' | 'unknown';
  /** The day the parcel should arrive (YYYY-MM-DD, India's calendar), when serviceable. */
  deliverBy: string | null;
  courierName: string | null;
  /** Whether a courier that delivers there collects cash on delivery. */
  cashOnDelivery: boolean;
}

export interface DeliveryEstimator {
  /**
   * `beforeAsking` runs only when the carrier must be asked (the answer is not kept): the place to count the
   * asker against CARRIER_ASKS_PER_CLIENT, and to refuse by throwing.
   */
  estimate(deliveryPincode: string, parcel: Parcel, declaredValuePaise: number, beforeAsking?: () => Promise<void>): Promise<DeliveryEstimate>;
}

/**
 * Key: client IP. Estimates one client makes the shop ask the carrier for: answers already kept cost nothing,
 * but a script walking India's 19,000 pincodes would spend the shop's aggregator quota.
 */
export const CARRIER_ASKS_PER_CLIENT: RateLimitRule = {
  bucket: 'carrier_asks_ip',
  limit: 60,
  windowSeconds: 60 * 60,
  detail: 'Too many delivery checks. Please try again later.',
};

interface EstimatorOptions {
  carrier: Pick<Carrier, 'quotes'>;
  pickupPincode: string;
  courierChoice: CourierChoice;
  /** How long an answer naming couriers is kept. */
  keepMs?: number;
  /** How long an answer naming none (not serviceable) is kept. */
  keepRefusalMs?: number;
  now?: () => number;
}

/** Orders are packed and handed to the courier the next working day. */
const DISPATCH_DAYS = 1;
/** The days Indian couriers deliver on, as `Date.getUTCDay()` numbers them: Monday to Saturday. */
const COURIER_WORKING_DAYS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** How long delivery takes, in the couriers' working days, as the shop states it before any pincode is known. */
export interface DeliveryTimes {
  handlingDays: { min: number; max: number };
  transitDays: { min: number; max: number } | null;
  workingDays: readonly number[];
}

/**
 * The estimate's own figures: the day of dispatch, then the days to anywhere in India. The carrier's own range
 * where it states one, as its couriers quote them; else the owner's usual days (the delivery settings), since an
 * aggregator that quotes days per pincode only (Shiprocket) states none; null when neither does.
 */
export function deliveryTimes(carrier: Pick<Carrier, 'transitDays'>, usualTransitDays: Carrier['transitDays']): DeliveryTimes {
  return { handlingDays: { min: DISPATCH_DAYS, max: DISPATCH_DAYS }, transitDays: carrier.transitDays ?? usualTransitDays, workingDays: COURIER_WORKING_DAYS };
}
const DAY_MS = 24 * 60 * 60 * 1000;
export function createDeliveryEstimator({
  carrier,
  pickupPincode,
  courierChoice,
  keepMs = 3 * 60 * 60 * 1000,
  keepRefusalMs = 10 * 60 * 1000,
  now = Date.now,
}: EstimatorOptions): DeliveryEstimator {
  // Bounded whatever pincodes visitors type; each entry lasts keepMs, or keepRefusalMs once it is a refusal.
  const kept = new LRUCache<string, { quotes: Promise<CourierQuote[]>; until: number }>({ max: 5000 });

  return {
    async estimate(deliveryPincode, parcel, declaredValuePaise, beforeAsking) {
      const key = [deliveryPincode, parcel.weightGrams, parcel.lengthCm, parcel.breadthCm, parcel.heightCm, declaredValuePaise].join('|');
      const entry = kept.get(key);
      let quotes = entry && entry.until > now() ? entry.quotes : undefined;
      if (!quotes) {
        await beforeAsking?.();
        const askedAt = now();
        const asked = carrier.quotes({ pickupPincode, deliveryPincode, parcel, cashOnDelivery: false, declaredValuePaise });
        const asking = { quotes: asked, until: askedAt + keepMs };
        kept.set(key, asking);
        asked.then(
          (found) => {
            if (found.length === 0) asking.until = Math.min(asking.until, askedAt + keepRefusalMs);
          },
          // A failed ask is not kept: the next shopper asks again.
          () => {
            if (kept.get(key)?.quotes === asked) kept.delete(key);
          },
        );
        quotes = asked;
      }
      let found: CourierQuote[];
      try {
        found = await quotes;
      } catch (error) {
        if (error instanceof CarrierUnavailableError) return { status: 'unknown', deliverBy: null, courierName: null, cashOnDelivery: false };
        throw error;
      }
      const chosen = chooseCourier(found, courierChoice);
      if (!chosen) return { status: 'not_serviceable', deliverBy: null, courierName: null, cashOnDelivery: false };
      return {
        status: 'serviceable',
        deliverBy: workingDaysFrom(now(), DISPATCH_DAYS + chosen.estimatedDays),
        courierName: chosen.courierName,
        cashOnDelivery: found.some((quote) => quote.cashOnDelivery),
      };
    },
  };
}

/** The courier the owner's choice picks among those quoted: the cheapest (then fastest), or the fastest (then cheapest). */
export function chooseCourier(quotes: readonly CourierQuote[], choice: CourierChoice): CourierQuote | undefined {
  const byRate = (a: CourierQuote, b: CourierQuote) => a.ratePaise - b.ratePaise;
  const byDays = (a: CourierQuote, b: CourierQuote) => a.estimatedDays - b.estimatedDays;
  const order = choice === 'cheapest' ? [byRate, byDays] : [byDays, byRate];
  return [...quotes].sort((a, b) => order[0]!(a, b) || order[1]!(a, b))[0];
}

/** The date `days` of the couriers' working days after today in India. */
export function workingDaysFrom(nowMs: number, days: number): string {
  let day = new Date(Math.floor((nowMs + IST_OFFSET_MS) / DAY_MS) * DAY_MS);
  for (let left = days; left > 0; ) {
    day = new Date(day.getTime() + DAY_MS);
    if (COURIER_WORKING_DAYS.includes(day.getUTCDay())) left--;
  }
  return day.toISOString().slice(0, 10);
}
