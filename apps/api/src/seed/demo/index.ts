// Demo catalogue of BirdShield India: data only, consumed by the seeding code.
export type { Material, DemoCategory, DemoProduct, DemoReview, DemoGalleryItem, DemoBlog, DemoPageMetadata } from './types';
export { demoCategories } from './categories';
export { demoProducts } from './products';
export { demoReviews } from './reviews';
export { demoGallery } from './gallery';
export { demoBlogs } from './blogs';
export { demoPageMetadata } from './page-metadata';
