/**
 * Money: integer paise in the database and the domain (docs/decisions/002-money-in-paise.md), rupees at
 * the edges. The three notations the shop writes, all with Indian digit grouping (1,29,999):
 * - `symbol`: "₹1,29,999" (cart, orders, mail);
 * - `rs`: "Rs.1,29,999/-" (the older product cards and the product dialog);
 * - `rsWithoutSuffix`: "Rs.1,29,999" (the checkout: "Shipping fixed at Rs.0").
 */

export type RupeeNotation = 'symbol' | 'rs' | 'rsWithoutSuffix';

export interface FormatRupeesOptions {
  /**
   * Exact number of decimals, e.g. 2 for order totals. When left out, whole amounts show none and
   * amounts with paise show two ("1,299.50", never "1,299.5").
   */
  fractionDigits?: number;
}

/** Order amounts always show their paise ("the total with two decimals"): "₹1,299.00". */
export const WITH_PAISE: FormatRupeesOptions = { fractionDigits: 2 };

/** The shop's locale: Indian English, whose numbers group in lakhs and crores ("₹1,00,000"). */
export const SHOP_LOCALE = 'en-IN';

/**
 * For number fields and sliders that format through `Intl` themselves (react-aria's `formatOptions`,
 * with the `en-IN` locale): whole rupees with the symbol, "₹50,000".
 */
export const WHOLE_RUPEES_INTL_OPTIONS: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 };

const PAISE_PER_RUPEE = 100;

/** The API shows rupees as JSON numbers: 129900 paise → 1299. */
export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** Rounded to whole paise, so sums of rupee amounts with paise do not drift (3 × 12.1 is 36.3). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

// Indian digit grouping (lakh, crore); one formatter per number of decimals.
const formatters = new Map<number, Intl.NumberFormat>();

function groupedNumber(amount: number, fractionDigits: number): string {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(SHOP_LOCALE, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    formatters.set(fractionDigits, formatter);
  }
  return formatter.format(amount);
}

const NOTATIONS: Record<RupeeNotation, (grouped: string) => string> = {
  symbol: (grouped) => `₹${grouped}`,
  rs: (grouped) => `Rs.${grouped}/-`,
  rsWithoutSuffix: (grouped) => `Rs.${grouped}`,
};

/**
 * An amount in rupees as the shop writes it: `formatRupees(129999)` is "₹1,29,999",
 * `formatRupees(1499, 'rs')` is "Rs.1,499/-". A negative amount (a discount line) puts the sign before
 * the currency: "-₹100".
 *
 * @throws RangeError for NaN or infinite amounts, so a bad price fails loudly instead of showing "₹NaN".
 */
export function formatRupees(amount: number, notation: RupeeNotation = 'symbol', options: FormatRupeesOptions = {}): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatRupees: expected a finite amount, got ${amount}`);
  const digits = options.fractionDigits ?? (Number.isInteger(amount) ? 0 : 2);
  const grouped = groupedNumber(Math.abs(amount), digits);
  // Rounding can turn a tiny negative into zero: no "-₹0".
  const sign = amount < 0 && /[1-9]/.test(grouped) ? '-' : '';
  return `${sign}${NOTATIONS[notation](grouped)}`;
}

/** An amount kept in paise, always with its two decimals, as order mail shows it: 12990050 → "₹1,29,900.50". */
export function formatPaise(paise: number, notation: RupeeNotation = 'symbol'): string {
  return formatRupees(paiseToRupees(paise), notation, WITH_PAISE);
}

/**
 * The whole-number discount of `price` against `maxPrice` (the M.R.P.):
 * `Math.round((maxPrice - price) / maxPrice * 100)`. It is 0 when there is no discount to show: no or
 * non-positive `maxPrice`, or `price` not below it.
 */
export function percentOff(price: number, maxPrice: number | null | undefined): number {
  if (maxPrice == null || !Number.isFinite(maxPrice) || !Number.isFinite(price) || maxPrice <= 0 || price >= maxPrice) {
    return 0;
  }
  return Math.round(((maxPrice - price) / maxPrice) * 100);
}
