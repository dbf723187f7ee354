/**
 * The GTIN, the number under the barcode printed on a pack (GS1's Global Trade Item Number): 8 digits (EAN-8),
 * 12 (UPC-A), 13 (EAN-13, the one Indian makers get from GS1 India, prefix 890) or 14 (a case of packs). Its
 * last digit is a check computed from the others, so a digit mistyped or two neighbours swapped are caught
 * before a shopping feed or a search engine matches the pack to another product.
 */

/** The shape alone; the contract states the same pattern, and `hasGtinCheckDigit` checks the last digit. */
export const GTIN_PATTERN = /^([0-9]{8}|[0-9]{12,14})$/;

export const GTIN_SHAPE_MESSAGE = 'A barcode number (GTIN) is 8, 12, 13 or 14 digits, as printed under the barcode.';
export const GTIN_CHECK_MESSAGE = 'This barcode number’s last digit does not match the others: check it against the pack.';

/**
 * GS1's modulo-10 check digit of the digits before it: from the rightmost leftwards, weighted 3, 1, 3, 1…, and
 * the check is what brings the sum to a multiple of 10. Read from the right, so one function serves every length.
 */
export function gtinCheckDigit(digitsBeforeCheck: string): number {
  let sum = 0;
  for (let fromRight = 0; fromRight < digitsBeforeCheck.length; fromRight += 1) {
    const digit = Number(digitsBeforeCheck[digitsBeforeCheck.length - 1 - fromRight]);
    sum += digit * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `gtin`, already in GTIN_PATTERN's shape, ends with the check digit of the digits before it. */
export function hasGtinCheckDigit(gtin: string): boolean {
  return gtinCheckDigit(gtin.slice(0, -1)) === Number(gtin.at(-1));
}
