/**
 * Returns' public face: the owner's return settings, the rules of the shop's fault, the window and what a unit was
 * paid, and the shopper's photos, as the flows that cross orders, shipping and refunds use them. Everything else in
 * this folder is its own business.
 */
export { attachReturnPhotos, photoView, photosOfReturns, recordReturnPhoto } from './photos';
export { SHOP_FAULT_REASONS, isShopFault, paidForUnits, windowClosesAt } from './rules';
export { reshapeReturnSettings, returnableForAnyReason, returnSettings, updateReturnSettings } from './settings';
export type { ReturnSettings } from './settings';
export { eraseReturnTraces } from './erasure';
export { returnsForExport } from './export';
