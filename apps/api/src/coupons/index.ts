/**
 * Coupons' public face: the back-office's coupons and whether a code may be used and on which lines, as the
 * rest of the API uses them. Everything else in this folder is its own business.
 */
export { createAdminCoupon, deleteAdminCoupon, listAdminCoupons, updateAdminCoupon } from './admin-coupons';
export { applyCoupon, couponAnswer, couponAtCheckout, couponTakesNothingOff } from './apply-coupon';
export type { UsableCoupon } from './apply-coupon';
export { countingCouponTries } from './coupon-tries';
