/**
 * A quote as its buyer reads it: by the page's secret link, or from their account. They see their request and
 * the latest quotation sent, never a draft; staff are "the shop" here, no names.
 */
import type { Schema } from '@shop/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { quotes } from '../db/schema';
import { NotFoundError, problem } from '../errors';
import { indianDate } from '../kernel';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit';
import { isQuoteToken, quoteToken } from './links';
import { quotationView, requestedVariantIds, requestView, statusOf } from './reshape';
import { latestSentOf } from './revisions';
import type { VariantLookup } from './variants';

const QUOTE_NOT_FOUND = problem('quote_not_found', 'This quote is not known. Open the latest e-mail about your quote, or your account’s quotes.');

/** Key: client IP. A buyer opens their page a few times a day; nobody should try tokens by the thousand. */
const QUOTE_LINKS_PER_CLIENT: RateLimitRule = {
  bucket: 'quote_link_ip',
  limit: 60,
  windowSeconds: 60 * 60,
  detail: 'Too many tries. Please try again later.',
};

export async function quoteByLink(db: Database, key: Buffer, number: string, token: string, client: { ip: string }, variants: VariantLookup, now: Date): Promise<Schema<'Quote'>> {
  await consumeRateLimit(db, QUOTE_LINKS_PER_CLIENT, client.ip);
  if (!isQuoteToken(key, number, token)) throw new NotFoundError(QUOTE_NOT_FOUND);
  const [row] = await db.select().from(quotes).where(eq(quotes.number, number));
  if (!row) throw new NotFoundError(QUOTE_NOT_FOUND);
  return buyerView(db, row, variants, now);
}

/** One of the customer's own quotes; another's, or a guest's, is not found. */
export async function ownQuote(db: Database, userId: number, number: string, variants: VariantLookup, now: Date): Promise<Schema<'Quote'>> {
  const [row] = await db.select().from(quotes).where(and(eq(quotes.number, number), eq(quotes.userId, userId)));
  if (!row) throw new NotFoundError(QUOTE_NOT_FOUND);
  return buyerView(db, row, variants, now);
}

export async function listOwnQuotes(db: Database, key: Buffer, userId: number, now: Date): Promise<Schema<'QuoteSummary'>[]> {
  const rows = await db.select().from(quotes).where(eq(quotes.userId, userId)).orderBy(desc(quotes.createdAt), desc(quotes.id));
  const today = indianDate(now);
  const latest = await latestSentOf(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const sent = latest.get(row.id);
    return {
      number: row.number,
      token: quoteToken(key, row.number),
      status: statusOf(row, today),
      created_at: row.createdAt.toISOString(),
      line_count: row.requestedLines.length,
      total_paise: sent ? quotationView(sent).total_paise : null,
      valid_until: sent?.validUntil ?? null,
    };
  });
}

async function buyerView(db: Database, row: typeof quotes.$inferSelect, variants: VariantLookup, now: Date): Promise<Schema<'Quote'>> {
  const [latest, named] = await Promise.all([latestSentOf(db, [row.id]), variants(db, requestedVariantIds(row))]);
  const sent = latest.get(row.id);
  // A withdrawn quote keeps no quotation on the buyer's page: the shop took it back.
  const quotation = sent && row.status !== 'withdrawn' ? quotationView(sent) : null;
  return { ...requestView(row, named, indianDate(now)), quotation, order: row.orderId, bank_transfer_allowed: row.bankTransferAllowed };
}
