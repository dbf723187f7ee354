/**
 * The shop as an `Organization`: every page names it first, and other objects refer to it by its id. The home page
 * adds the shop's standard return and shipping policies, which Google reads from the organisation.
 */
import type { Organization, WithContext } from 'schema-dts';
import { merchantReturnPolicy, type ReturnFacts } from './return-policy';
import { shippingService, type ShippingServiceFacts } from './shipping-service';

export interface OrganizationFacts {
  name: string;
  url: string;
  logoUrl: string;
  /** The organisation's profiles elsewhere (social networks). */
  sameAs: readonly string[];
  /** How customers reach it; left out when the shop has not given it yet. */
  contact: OrganizationContact | null;
  /** The shop's standard policies; a product the owner excepts states its own on its offers. */
  policies?: { returns: ReturnFacts; shipping: ShippingServiceFacts } | undefined;
}

interface OrganizationContact {
  telephone: string;
  email: string;
  address: { street: string; locality: string; region: string; postal_code: string; country: string };
}

/** Other objects refer to the organisation by this id instead of repeating it. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

export function organization(facts: OrganizationFacts, siteUrl: string): WithContext<Organization> {
  const { contact } = facts;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: facts.name,
    url: facts.url,
    logo: facts.logoUrl,
    ...(contact && {
      email: contact.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: contact.address.street,
        addressLocality: contact.address.locality,
        addressRegion: contact.address.region,
        postalCode: contact.address.postal_code,
        addressCountry: contact.address.country,
      },
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: contact.telephone,
        contactType: 'customer service',
        areaServed: 'IN',
        availableLanguage: ['en', 'hi'],
      },
    }),
    sameAs: facts.sameAs,
    ...(facts.policies && {
      hasMerchantReturnPolicy: merchantReturnPolicy(facts.policies.returns),
      hasShippingService: shippingService(facts.policies.shipping),
    }),
  };
}
