/**
 * SEO's public face: page heads as HTML, the index.html template, schema.org objects, the shopping feed, sitemap
 * and robots text, the shop's public facts and the terms of its offers, as the rest of the API uses them.
 */
export { renderHead } from './head';
export { headInLanguage } from './languages';
export type { PageHead } from './head';
export { parseIndexTemplate } from './index-template';
export type { PageBody } from './index-template';
export { SHOP, shopPageHead, withOrganisation } from './organisation';
export { returnFacts, shippingFacts } from './offer-terms';
export type { OfferTerms } from './offer-terms';
export { blogPosting, breadcrumbList, organizationId, productListing, website } from './schema-org';
export type { ReviewFacts, VariantFacts } from './schema-org';
export { renderMerchantFeed } from './merchant-feed';
export { renderRobots, renderSitemap } from './sitemap';
export type { SitemapEntry } from './sitemap';
