import type { AppliedCoupon, CouponAnswer } from './CouponBox';

/** The coupons the stories know, by code, as the shop would show them for a cart of ₹1,500. */
export const fakeCoupons = {
  SPIKE10: { code: 'SPIKE10', description: '10% off Bird Spikes on orders of ₹999 or more', savingText: 'You save ₹150.00' },
  WELCOME200: { code: 'WELCOME200', description: '₹200 off', savingText: 'You save ₹200.00' },
} satisfies Record<string, AppliedCoupon>;

/** The coupon a code typed in any case stands for, or null. */
export function fakeCouponFor(typed: string): AppliedCoupon | null {
  return (fakeCoupons as Record<string, AppliedCoupon>)[typed.trim().toUpperCase()] ?? null;
}

/** Refusals in the server's words, by code; any other unknown code is made up. */
const refusals: Record<string, string> = {
  MONSOON: 'This coupon ended on 30 Sep.',
  BIGORDER: 'This coupon needs an order of ₹5,000 or more.',
};

/**
 * A stand-in for the coupon check in stories: after a moment, the coupon above, the reason a known code is
 * refused, or that it does not exist.
 */
export async function fakeCouponCheck(typed: string): Promise<CouponAnswer> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (fakeCouponFor(typed)) return { ok: true };
  return { ok: false, message: refusals[typed.trim().toUpperCase()] ?? 'There is no coupon with this code.' };
}
