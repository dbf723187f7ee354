/**
 * A paid survey's fee taken off an accepted quotation's order (decision 069): the customer's fee the checkout
 * would take (`surveyCreditFor`, decision 062), shared among the quotation's lines by the checkout's own rule
 * (`surveyCreditOff`), so the order, its invoice and the quote's page before acceptance say the same amount. The
 * quotation charges no shipping, so the credit leaves at least ₹1 of its total to pay.
 */
import type { Schema } from '@shop/contracts';
import { surveyCreditFor, type SurveyCredit } from '../../bookings';
import type { Database, Transaction } from '../../db/database';
import { surveyCreditOff } from '../checkout/price-checkout';

export interface QuoteSurveyCredit {
  credit: SurveyCredit | null;
  /** What comes off the quotation's total, and each line's share of it, in the lines' order. */
  creditPaise: number;
  shares: number[];
}

/**
 * The credit on a quotation whose lines cost `linePaise` (GST included) when the customer accepts it at `at`;
 * `lock` when accepting, so a checkout or another acceptance reaching for the same fee waits and then finds it used.
 */
export async function quoteSurveyCredit(db: Database | Transaction, userId: number, linePaise: readonly number[], at: Date, lock = false): Promise<QuoteSurveyCredit> {
  const credit = await surveyCreditFor(db, userId, at, lock);
  const { creditPaise, shares } = surveyCreditOff(linePaise, credit, 0);
  return { credit: creditPaise > 0 ? credit : null, creditPaise, shares };
}

/**
 * The buyer's quote answer with what accepting it now would take off (`survey_credit`): for a signed-in buyer, while
 * the quotation can still be accepted; null otherwise.
 */
export async function withSurveyCredit<Quote extends Schema<'Quote'>>(db: Database, quote: Quote, userId: number | null, now: Date): Promise<Quote> {
  const { quotation } = quote;
  if (userId === null || quote.status !== 'quoted' || !quotation) return { ...quote, survey_credit: null };
  const { credit, creditPaise } = await quoteSurveyCredit(
    db,
    userId,
    quotation.lines.map((line) => line.amount_paise + line.gst_paise),
    now,
  );
  return { ...quote, survey_credit: credit && { booking_id: credit.bookingId, invoice_number: credit.invoiceNumber, amount_paise: creditPaise, last_day: credit.lastDay } };
}
