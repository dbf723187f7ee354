/**
 * The catalogue's public face: products, their variants and categories as shoppers and staff see them, product
 * and category page heads, published reviews, as the rest of the API uses them. Everything else in this folder
 * is its own business.
 */
export { createAdminCategory, listAdminCategories, reorderAdminCategories, updateAdminCategory } from './admin-categories';
export { countIncompleteDeclarations, createAdminProduct, deleteAdminProduct, getAdminProduct, listAdminProducts, setAdminProductVisibility, updateAdminProduct } from './admin-products';
export { createAdminVariant, listAdminVariants, reorderAdminVariants, updateAdminVariant } from './admin-variants';
export { listCategories, listCategoryChanges } from './categories';
export { linePriceColumns, priceOfLine } from './line-prices';
export type { PricedUnit } from './line-prices';
export { KeptPerVersion } from './kept-per-version';
export { isOfferedVariant } from './offered-variant';
export { quotableVariants } from './quote-variants';
export { categoryPageHead, productPageHead } from './page-heads';
export type { PageContext } from './page-heads';
export type { Actor } from './price-rights';
export { listProductPage } from './product-pages';
export type { ProductPageRequest } from './product-pages';
export { PRODUCT_ID, PRODUCT_NOT_FOUND, VARIANT_IMAGE_POSITION, getActiveProductsById, getProduct, listProductChanges, listProducts, variantImageOf } from './products';
export { reshapeReview } from './reshape';
export type { ProductView, ReviewView } from './reshape';
export { listPublishedReviews } from './reviews';
export { listFeedVariants } from './feed-items';
export { escapeLike } from './search';
export { getProductTranslation, saveProductTranslation, translatedCategory, translatedProduct, translatedVariant } from './translations';
export { chooseVariants, insertProducts } from './variants';
export type { ChosenLine, LineInput } from './variants';
