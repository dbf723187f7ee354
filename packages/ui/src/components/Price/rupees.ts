/**
 * Pure money helpers for the storefront's two rupee notations. No rendering
 * here, so they are unit-tested with Vitest (`rupees.test.ts`) and reusable in
 * places that need a string (a button label "Pay ₹1,499", a page title).
 */

/** `rs` reads "Rs.1,29,999/-" (older cards and the product dialog); `symbol` reads "₹1,29,999". */
export type RupeeNotation = 'rs' | 'symbol';

export interface FormatRupeesOptions {
  /**
   * Exact number of decimals, e.g. 2 for order totals. When left out, whole
   * amounts show none and amounts with paise show two ("1,299.50", never "1,299.5").
   */
  fractionDigits?: number;
}

// Indian digit grouping (lakh, crore): 129999 -> "1,29,999". Formatters are cached per decimals.
const formatters = new Map<number, Intl.NumberFormat>();

function groupedNumber(amount: number, fractionDigits: number): string {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(fractionDigits, formatter);
  }
  return formatter.format(amount);
}

/**
 * Formats an amount in rupees: `formatRupees(129999, 'symbol')` gives "₹1,29,999",
 * `formatRupees(1499, 'rs')` gives "Rs.1,499/-". A negative amount (a discount line)
 * puts the sign before the currency: "-₹100".
 *
 * @throws RangeError for NaN or infinite amounts, so a bad price fails loudly instead of showing "₹NaN".
 */
export function formatRupees(amount: number, notation: RupeeNotation = 'symbol', options: FormatRupeesOptions = {}): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatRupees: expected a finite amount, got ${amount}`);
  const digits = options.fractionDigits ?? (Number.isInteger(amount) ? 0 : 2);
  const grouped = groupedNumber(Math.abs(amount), digits);
  // Rounding can turn a tiny negative into zero: no "-₹0".
  const sign = amount < 0 && /[1-9]/.test(grouped) ? '-' : '';
  return notation === 'rs' ? `${sign}Rs.${grouped}/-` : `${sign}₹${grouped}`;
}

/**
 * The whole-number discount of `price` against `maxPrice` (the M.R.P.):
 * `Math.round((maxPrice - price) / maxPrice * 100)`. It is 0 when there is no
 * discount to show: no or non-positive `maxPrice`, or `price` not below it.
 */
export function percentOff(price: number, maxPrice: number | null | undefined): number {
  if (maxPrice == null || !Number.isFinite(maxPrice) || !Number.isFinite(price) || maxPrice <= 0 || price >= maxPrice) {
    return 0;
  }
  return Math.round(((maxPrice - price) / maxPrice) * 100);
}
