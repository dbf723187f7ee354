/**
 * The shop's terms for every offer, as the structured data and the shopping feed state them: the shipping fee the
 * checkout would charge for one unit alone (priced by the checkout's own sum) and the goods' value from which it
 * ships free, the delivery estimate's days (the carrier's transit days, or the owner's usual ones where it states
 * none), and the return window from the owner's return settings, read once for a page or a feed.
 */
import type { Database } from '../db/database';
import { returnableForAnyReason, returnSettings } from '../returns';
import type { OfferTerms } from '../seo';
import { deliverySettings, deliveryTimes, type Carrier } from '../shipping';
import { priceCheckout } from './checkout/price-checkout';

export type ReadOfferTerms = () => Promise<OfferTerms>;

export function offerTermsReader(db: Database, carrier: Pick<Carrier, 'transitDays'>): ReadOfferTerms {
  return async () => {
    const [delivery, returns] = await Promise.all([deliverySettings(db), returnSettings(db)]);
    const times = deliveryTimes(carrier, delivery.usualTransitDays);
    return {
      shippingFeePaise: (pricePaise) =>
        // Paid online: cash on delivery's fee belongs to the payment, not to shipping.
        priceCheckout({ lines: [{ variantId: 0, unitPricePaise: pricePaise, quantity: 1 }], coupon: null, surveyCredit: null, settings: delivery, paymentMethod: 'online' }).shippingPaise,
      freeShippingFromPaise: delivery.freeShippingFromPaise,
      handlingDays: times.handlingDays,
      transitDays: times.transitDays,
      workingDays: times.workingDays,
      returnWindowDays: (product) => (returnableForAnyReason(returns, product) ? returns.windowDays : null),
      standardReturnWindowDays: returns.windowDays,
    };
  };
}
