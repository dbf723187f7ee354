/**
 * The shop's terms for every offer it makes: what shipping costs by the fee rule, how long delivery takes, and
 * the return window of a product, and the same as the shop's standard policies. The structured data and the
 * shopping feed both state them from here; the web host reads them from the settings the checkout and the returns
 * policy use (flows/offer-terms.ts).
 */
import { RETURN_POLICY_PATH } from '@shop/rules';
import type { DayRange, PriceBand, ReturnFacts, ShippingFacts, ShippingServiceFacts } from './schema-org';

export interface OfferTerms {
  /** What shipping costs on an order of one unit at `pricePaise`, as the checkout would charge it. */
  shippingFeePaise(pricePaise: number): number;
  /** The goods' value from which an order ships free, by the rule the checkout charges by; null when every order pays the fee. */
  freeShippingFromPaise: number | null;
  /** Working days from the order to the parcel's handover to the courier. */
  handlingDays: DayRange;
  /** Working days from the handover to the door anywhere in India; null when the carrier states no range. */
  transitDays: DayRange | null;
  /** The couriers' working days, as `Date.getUTCDay()` numbers them. */
  workingDays: readonly number[];
  /** Days after delivery a return may be asked for; null for a product returnable only for the shop's fault. */
  returnWindowDays(product: { productId: number; categoryId: number }): number | null;
  /** The window of every product the owner has not made returnable only for the shop's fault: the shop's standard policy. */
  standardReturnWindowDays: number;
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

/** The shop's standard shipping: what the checkout charges for any order, with the same days as the offers. */
export function shippingServiceFacts(terms: OfferTerms): ShippingServiceFacts {
  return {
    bands: priceBands(terms),
    currency: CURRENCY,
    country: COUNTRY,
    handlingDays: terms.handlingDays,
    transitDays: terms.transitDays,
    workingDays: terms.workingDays,
  };
}

/**
 * The rule charges a flat fee below the free-shipping threshold and nothing from it on, so each band's fee is what
 * the checkout charges at its start; a band that charges what the one before it does is the same band.
 */
function priceBands(terms: OfferTerms): PriceBand[] {
  const threshold = terms.freeShippingFromPaise;
  const starts = threshold === null || threshold === 0 ? [0] : [0, threshold];
  const bands = starts.map((fromPaise) => ({ fromPaise, feePaise: terms.shippingFeePaise(fromPaise) }));
  return bands.filter((band, index) => index === 0 || band.feePaise !== bands[index - 1]!.feePaise);
}

export function returnFacts(terms: OfferTerms, product: { productId: number; categoryId: number }, siteUrl: string): ReturnFacts {
  return returnsWithin(terms.returnWindowDays(product), siteUrl);
}

/** The shop's standard return policy; the products the owner excepts state theirs on their offers. */
export function standardReturnFacts(terms: OfferTerms, siteUrl: string): ReturnFacts {
  return returnsWithin(terms.standardReturnWindowDays, siteUrl);
}

function returnsWithin(windowDays: number | null, siteUrl: string): ReturnFacts {
  return { country: COUNTRY, windowDays, policyUrl: `${siteUrl}${RETURN_POLICY_PATH}` };
}
