/**
 * Tracking updates for an AWB the shop does not know (a parcel booked outside the shop, a typo at the
 * aggregator), newest first, for staff to review. The courier's words are read again from the stored body.
 */
import type { Schema } from '@shop/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { carrierWebhooks } from '../db/schema';
import type { Carrier } from './carrier';
import { readUpdate } from './webhook-reading';

export async function listUnmatchedTrackingUpdates(db: Database, carrier: Carrier, { page, pageSize }: { page: number; pageSize: number }): Promise<Schema<'UnmatchedTrackingPage'>> {
  const unmatched = eq(carrierWebhooks.outcome, 'unknown_awb');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(carrierWebhooks)
      .where(unmatched)
      .orderBy(desc(carrierWebhooks.receivedAt), desc(carrierWebhooks.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(carrierWebhooks).where(unmatched),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      received_at: row.receivedAt.toISOString(),
      awb: row.awb,
      status: row.status,
      detail: row.carrier === carrier.name ? newestDetail(carrier, row.rawBody) : null,
    })),
    total: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
}

function newestDetail(carrier: Carrier, rawBody: string): string | null {
  try {
    const read = readUpdate(carrier, rawBody);
    if (!('update' in read) || !read.update) return null;
    const newest = [...read.update.scans].sort((a, b) => b.at.getTime() - a.at.getTime())[0];
    return newest?.detail ?? null;
  } catch {
    // A body the carrier no longer reads (its format changed since) is still listed, without words.
    return null;
  }
}
