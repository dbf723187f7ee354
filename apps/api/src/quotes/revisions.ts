/** The quotation a buyer reads: the latest sent revision of each quote (a draft is never theirs to see). */
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { quoteRevisions } from '../db/schema';

export type RevisionRow = typeof quoteRevisions.$inferSelect;

export async function latestSentOf(db: Database | Transaction, quoteIds: readonly number[]): Promise<Map<number, RevisionRow>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(quoteRevisions)
    .where(and(inArray(quoteRevisions.quoteId, [...quoteIds]), isNotNull(quoteRevisions.sentAt)))
    .orderBy(quoteRevisions.revision);
  // Ordered by revision, so the last one written for each quote is its latest.
  return new Map(rows.map((row) => [row.quoteId, row]));
}
