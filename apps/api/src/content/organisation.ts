/**
 * The shop's public facts as search engines and link previews see them: name, logo, contact, social
 * profiles. Kept in one place so the owner can change them; the storefront's contact page should agree.
 */
import type { PageHead } from '../seo/head';
import { organization, type OrganizationFacts } from '../seo/schema-org';

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
  telephone: '+91-98765-43210',
  email: 'support@birdshield.invalid',
  sameAs: [
    'https://www.facebook.com/birdshieldindia',
    'https://x.com/birdshieldindia',
    'https://www.instagram.com/birdshieldindia',
    'https://www.linkedin.com/company/birdshieldindia',
  ],
} as const;

function organisationFacts(siteUrl: string): OrganizationFacts {
  return {
    name: SHOP.name,
    url: `${siteUrl}/`,
    logoUrl: `${siteUrl}${SHOP.logoPath}`,
    telephone: SHOP.telephone,
    email: SHOP.email,
    sameAs: SHOP.sameAs,
  };
}

export type ShopPageFields = Omit<PageHead, 'siteName' | 'locale'>;

/** A page of this shop: its site name and locale, and the organisation first among its JSON-LD. */
export function shopPageHead(siteUrl: string, fields: ShopPageFields): PageHead {
  return {
    ...fields,
    siteName: SHOP.name,
    locale: SHOP.locale,
    structuredData: [organization(organisationFacts(siteUrl), siteUrl), ...(fields.structuredData ?? [])],
  };
}
