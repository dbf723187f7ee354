/**
 * SEO's public face: page heads as HTML, the index.html template, schema.org objects, sitemap and robots text
 * and the shop's public facts, as the rest of the API uses them.
 */
export { renderHead } from './head';
export type { PageHead } from './head';
export { parseIndexTemplate } from './index-template';
export type { PageBody } from './index-template';
export { SHOP, shopPageHead, withOrganisation } from './organisation';
export { blogPosting, breadcrumbList, organizationId, product, website } from './schema-org';
export { renderMerchantFeed } from './merchant-feed';
export { renderRobots, renderSitemap } from './sitemap';
export type { SitemapEntry } from './sitemap';
