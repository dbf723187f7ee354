/**
 * Staff type money in rupees (up to two decimals, Indian grouping commas allowed); the admin API takes
 * integer paise. The conversion is done on the digits, never through a float, so 1299.99 is 129999 paise.
 */
const RUPEES = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** Paise for a rupee amount as typed ("1,299.5" → 129950), or null when it is not one. */
export function paiseFromRupeesText(text: string): number | null {
  const match = RUPEES.exec(text.trim().replaceAll(',', '').replace(/^₹\s*/, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as the field shows them: "1299" or "1299.50". */
export function rupeesTextFromPaise(paise: number): string {
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
