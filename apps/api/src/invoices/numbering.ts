/**
 * Document numbers: one gap-free series per kind of document and financial year (April to March, by
 * India's calendar), as GST rule 46 asks: "a consecutive serial number not exceeding sixteen characters…
 * unique for a financial year". `BSI/26-27/000123` is invoice 123 of April 2026 – March 2027;
 * `BCN/26-27/000007` credit note 7. Six digits allow 999,999 documents a year within the 16 characters.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { documentSeries } from '../db/schema';
import type { DocumentSeries } from '../db/tables/values';
import { indianDate } from '../kernel';

const PREFIXES: Record<DocumentSeries, string> = { invoice: 'BSI', credit_note: 'BCN' };

/** "2026-27" for any moment from 1 April 2026 00:00 to 31 March 2027 23:59:59 in India. */
export function financialYearOf(at: Date): string {
  const [year, month] = indianDate(at).split('-').map(Number) as [number, number];
  const startYear = month >= 4 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** `BSI/26-27/000123`. */
function documentNumber(series: DocumentSeries, financialYear: string, sequence: number): string {
  const [start, end] = financialYear.split('-') as [string, string];
  return `${PREFIXES[series]}/${start.slice(2)}-${end}/${String(sequence).padStart(6, '0')}`;
}

/**
 * The next number of `series` in `financialYear`. The counter row is created or incremented by one
 * upsert, which holds the row's lock until the caller's transaction ends: a concurrent issuer waits for
 * it and then reads the committed value, and a transaction that rolls back takes its increment with it.
 * Numbers are therefore consecutive in commit order with no gap and no repeat.
 */
export async function nextDocumentNumber(tx: Transaction, series: DocumentSeries, financialYear: string): Promise<{ sequence: number; number: string }> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({ target: [documentSeries.series, documentSeries.financialYear], set: { lastNumber: sql`${documentSeries.lastNumber} + 1` } })
    .returning({ lastNumber: documentSeries.lastNumber });
  return { sequence: row!.lastNumber, number: documentNumber(series, financialYear, row!.lastNumber) };
}
