/**
 * schema.org objects for JSON-LD, built from plain values (https://schema.org, and Google's structured data
 * guidelines for Organization, Product, BreadcrumbList and BlogPosting). URLs are absolute.
 */

const CONTEXT = 'https://schema.org';

export interface OrganizationFacts {
  name: string;
  url: string;
  logoUrl: string;
  /** The organisation's profiles elsewhere (social networks). */
  sameAs: readonly string[];
  /** How customers reach it; left out when the shop has not given it yet. */
  contact: OrganizationContact | null;
}

interface OrganizationContact {
  telephone: string;
  email: string;
  address: { street: string; locality: string; region: string; postal_code: string; country: string };
}

/** Other objects refer to the organisation by this id instead of repeating it. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

export function organization(facts: OrganizationFacts, siteUrl: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: facts.name,
    url: facts.url,
    logo: facts.logoUrl,
    ...(facts.contact && contactFields(facts.contact)),
    sameAs: facts.sameAs,
  };
}

function contactFields({ telephone, email, address }: OrganizationContact): object {
  return {
    email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postal_code,
      addressCountry: address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone,
      contactType: 'customer service',
      areaServed: 'IN',
      availableLanguage: ['en', 'hi'],
    },
  };
}

/** The site, with the search box search engines may show for it. `searchUrl` holds `{search_term_string}`. */
export function website(name: string, url: string, searchUrl: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name,
    url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchUrl },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface ProductFacts {
  name: string;
  description: string;
  url: string;
  imageUrls: readonly string[];
  sku: string;
  brand: string;
  category: string;
  material: string;
  /** Decimal string with two places, e.g. "1299.00". */
  price: string;
  /** The day a sale price ends (YYYY-MM-DD), so search engines do not show it after; none for a regular price. */
  priceValidUntil?: string | undefined;
  /** ISO 4217, e.g. INR. */
  currency: string;
  inStock: boolean;
  /** Only when there are reviews to rate it. */
  rating?: { value: number; count: number } | undefined;
  sellerId: string;
  /** The declared country of origin's name (decision 049); none until staff give it. */
  countryOfOrigin?: string | undefined;
}

export function product(facts: ProductFacts): object {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    image: facts.imageUrls,
    sku: facts.sku,
    brand: { '@type': 'Brand', name: facts.brand },
    category: facts.category,
    material: facts.material,
    ...(facts.countryOfOrigin && { countryOfOrigin: { '@type': 'Country', name: facts.countryOfOrigin } }),
    offers: {
      '@type': 'Offer',
      url: facts.url,
      price: facts.price,
      ...(facts.priceValidUntil && { priceValidUntil: facts.priceValidUntil }),
      priceCurrency: facts.currency,
      availability: facts.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@id': facts.sellerId },
    },
    ...(facts.rating && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: facts.rating.value, reviewCount: facts.rating.count, bestRating: 5, worstRating: 1 },
    }),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  url: string;
  imageUrl: string | undefined;
  datePublished: Date;
  dateModified: Date;
  /** The organisation that writes the blog (see organizationId). */
  authorId: string;
  authorName: string;
}

export function blogPosting(facts: ArticleFacts): object {
  const author = { '@type': 'Organization', '@id': facts.authorId, name: facts.authorName };
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: facts.headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: facts.url,
    ...(facts.imageUrl !== undefined && { image: [facts.imageUrl] }),
    datePublished: facts.datePublished.toISOString(),
    dateModified: facts.dateModified.toISOString(),
    author,
    publisher: author,
  };
}
