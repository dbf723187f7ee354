/**
 * The GSTIN (GST identification number): 15 characters, `SSPPPPPPPPPPEZC` — a two-digit state code, the
 * holder's PAN (five letters, four digits, a letter), the registration's entity number (1–9, then A–Z),
 * the letter Z, and a check character computed from the first fourteen (GSTN's published mod-36 scheme,
 * `gstinCheckCharacter` in @shop/rules, which also checks a buyer's GSTIN at checkout).
 */
import { gstinCheckCharacter, indianStateByGstCode, type IndianState } from '@shop/rules';

const GSTIN_SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

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
