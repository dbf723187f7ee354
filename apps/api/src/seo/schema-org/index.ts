/**
 * schema.org objects for JSON-LD, typed by schema-dts and built from plain values, one file per type as
 * Google's structured data guidelines describe them (Organization with its ShippingService and MerchantReturnPolicy,
 * WebSite, Product and ProductGroup with their Review, Offer, OfferShippingDetails and MerchantReturnPolicy,
 * BreadcrumbList, BlogPosting). URLs are absolute.
 */
export { blogPosting } from './article';
export { breadcrumbList } from './breadcrumb-list';
export { organization, organizationId } from './organization';
export type { OrganizationFacts } from './organization';
export { productListing } from './product';
export type { VariantFacts } from './product';
export type { ReturnFacts } from './return-policy';
export type { ReviewFacts } from './review';
export type { DayRange, ShippingFacts } from './shipping-details';
export type { PriceBand, ShippingServiceFacts } from './shipping-service';
export { website } from './website';
