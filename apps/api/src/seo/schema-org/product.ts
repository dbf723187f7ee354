/**
 * A product page's product: a `Product` with its one offer when it sells one variant, or a `ProductGroup` whose
 * variants (packs, sizes) are each a `Product` with its own SKU, photo and offer, as Google reads a shop with
 * variants. What all variants share (brand, category, material, origin, rating and reviews) is said once, on the group.
 */
import type { Product, ProductGroup, ProductLeaf, WithContext } from 'schema-dts';
import { offer, type OfferFacts } from './offer';
import { RATING_SCALE, review, type ReviewFacts } from './review';

export interface ProductFacts {
  /** The group's id, the same the shopping feed groups the variants by. */
  groupId: string;
  name: string;
  description: string;
  url: string;
  imageUrls: readonly string[];
  brand: string;
  category: string;
  material: string;
  /** The declared country of origin's name (decision 049); none until staff give it. */
  countryOfOrigin?: string | undefined;
  /** Only when there are reviews to rate it. */
  rating?: { value: number; count: number } | undefined;
  /** The newest of the published reviews behind the rating, newest first; none when nobody has reviewed it. */
  reviews?: readonly ReviewFacts[] | undefined;
  /** The variants on sale, the default first. */
  variants: readonly VariantFacts[];
}

export interface VariantFacts {
  sku: string;
  /** The barcode number on its pack, only where staff gave one. */
  gtin?: string | undefined;
  /** What sets it apart ("Pack of 20 (6 m)"); empty for a product's only variant. */
  label: string;
  /** Its own photo, absolute; none when the product has none. */
  imageUrl: string | undefined;
  /** The offer at the variant's own address (the product page with the variant chosen). */
  offer: OfferFacts;
}

export function productListing(facts: ProductFacts): WithContext<Product> | WithContext<ProductGroup> {
  const [only, ...others] = facts.variants;
  if (others.length === 0) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: facts.name,
      description: facts.description,
      url: facts.url,
      image: facts.imageUrls,
      ...shared(facts),
      // A product with no variant on sale is described without an offer.
      ...(only && { sku: only.sku, ...identifiers(only), offers: offer({ ...only.offer, url: facts.url }) }),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    productGroupID: facts.groupId,
    name: facts.name,
    description: facts.description,
    url: facts.url,
    image: facts.imageUrls,
    ...shared(facts),
    variesBy: 'https://schema.org/size',
    hasVariant: facts.variants.map(
      (variant): Product => ({
        '@type': 'Product',
        sku: variant.sku,
        ...identifiers(variant),
        name: `${facts.name} – ${variant.label}`,
        size: variant.label,
        ...(variant.imageUrl !== undefined && { image: variant.imageUrl }),
        offers: offer(variant.offer),
      }),
    ),
  };
}

/** The GTIN as schema.org's plain `gtin`, which takes every length (8, 12, 13 or 14 digits). */
function identifiers(variant: VariantFacts): Pick<ProductLeaf, 'gtin'> {
  return variant.gtin ? { gtin: variant.gtin } : {};
}

type SharedFields = Pick<ProductLeaf, 'brand' | 'category' | 'material' | 'countryOfOrigin' | 'aggregateRating' | 'review'>;

/** Said once of the product, whatever the variant. */
function shared(facts: ProductFacts): SharedFields {
  return {
    brand: { '@type': 'Brand', name: facts.brand },
    category: facts.category,
    material: facts.material,
    ...(facts.countryOfOrigin && { countryOfOrigin: { '@type': 'Country', name: facts.countryOfOrigin } }),
    ...(facts.rating && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: facts.rating.value, reviewCount: facts.rating.count, ...RATING_SCALE },
    }),
    ...(facts.reviews !== undefined && facts.reviews.length > 0 && { review: facts.reviews.map(review) }),
  };
}
