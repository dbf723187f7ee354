/**
 * How a coupon is told to shoppers and staff, in the same words on the cart, the checkout and the
 * back-office's list: what it takes off, on what, from which order value.
 */
import { formatRupees, paiseToRupees } from './money';
import { saleDiscountText, type SaleDiscount } from './sales';

export interface CouponTerms extends SaleDiscount {
  /** The least the lines it covers must come to, in paise (0: any order). */
  minOrderPaise: number;
  /** The names of the categories it covers; empty for every product. */
  categoryNames: readonly string[];
}

/** "10% off Bird Nets on orders of ₹999 or more", "₹200 off". */
export function couponDescription(terms: CouponTerms): string {
  const on = terms.categoryNames.length > 0 ? ` ${listOf(terms.categoryNames)}` : '';
  const from = terms.minOrderPaise > 0 ? ` on orders of ${formatRupees(paiseToRupees(terms.minOrderPaise))} or more` : '';
  return `${saleDiscountText(terms)}${on}${from}`;
}

/** A coupon's code as stored and shown: trimmed, in capitals. */
export function normaliseCouponCode(typed: string): string {
  return typed.trim().toUpperCase();
}

function listOf(names: readonly string[]): string {
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
