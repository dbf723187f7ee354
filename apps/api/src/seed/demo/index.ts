// Demo catalogue of BirdShield India: data only, consumed by the seeding code.
export { demoCategories } from './categories';
export { demoProducts } from './products';
export { demoReviews } from './reviews';
export { demoGallery } from './gallery';
export { demoBlogs } from './blogs';
export { demoPageMetadata } from './page-metadata';
