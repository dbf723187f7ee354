/**
 * The GSTIN (GST identification number): 15 characters, `SSPPPPPPPPPPEZC` — a two-digit state code, the
 * holder's PAN (five letters, four digits, a letter), the registration's entity number (1–9, then A–Z),
 * the letter Z, and a check character computed from the first fourteen (GSTN's published mod-36 scheme).
 */
import { indianStateByGstCode, type IndianState } from '@shop/rules';

const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

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

/**
 * Why `gstin` is not a GSTIN of `state`, or null when it is one. `state` is where the seller is
 * registered: a GSTIN always starts with that state's code.
 */
export function gstinProblem(gstin: string, state: IndianState): string | null {
  const match = GSTIN_SHAPE.exec(gstin);
  if (!match) return 'must be a 15-character GSTIN: 2-digit state code, 10-character PAN, entity number, Z, check character (e.g. 27AAPFU0939F1ZV)';
  if (!indianStateByGstCode(match[1]!)) return `starts with ${match[1]}, which is no Indian state's GST code`;
  if (match[1] !== state.gstCode) return `starts with ${match[1]}, but SELLER_STATE ${state.name} has GST code ${state.gstCode}`;
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'has a wrong check character (the last one): check it was copied correctly';
  return null;
}
