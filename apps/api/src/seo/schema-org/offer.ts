/**
 * One variant's `Offer`: the price it sells at now in rupees, a live sale's regular price struck through and
 * the last day the sale price holds (as Google's merchant listings read a sale), its availability from stock,
 * and its shipping and return terms.
 */
import { paiseToRupees } from '@shop/rules';
import type { Offer } from 'schema-dts';
import { merchantReturnPolicy, type ReturnFacts } from './return-policy';
import { offerShippingDetails, type ShippingFacts } from './shipping-details';

export interface OfferFacts {
  url: string;
  /** What the shop charges now, a live sale's price included. */
  pricePaise: number;
  /** ISO 4217, e.g. INR. */
  currency: string;
  /** The live sale: the price outside it, and its last day (YYYY-MM-DD) so search engines do not show it after. */
  sale: { regularPricePaise: number; lastDay: string } | null;
  inStock: boolean;
  sellerId: string;
  shipping: ShippingFacts;
  returns: ReturnFacts;
}

/** Two decimals, as schema.org examples write prices; exact, since a price is whole paise. */
const decimalRupees = (paise: number) => paiseToRupees(paise).toFixed(2);

export function offer(facts: OfferFacts): Offer {
  return {
    '@type': 'Offer',
    url: facts.url,
    price: decimalRupees(facts.pricePaise),
    priceCurrency: facts.currency,
    ...(facts.sale && {
      priceValidUntil: facts.sale.lastDay,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: decimalRupees(facts.sale.regularPricePaise),
        priceCurrency: facts.currency,
      },
    }),
    availability: facts.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@id': facts.sellerId },
    shippingDetails: offerShippingDetails(facts.shipping),
    hasMerchantReturnPolicy: merchantReturnPolicy(facts.returns),
  };
}
