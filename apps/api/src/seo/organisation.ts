/**
 * The shop's public facts as search engines and link previews see them: name, logo, social profiles, the phone,
 * e-mail and address staff keep in the contact document (the same the storefront shows), and on the home page the
 * shop's standard return and shipping policies.
 */
import type { Schema } from '@shop/contracts';
import type { PageHead } from './head';
import { shippingServiceFacts, standardReturnFacts, type OfferTerms } from './offer-terms';
import { organization, type OrganizationFacts } from './schema-org';

export const SHOP = {
  name: 'BirdShield India',
  /** Open Graph locale: English as written in India. */
  locale: 'en_IN',
  currency: 'INR',
  /** Served by the storefront build (apps/storefront/public/images). */
  logoPath: '/images/logo.svg',
  /** Preview image and description when the page metadata has no home ('/') entry. */
  defaultImagePath: '/images/og-default.png',
  defaultDescription:
    'Humane bird spikes, anti-bird nets, monkey spikes and fitting accessories from BirdShield India, for homes, offices, factories, warehouses, temples and farms. Prices in rupees, delivered across India.',
  sameAs: [
    'https://www.facebook.com/birdshieldindia',
    'https://x.com/birdshieldindia',
    'https://www.instagram.com/birdshieldindia',
    'https://www.linkedin.com/company/birdshieldindia',
  ],
} as const;

/**
 * `null` before the shop has contact details: the organisation is then described without them. With `terms`, it
 * states the shop's standard return and shipping policies too.
 */
function organisationFacts(siteUrl: string, contact: Schema<'SiteContact'> | null, terms: OfferTerms | undefined): OrganizationFacts {
  return {
    name: SHOP.name,
    url: `${siteUrl}/`,
    logoUrl: `${siteUrl}${SHOP.logoPath}`,
    sameAs: SHOP.sameAs,
    contact: contact && { telephone: contact.phones[0]!, email: contact.email, address: contact.address },
    policies: terms && { returns: standardReturnFacts(terms, siteUrl), shipping: shippingServiceFacts(terms) },
  };
}

export type ShopPageFields = Omit<PageHead, 'siteName' | 'locale'>;

/** A page of this shop: its site name and locale. */
export function shopPageHead(fields: ShopPageFields): PageHead {
  return { ...fields, siteName: SHOP.name, locale: SHOP.locale };
}

/**
 * The head with the organisation first among its JSON-LD, as every page of the shop describes it; the shop's
 * standard policies when `terms` are given (the home page's).
 */
export function withOrganisation(head: PageHead, siteUrl: string, contact: Schema<'SiteContact'> | null, terms?: OfferTerms): PageHead {
  return { ...head, structuredData: [organization(organisationFacts(siteUrl, contact, terms), siteUrl), ...(head.structuredData ?? [])] };
}
