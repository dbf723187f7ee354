/**
 * The GSTIN (GST identification number): 15 characters, `SSPPPPPPPPPPEZC` — a two-digit state code, the
 * holder's PAN (five letters, four digits, a letter), the registration's entity number (1–9, then A–Z),
 * the letter Z, and a check character computed from the first fourteen (GSTN's published mod-36 scheme).
 */
import { gstinProblem, indianStateByGstCode, type IndianState } from '@shop/rules';

/**
 * Why `gstin` is not a GSTIN of `state`, or null when it is one, in the words of a start-up error. `state` is
 * where the seller is registered: a GSTIN always starts with that state's code. The shape and the check
 * character are @shop/rules' `gstinProblem`, the check a buyer's GSTIN gets at checkout.
 */
export function sellerGstinProblem(gstin: string, state: IndianState): string | null {
  const problem = gstinProblem(gstin);
  if (problem === 'shape') return 'must be a 15-character GSTIN: 2-digit state code, 10-character PAN, entity number, Z, check character (e.g. 27AAPFU0939F1ZV)';
  const code = gstin.slice(0, 2);
  if (!indianStateByGstCode(code)) return `starts with ${code}, which is no Indian state's GST code`;
  if (code !== state.gstCode) return `starts with ${code}, but SELLER_STATE ${state.name} has GST code ${state.gstCode}`;
  if (problem === 'check') return 'has a wrong check character (the last one): check it was copied correctly';
  return null;
}
