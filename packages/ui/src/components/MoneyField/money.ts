import { groupIndianDigits } from '@shop/rules/money';

/**
 * Money as people in India type and read it: rupees with up to two decimals and Indian digit grouping
 * (1,29,999.50), held as integer paise. The conversion works on the digits, never through a float, so
 * 1299.99 is exactly 129999 paise.
 */
const RUPEES = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** Paise for a rupee amount as typed ("₹1,299.5" → 129950), or null when it is not one. */
export function paiseFromRupeesText(text: string): number | null {
  const match = RUPEES.exec(text.trim().replace(/^₹\s*/, '').replaceAll(',', ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as the field shows them: "1,29,999" or "1,29,999.50" (paise only when there are some). */
export function rupeesTextFromPaise(paise: number): string {
  const whole = groupIndianDigits(Math.floor(paise / 100));
  const rest = paise % 100;
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}
