/**
 * Content's public face: articles, the gallery, the legal pages, which head each storefront path gets and what
 * the sitemap lists, as the rest of the API uses them. Everything else in this folder is its own business.
 */
export { createAdminBlog, getAdminBlog, listAdminBlogs, updateAdminBlog } from './admin-blogs';
export { createAdminGalleryItem, deleteAdminGalleryItem, listAdminGallery, reorderAdminGallery, updateAdminGalleryItem } from './admin-gallery';
export { listBlogs } from './blogs';
export { listGallery } from './gallery';
export { ensureLegalPages, getLegalPage, listAdminLegalPages, updateAdminLegalPage } from './legal-pages';
export { resolvePage } from './page-heads';
export { getSeoMetadata } from './seo';
export { listSitemapEntries } from './sitemap';
export { articleColumns, cleanStoredArticles } from './stored-articles';
export { translatedArticle, translatedGalleryItem, translatedPolicy } from './translations';
