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

export { SHOP_LOCALE } from './locale';

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

/**
 * A number of at least 0 with its digits grouped the Indian way (lakh, crore: "12,34,567") and exactly
 * `fractionDigits` decimals, rounded half away from zero from its shortest decimal form: what
 * `Intl.NumberFormat('en-IN')` writes (test/money.test.ts compares the two), without it. A page's first
 * Intl number formatter loads the browser's number data, 16–26 ms on a fast machine and four times that
 * on a phone (docs/decisions/023-hydrate-after-load.md), and prices and counts are on every public page.
 *
 * @throws RangeError for a negative, infinite or NaN value, or decimals outside 0–20.
 */
export function groupIndianDigits(value: number, fractionDigits = 0): string {
  if (!(value >= 0) || !Number.isFinite(value)) throw new RangeError(`groupIndianDigits: expected a finite number ≥ 0, got ${value}`);
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 20) {
    throw new RangeError(`groupIndianDigits: expected 0–20 decimals, got ${fractionDigits}`);
  }
  const [whole = '0', fraction = ''] = plainDecimal(value).split('.');
  // The kept digits as one integer, plus one in the last place when the first dropped digit is 5 or more.
  let kept = BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  if ((fraction[fractionDigits] ?? '0') >= '5') kept += 1n;
  const digits = kept.toString().padStart(fractionDigits + 1, '0');
  const integer = digits.slice(0, digits.length - fractionDigits);
  const grouped = integer.length <= 3 ? integer : `${integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${integer.slice(-3)}`;
  return fractionDigits === 0 ? grouped : `${grouped}.${digits.slice(-fractionDigits)}`;
}

/** The shortest decimal form of a number, written out without an exponent (1e-7 is "0.0000001"). */
function plainDecimal(value: number): string {
  const [mantissa = '', exponent] = String(value).split('e');
  if (exponent === undefined) return mantissa;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
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
  const grouped = groupIndianDigits(Math.abs(amount), digits);
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
