/**
 * The shop's terms for every offer it makes: what shipping costs by the fee rule, how long delivery takes, and
 * the return window of a product. The structured data and the shopping feed both state them from here; the
 * web host reads them from the settings the checkout and the returns policy use (flows/offer-terms.ts).
 */
import { RETURN_POLICY_PATH } from '@shop/rules';
import type { DayRange, ReturnFacts, ShippingFacts } from './schema-org';

export interface OfferTerms {
  /** What shipping costs on an order of one unit at `pricePaise`, as the checkout would charge it. */
  shippingFeePaise(pricePaise: number): number;
  /** Working days from the order to the parcel's handover to the courier. */
  handlingDays: DayRange;
  /** Working days from the handover to the door anywhere in India; null when the carrier states no range. */
  transitDays: DayRange | null;
  /** The couriers' working days, as `Date.getUTCDay()` numbers them. */
  workingDays: readonly number[];
  /** Days after delivery a return may be asked for; null for a product returnable only for the shop's fault. */
  returnWindowDays(product: { productId: number; categoryId: number }): number | null;
}

/** Where the shop sells and delivers, and its currency. */
const COUNTRY = 'IN';
const CURRENCY = 'INR';

export function shippingFacts(terms: OfferTerms, pricePaise: number): ShippingFacts {
  return {
    feePaise: terms.shippingFeePaise(pricePaise),
    currency: CURRENCY,
    country: COUNTRY,
    handlingDays: terms.handlingDays,
    transitDays: terms.transitDays,
    workingDays: terms.workingDays,
  };
}

export function returnFacts(terms: OfferTerms, product: { productId: number; categoryId: number }, siteUrl: string): ReturnFacts {
  return { country: COUNTRY, windowDays: terms.returnWindowDays(product), policyUrl: `${siteUrl}${RETURN_POLICY_PATH}` };
}
