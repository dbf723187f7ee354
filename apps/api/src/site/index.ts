/**
 * The site's public face: the documents staff edit (contact details, seller details, announcements, the FAQ, the home page)
 * and the pages' metadata, as the rest of the API uses them, and their translations' subjects.
 */
export { homeAsStored } from './home-content';
export { listAdminPageMetadata, updateAdminPageMetadata } from './page-metadata';
export { declarationDefaults, getSiteContact, getSiteDocument, getSiteFaq, getSiteHome, getSiteSeller, getSiteShell, saveSiteDocument, sellerCarePhone } from './site-documents';
export { translatedAnnouncement, translatedFaqEntry, translatedFaqTopic, translatedHomeBanner, translatedHomeCard, translatedPage } from './translations';
