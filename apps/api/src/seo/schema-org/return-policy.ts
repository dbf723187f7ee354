/**
 * The owner's return rules for one product as a `MerchantReturnPolicy`: a window of days after delivery, the
 * shop's courier collecting the parcel at no charge, or no return at all for a product returnable only when the
 * shop was at fault (those are taken back whatever the markup says, as the policy page explains).
 */
import type { MerchantReturnPolicy } from 'schema-dts';

export interface ReturnFacts {
  /** ISO 3166-1 alpha-2: where the policy applies and where returns go. */
  country: string;
  /** Days after delivery a return may be asked for; null: the product is not returnable for a change of mind. */
  windowDays: number | null;
  /** The returns policy page. */
  policyUrl: string;
}

export function merchantReturnPolicy({ country, windowDays, policyUrl }: ReturnFacts): MerchantReturnPolicy {
  const where = { '@type': 'MerchantReturnPolicy', applicableCountry: country, returnPolicyCountry: country, merchantReturnLink: policyUrl } as const;
  if (windowDays === null) return { ...where, returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' };
  return {
    ...where,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: windowDays,
    // The shop books the courier that collects the parcel from the customer's address.
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/FreeReturn',
  };
}
