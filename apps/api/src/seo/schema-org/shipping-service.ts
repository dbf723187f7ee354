/**
 * The shop's standard shipping as the organisation's `ShippingService`: what the fee rule charges by the value of
 * the goods (a flat fee, free from the owner's threshold), each band a `ShippingConditions`; where the shop
 * delivers; and the days to hand a parcel to the courier and for the courier to deliver it, in the couriers'
 * working days. Each offer states what the same rule charges for it alone (shipping-details.ts).
 */
import { paiseToRupees } from '@shop/rules';
import type { ShippingConditions, ShippingService } from 'schema-dts';
import { dayNames, days, type DayRange, type ShippingFacts } from './shipping-details';

/** Goods worth `fromPaise` or more, up to the next band's start, pay `feePaise` for shipping. */
export interface PriceBand {
  fromPaise: number;
  feePaise: number;
}

export interface ShippingServiceFacts extends Omit<ShippingFacts, 'feePaise'> {
  /** The fee by the value of the goods, the first band from 0. */
  bands: readonly PriceBand[];
}

export function shippingService(facts: ShippingServiceFacts): ShippingService {
  const period = (range: DayRange) => ({ '@type': 'ServicePeriod', duration: days(range), businessDays: dayNames(facts.workingDays) }) as const;
  const conditions = facts.bands.map(
    (band, index): ShippingConditions => ({
      '@type': 'ShippingConditions',
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: facts.country },
      orderValue: {
        '@type': 'MonetaryAmount',
        minValue: paiseToRupees(band.fromPaise),
        // An order worth exactly the next band's start is in both: where conditions overlap Google takes the lower
        // rate, the next band's (free from the threshold on), as the checkout charges it.
        ...(facts.bands[index + 1] && { maxValue: paiseToRupees(facts.bands[index + 1]!.fromPaise) }),
        currency: facts.currency,
      },
      shippingRate: { '@type': 'MonetaryAmount', value: paiseToRupees(band.feePaise), currency: facts.currency },
      ...(facts.transitDays && { transitTime: period(facts.transitDays) }),
    }),
  );
  return {
    '@type': 'ShippingService',
    // As on the offers: a delivery time is read only with both parts, so without the transit range neither is said.
    ...(facts.transitDays && { handlingTime: period(facts.handlingDays) }),
    shippingConditions: conditions,
  };
}
