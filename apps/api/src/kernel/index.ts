/**
 * The kernel: small pieces every module and flow may import, that belong to no domain (decision 042).
 */
export { IST_OFFSET_MS, indianDate, indianTimeInWords } from './dates';
export type { Client } from './client';
export type { SellerConfig } from './seller';
export { CODE_DIGITS, generateOtp, hexDigestsEqual, wrongCodeMessage } from './one-time-code';
export { isUniqueViolation } from './unique-violation';
export { isExclusionViolation } from './exclusion-violation';
