/**
 * Which quotation a buyer may accept, and marking it accepted (decision 053, "Acceptance"). Only the latest sent
 * revision of a quote still `quoted` and not past its last valid day (India's calendar), once: the quote's row is
 * locked, so of two acceptances at once the second finds it accepted. The order itself is the flow's part
 * (flows/quote-acceptance).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { quotes } from '../db/schema';
import { ConflictError, NotFoundError, problem, type Problem } from '../errors';
import { indianDate } from '../kernel';
import { isQuoteToken } from './links';
import { statusOf } from './reshape';
import { latestSentOf, type RevisionRow } from './revisions';

export type QuoteRow = typeof quotes.$inferSelect;

/** Who accepts: a signed-in customer, holding the page's secret or owning the quote in their account. */
export interface AcceptingBuyer {
  userId: number;
  /** The page's secret, checked against `linkKey`; without it the quote must be filed under the account. */
  token?: string | undefined;
  linkKey: Buffer;
}

const NOT_FOUND = problem('quote_not_found', 'This quote is not known. Open the latest e-mail about your quote, or your account’s quotes.');

/**
 * The quote (locked for the rest of the transaction) and the revision to order, or the refusal: 404 for a quote
 * that is not the buyer's, 409 naming `revision` for one they did not see last, 409 naming `quote` for one that
 * cannot be accepted any more.
 */
export async function quoteToAccept(tx: Transaction, number: string, buyer: AcceptingBuyer, revision: number, now: Date): Promise<{ quote: QuoteRow; revision: RevisionRow }> {
  const byLink = buyer.token !== undefined && isQuoteToken(buyer.linkKey, number, buyer.token);
  const [quote] = await tx.select().from(quotes).where(eq(quotes.number, number)).for('update');
  // A quote filed under an account is that account's alone, whoever holds its link; a guest's, the link holder's.
  if (!quote || (quote.userId === null ? !byLink : quote.userId !== buyer.userId)) throw new NotFoundError(NOT_FOUND);
  const status = statusOf(quote, indianDate(now));
  if (status !== 'quoted') throw new ConflictError(refusalOf(status), { quote: [refusalOf(status)] });
  const latest = (await latestSentOf(tx, [quote.id])).get(quote.id);
  if (!latest || latest.revision !== revision) {
    const newer = problem('quote_revised', 'The shop has sent a newer quotation since you opened this page. Reload it to read and accept the latest.');
    throw new ConflictError(newer, { revision: [newer] });
  }
  return { quote, revision: latest };
}

function refusalOf(status: string): Problem {
  switch (status) {
    case 'accepted':
      return problem('quote_already_accepted', 'This quotation has already been accepted: its order is in your account’s orders.');
    case 'expired':
      return problem('quote_expired', 'This quotation has expired. Reply to the shop’s e-mail and ask for a fresh quotation.');
    case 'withdrawn':
      return problem('quote_withdrawn', 'The shop has withdrawn this quotation. Reply to the shop’s e-mail if you still want to order.');
    default:
      return problem('quote_not_sent', 'The shop has not sent a quotation for this request yet.');
  }
}

/** The quote is accepted, linked to its order, and filed under the account that accepted it. */
export async function markQuoteAccepted(tx: Transaction, quote: QuoteRow, orderId: number, userId: number): Promise<void> {
  await tx
    .update(quotes)
    .set({ status: 'accepted', orderId, userId, version: quote.version + 1 })
    .where(and(eq(quotes.id, quote.id), isNull(quotes.orderId)));
}
