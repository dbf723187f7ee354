/**
 * The kernel: small pieces every module and flow may import, that belong to no domain (decision 042).
 */
export { IST_OFFSET_MS, indianDate } from './dates';
export type { SellerConfig } from './seller';
export { isUniqueViolation } from './unique-violation';
