/**
 * Indian PIN codes and mobile numbers: what the server accepts and the words a shopper reads when a
 * value is refused. The storefront shows the server's messages against its fields, so both sides say
 * the same thing.
 */

/** An Indian PIN code: six digits, the first never 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** How many digits a PIN code has, for inputs that stop at the last one. */
export const PINCODE_LENGTH = 6;

export const PINCODE_MESSAGE = 'Enter a valid 6-digit PIN code.';

/** People write "400 001" too. */
const PINCODE_SPACES = /\s/g;

/** The six digits without spaces, or null when `raw` is not a PIN code. */
export function normalisePincode(raw: string): string | null {
  const digits = raw.replace(PINCODE_SPACES, '');
  return PINCODE_PATTERN.test(digits) ? digits : null;
}

export const INDIAN_MOBILE_MESSAGE = 'Enter a valid 10-digit Indian mobile number.';

/** Spaces and dashes between groups ("98765 43210", "987-654-3210"). */
const MOBILE_SEPARATORS = /[\s-]/g;

/** Ten digits starting with 6, 7, 8 or 9, with +91, 91 or a trunk 0 in front or not. */
export const INDIAN_MOBILE_PATTERN = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/** The bare ten digits people's numbers are stored as, or null when `raw` is not an Indian mobile number. */
export function normaliseIndianMobile(raw: string): string | null {
  return INDIAN_MOBILE_PATTERN.exec(raw.replace(MOBILE_SEPARATORS, ''))?.[1] ?? null;
}
