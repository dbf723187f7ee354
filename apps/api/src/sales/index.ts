/**
 * Sales' public face: the back-office's sales, those live at a moment, a variant's selling price and the
 * calendar of a cached answer, as the rest of the API uses them. Everything else in this folder is its own business.
 */
export { createAdminSale, deleteAdminSale, listAdminSales, updateAdminSale } from './admin-sales';
export { liveSalesAt } from './live-sales';
export { translatedSale } from './translations';
export { withSaleCalendar } from './sale-calendar';
export type { PublicVersion } from './sale-calendar';
export { VARIANT_PRICE, announcedSaleAt, bestSaleAt, sellingPriceAt } from './sale-prices';
export type { AnnouncedSale, StoredSalePrice } from './sale-prices';
