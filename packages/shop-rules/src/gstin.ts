/**
 * The GSTIN (GST identification number) and the business a buyer orders for. The API refuses what
 * `checkBusinessBuyer` refuses and the checkout shows the same words before sending, so both sides say
 * the same thing.
 *
 * A GSTIN is 15 characters, `SSPPPPPPPPPPEZC`: a two-digit state code, the holder's PAN (five letters,
 * four digits, a letter), the registration's entity number (1–9, then A–Z), the letter Z, and a check
 * character computed from the first fourteen (GSTN's published mod-36 scheme).
 */

export const BUSINESS_NAME_MAX_LENGTH = 100;

/** The shape alone (the database's check reads its source); the state code and check character are checked apart. */
export const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The state codes GSTN issues GSTINs under: 01–38 (the states and union territories, the retired 25
 * "Daman and Diu" and 28 "Andhra Pradesh (before division)" included, as registrations under them may
 * still be quoted), 97 "Other Territory" (offshore areas) and 99 "Centre Jurisdiction".
 */
export function isGstStateCode(code: string): boolean {
  if (!/^[0-9]{2}$/.test(code)) return false;
  const number = Number(code);
  return (number >= 1 && number <= 38) || number === 97 || number === 99;
}

/**
 * The check character of the first fourteen characters: each character's value (0–35) is multiplied by
 * 1 and 2 alternately, each product is folded into base 36 (quotient + remainder) and summed, and the
 * check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARACTERS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** How people paste a GSTIN: in lower case, with spaces around or between groups. */
export function normaliseGstin(raw: string): string {
  return raw.replace(/\s/g, '').toUpperCase();
}

export type GstinProblem = 'shape' | 'state' | 'check';

/** What is wrong with a normalised GSTIN, or null when it is one. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'shape';
  if (!isGstStateCode(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'check';
  return null;
}

export const GSTIN_MESSAGES: Record<GstinProblem | 'missing', string> = {
  shape: 'Enter the 15-character GSTIN as on the GST certificate, e.g. 27AAPFU0939F1ZV.',
  state: 'A GSTIN starts with its state code (01 to 38, 97 or 99): check the first two digits.',
  check: 'This GSTIN does not add up (its last character is wrong): check it was copied correctly.',
  missing: 'Enter the GSTIN of the business, or leave the business name empty.',
};

export const BUSINESS_NAME_MESSAGES = {
  missing: 'Enter the business name registered with this GSTIN.',
  tooLong: `Keep the business name to ${BUSINESS_NAME_MAX_LENGTH} characters.`,
} as const;

/** A business a buyer orders for, normalised: the GSTIN in capitals without spaces, the name trimmed. */
export interface BusinessBuyer {
  gstin: string;
  name: string;
}

export type BusinessBuyerCheck =
  | { ok: true; business: BusinessBuyer | null }
  | { ok: false; errors: { gstin?: string[]; business_name?: string[] } };

/**
 * The business a checkout names, both fields blank meaning none: a valid GSTIN and a name of at most
 * `BUSINESS_NAME_MAX_LENGTH` characters, each required with the other. Errors are keyed by the
 * checkout's field names (`gstin`, `business_name`).
 */
export function checkBusinessBuyer(input: { gstin?: string | null; businessName?: string | null }): BusinessBuyerCheck {
  const gstin = normaliseGstin(input.gstin ?? '');
  const name = (input.businessName ?? '').trim().replace(/\s+/g, ' ');
  if (gstin === '' && name === '') return { ok: true, business: null };
  const errors: { gstin?: string[]; business_name?: string[] } = {};
  if (gstin === '') errors.gstin = [GSTIN_MESSAGES.missing];
  else {
    const problem = gstinProblem(gstin);
    if (problem) errors.gstin = [GSTIN_MESSAGES[problem]];
  }
  if (name === '') errors.business_name = [BUSINESS_NAME_MESSAGES.missing];
  else if (name.length > BUSINESS_NAME_MAX_LENGTH) errors.business_name = [BUSINESS_NAME_MESSAGES.tooLong];
  return errors.gstin || errors.business_name ? { ok: false, errors } : { ok: true, business: { gstin, name } };
}
