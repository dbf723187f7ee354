/**
 * How a sale is told to shoppers: the same words in the announcement bar (made by the server), on the
 * offers page and beside a price, with the real end in India's time, so no page promises more or longer
 * than the server charges. There is no countdown: the end is a date and a time.
 */
import { dayMonthTimeInIndia } from './indiaTime';
import type { LanguageCode } from './languages';
import { formatRupees, paiseToRupees } from './money';

export interface SaleDiscount {
  /** Per cent off each price; null for an amount off. */
  percentOff: number | null;
  /** Paise off each price; null for a percentage. */
  amountOffPaise: number | null;
}

/** The words a sale is told in: the API's are these English ones; a page in another language passes its own. */
export interface SaleWords {
  /** `amount` as "20%" or "₹200": "20% off". */
  off: (amount: string) => string;
  /** The announcement bar's line: "Monsoon sale: 20% off until 30 Nov, 11:59 pm". */
  announcement: (name: string, discount: string, end: string) => string;
}

const ENGLISH_SALE_WORDS: SaleWords = {
  off: (amount) => `${amount} off`,
  announcement: (name, discount, end) => `${name}: ${discount} until ${end}`,
};

/** "20% off" or "₹200 off". */
export function saleDiscountText(discount: SaleDiscount, words: Pick<SaleWords, 'off'> = ENGLISH_SALE_WORDS): string {
  if (discount.percentOff !== null) return words.off(`${discount.percentOff}%`);
  return words.off(formatRupees(paiseToRupees(discount.amountOffPaise ?? 0)));
}

/** "30 Nov, 11:59 pm" ("30 नवंबर, 11:59 अपराह्न"): when a sale ends, in India's time whatever the reader's device says. */
export function saleEndText(endsAt: Date | string, language: LanguageCode = 'en'): string {
  return dayMonthTimeInIndia(new Date(endsAt), language);
}

/** The announcement of a live sale: "Monsoon sale: 20% off until 30 Nov, 11:59 pm", in `words` and `language`'s calendar. */
export function saleAnnouncement(sale: SaleDiscount & { name: string; endsAt: Date | string }, words: SaleWords = ENGLISH_SALE_WORDS, language: LanguageCode = 'en'): string {
  return words.announcement(sale.name, saleDiscountText(sale, words), saleEndText(sale.endsAt, language));
}
