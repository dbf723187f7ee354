/**
 * How the law's product declarations are written for people: the net quantity with its unit, the country of
 * origin by name (countries.ts). The API snapshots these words onto an order's lines and the pages show them, so the two
 * read the same. Written without Intl, as prices are (money.ts): a product page's first Intl call would load the
 * browser's number or calendar data while the page hydrates, the longest task of its load on a phone.
 */
import { groupIndianDigits } from './money';

/** The unit as the declaration prints it after the figure; pieces are counted in words. */
const UNIT_TEXT: Readonly<Record<string, string>> = { g: 'g', kg: 'kg', ml: 'ml', l: 'L', m: 'm', m2: 'm²' };

/** "20 pieces", "1 piece", "300 ml", "9.3 m²": figures as written in India (1,000), no trailing zeros. */
export function netQuantityText(quantity: number, unit: string): string {
  const grouped = groupIndianDigits(quantity, 3);
  const figure = grouped.includes('.') ? grouped.replace(/\.?0+$/, '') : grouped;
  if (unit === 'pieces') return `${figure} ${quantity === 1 ? 'piece' : 'pieces'}`;
  return `${figure} ${UNIT_TEXT[unit] ?? unit}`;
}

/** The units staff choose from, each with its name, in the order a picker lists them. */
export const NET_QUANTITY_UNIT_NAMES: readonly { unit: string; name: string }[] = [
  { unit: 'pieces', name: 'Pieces (number)' },
  { unit: 'g', name: 'Grams (g)' },
  { unit: 'kg', name: 'Kilograms (kg)' },
  { unit: 'ml', name: 'Millilitres (ml)' },
  { unit: 'l', name: 'Litres (L)' },
  { unit: 'm', name: 'Metres (m)' },
  { unit: 'm2', name: 'Square metres (m²)' },
];

/** The words of a month of manufacture: the month names and what a page says when the pack says it. */
export interface MadeMonthWords {
  months: readonly string[];
  asPrinted: string;
}

const ENGLISH_MADE_MONTH: MadeMonthWords = {
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  asPrinted: 'As printed on the pack',
};

/**
 * "2026-03" as "March 2026"; null (the pack says) as the words the page shows instead. The storefront passes its
 * copy's words, in its language; the merchant feed keeps these English ones.
 */
export function madeMonthText(month: string | null, words: MadeMonthWords = ENGLISH_MADE_MONTH): string {
  if (month === null) return words.asPrinted;
  const [year, number] = month.split('-').map(Number);
  return `${words.months[number! - 1]} ${year}`;
}
