/**
 * The site's public face: the documents staff edit (contact details, announcements, the FAQ, the home page)
 * and the pages' metadata, as the rest of the API uses them.
 */
export { homeAsStored } from './home-content';
export { listAdminPageMetadata, updateAdminPageMetadata } from './page-metadata';
export { getSiteContact, getSiteDocument, getSiteFaq, getSiteHome, getSiteShell, saveSiteDocument } from './site-documents';
