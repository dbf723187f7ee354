export { CouponBox, type CouponBoxProps, type AppliedCoupon, type CouponAnswer } from './CouponBox';
