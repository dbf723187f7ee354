/**
 * An amount in words as Indian invoices write it, in Indian numbering (thousand, lakh, crore):
 * 12345670 paise → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only".
 */

const ONES = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: "Seven", "Nineteen", "Forty", "Fifty-Six". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[ones]}`;
}

/** 1–999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) words.push(belowHundred(rest));
  return words.join(' ');
}

/**
 * A whole number in words, Indian numbering: crore (10^7), lakh (10^5), thousand, hundred. Above 99
 * crore the crores are themselves counted the same way ("One Hundred Twenty Crore").
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`numberInWords: expected a whole, non-negative number, got ${n}`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const words: string[] = [];
  if (crores > 0) words.push(`${numberInWords(crores)} Crore`);
  if (lakhs > 0) words.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) words.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) words.push(belowThousand(rest));
  return words.join(' ');
}

/** "Rupees … and … Paise Only"; whole rupees leave the paise out ("Rupees Five Hundred Only"). */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`amountInWords: expected a whole, non-negative number of paise, got ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paisePart = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paisePart} Only`;
}
