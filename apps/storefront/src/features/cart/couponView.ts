import type { CouponDiscount } from '@shop/api-client';
import { formatRupees, paiseToRupees, type RupeeNotation } from '@shop/rules';
import type { Amount } from '@shop/ui/AmountList';
import type { AppliedCoupon, CouponBoxProps } from '@shop/ui/CouponBox';
import { couponCopy } from '../../copy/coupon';

/** The coupon box's words, the same at the cart and the checkout. */
export const couponBoxWords = {
  label: couponCopy.label,
  applyLabel: couponCopy.apply,
  checkingLabel: couponCopy.checking,
  removeLabel: couponCopy.remove,
  appliedLabel: couponCopy.applied,
  failedMessage: couponCopy.failed,
} satisfies Partial<CouponBoxProps>;

/**
 * The coupon box's applied coupon: the code kept, with what the server says it gives and saves once it has
 * answered (a code kept with the cart is shown at once, and its discount when the check comes back).
 */
export function appliedCoupon(code: string | null, discount: CouponDiscount | null | undefined, notation: RupeeNotation = 'symbol'): AppliedCoupon | null {
  if (code === null) return null;
  if (!discount || discount.code !== code) return { code };
  return {
    code,
    description: discount.description,
    savingText: couponCopy.saving(formatRupees(paiseToRupees(discount.discount_paise), notation)),
  };
}

/** The discount's line among the amounts, taken off: "Coupon SPIKE10  -₹150"; none without a discount. */
export function couponAmountRows(code: string | null, discount: number, notation: RupeeNotation = 'symbol'): Amount[] {
  return code !== null && discount > 0 ? [{ label: couponCopy.row(code), amount: formatRupees(-discount, notation) }] : [];
}
