// Demo catalogue of BirdShield India: data only, consumed by the seeding code.
export { demoCategories } from './categories';
export { demoProducts } from './products';
export { demoReviews } from './reviews';
export { demoGallery } from './gallery';
export { demoBlogs } from './blogs';
export { demoPageMetadata } from './page-metadata';
export { demoDeclarations } from './declarations';
export { demoPriceTiers } from './price-tiers';
export { demoArticleTranslations } from './article-translations';
export { demoCategoryTranslations } from './category-translations';
export { demoPolicyTranslations } from './policy-translations';
export { demoProductTranslations } from './product-translations';
export { demoVariantTranslations } from './variant-translations';
export { demoFaqEntryTranslations, demoFaqTopicTranslations } from './faq-translations';
export { demoGalleryTranslations } from './gallery-translations';
export { demoPageTranslations } from './page-translations';
export { demoAnnouncementTranslations, demoHomeBannerTranslations, demoHomeCardTranslations } from './site-translations';
export { demoCrews, demoServices } from './crews';

/** What the demo shop charges for delivery: ₹99 on orders under ₹999, free from ₹999. */
export const demoShipping = { shippingFeePaise: 9900, freeShippingFromPaise: 99900 } as const;
