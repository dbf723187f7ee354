/**
 * What delivering one offer costs and takes, as an `OfferShippingDetails`: the fee the shop's rule charges for
 * it, the country it ships to, and the days to hand it to the courier and for the courier to deliver it,
 * counted in the couriers' working days.
 */
import { paiseToRupees } from '@shop/rules';
import type { DayOfWeek, OfferShippingDetails, QuantitativeValue } from 'schema-dts';

export interface DayRange {
  min: number;
  max: number;
}

export interface ShippingFacts {
  /** What shipping an order of this offer alone costs, in paise. */
  feePaise: number;
  currency: string;
  /** ISO 3166-1 alpha-2: where the shop delivers. */
  country: string;
  /** From the order to the parcel's handover to the courier. */
  handlingDays: DayRange;
  /** From the handover to the door, anywhere in the country; null when the carrier states no range. */
  transitDays: DayRange | null;
  /** The days couriers count as working days, as `Date.getUTCDay()` numbers them (0 is Sunday). */
  workingDays: readonly number[];
}

const DAY_NAMES: readonly DayOfWeek[] = [
  'https://schema.org/Sunday',
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
];

export const days = ({ min, max }: DayRange): QuantitativeValue => ({ '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' });

/** The couriers' working days by their schema.org names. */
export const dayNames = (workingDays: readonly number[]): DayOfWeek[] => workingDays.map((day) => DAY_NAMES[day]!);

export function offerShippingDetails(facts: ShippingFacts): OfferShippingDetails {
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: paiseToRupees(facts.feePaise), currency: facts.currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: facts.country },
    // Google reads a delivery time only with both parts; without the transit range the times are left out.
    ...(facts.transitDays && {
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: days(facts.handlingDays),
        transitTime: days(facts.transitDays),
        businessDays: { '@type': 'OpeningHoursSpecification', dayOfWeek: dayNames(facts.workingDays) },
      },
    }),
  };
}
