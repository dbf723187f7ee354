/**
 * The aggregator's tracking webhook, once its token is checked (the route). Every JSON body is stored as it came,
 * with the AWB and status when the carrier can read them, before anything else, and only then applied by the
 * tracking engine; so what the aggregator said is kept even when applying it fails, and a stored update nobody
 * applied (the instance stopped, the database blinked) is applied later by housekeeping.
 *
 * A body that is not JSON is refused and not stored: the aggregator sends nothing else, and PostgreSQL text could
 * not hold every byte of it. A JSON body the carrier cannot read is stored (outcome `ignored`, for whoever looks
 * into a change of the aggregator's format) and refused; one it reads as an event the shop does not follow (a
 * test ping) is stored and acknowledged.
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { carrierWebhooks } from '../db/schema';
import type { TrackingOutcome } from '../db/tables/shipments';
import type { CarrierName } from '../db/tables/values';
import type { Logger } from '../logger';
import { CarrierRefusedError, type Carrier, type TrackingUpdate } from './carrier';
import { applyTrackingUpdate, type TrackingContext } from './tracking';

export type WebhookReceipt =
  /** Stored; `pending` when applying failed and is left to housekeeping. */
  | { outcome: TrackingOutcome | 'pending' }
  /** Not a tracking update the carrier can read: the reason, for the sender. */
  | { unreadable: string };

type Reading = { update: TrackingUpdate | null } | { unreadable: string };

export async function receiveTrackingWebhook(db: Database, carrier: Carrier, rawBody: string, context: TrackingContext & { logger: Logger }): Promise<WebhookReceipt> {
  if (!isJson(rawBody)) return { unreadable: 'The body is not JSON.' };
  let read: Reading | null;
  try {
    read = readUpdate(carrier, rawBody);
  } catch (error) {
    // The carrier failed on it (a fault of ours, not the sender's): kept unapplied, and read again by housekeeping.
    context.logger.error({ err: error }, 'The carrier could not read a tracking update; it is kept and read again later');
    read = null;
  }
  return recordTrackingWebhook(db, carrier.name, rawBody, read, context);
}

/**
 * Stores a JSON body with the carrier's reading of it (null: the carrier failed to read it), then applies the
 * update it holds.
 */
export async function recordTrackingWebhook(
  db: Database,
  carrier: CarrierName,
  rawBody: string,
  read: Reading | null,
  context: TrackingContext & { logger: Logger },
): Promise<WebhookReceipt> {
  const update = read && 'update' in read ? read.update : null;
  const [stored] = await db
    .insert(carrierWebhooks)
    .values({
      carrier,
      awb: update?.awb.slice(0, 100) ?? null,
      status: update?.courierStatus?.slice(0, 100) ?? null,
      rawBody,
      ...(update || read === null ? {} : { outcome: 'ignored' as const, processedAt: sql`now()` }),
    })
    .returning({ id: carrierWebhooks.id });
  if (read === null) return { outcome: 'pending' };
  if ('unreadable' in read) return read;
  if (!update) return { outcome: 'ignored' };
  try {
    return { outcome: await applyTrackingUpdate(db, carrier, update, context, stored!.id) };
  } catch (error) {
    context.logger.error({ err: error, webhookId: stored!.id }, 'A stored tracking update was not applied; housekeeping applies it later');
    return { outcome: 'pending' };
  }
}

/** How long a stored update may wait for its own request to apply it before housekeeping does. */
const APPLY_GRACE_MINUTES = 5;
const REAPPLIED_PER_RUN = 50;

/** Applies stored updates their request did not get to; each at most once (applyTrackingUpdate checks its outcome). */
export async function applyStoredWebhooks(db: Database, carrier: Carrier, context: TrackingContext & { logger: Logger }): Promise<void> {
  const waiting = await db
    .select({ id: carrierWebhooks.id, rawBody: carrierWebhooks.rawBody })
    .from(carrierWebhooks)
    .where(and(eq(carrierWebhooks.carrier, carrier.name), isNull(carrierWebhooks.outcome), lt(carrierWebhooks.receivedAt, sql`now() - make_interval(mins => ${APPLY_GRACE_MINUTES})`)))
    .orderBy(asc(carrierWebhooks.id))
    .limit(REAPPLIED_PER_RUN);
  for (const { id, rawBody } of waiting) {
    try {
      const read = readUpdate(carrier, rawBody);
      if ('update' in read && read.update) await applyTrackingUpdate(db, carrier.name, read.update, context, id);
      else await db.update(carrierWebhooks).set({ outcome: 'ignored', processedAt: sql`now()` }).where(and(eq(carrierWebhooks.id, id), isNull(carrierWebhooks.outcome)));
    } catch (error) {
      // One update that still fails does not hold up the others; it is tried again next run.
      context.logger.error({ err: error, webhookId: id }, 'A stored tracking update could not be applied');
    }
  }
}

/** The carrier's reading of a body: an update, null for an event the shop does not follow, or why it cannot be read. */
export function readUpdate(carrier: Carrier, rawBody: string): Reading {
  try {
    return { update: carrier.readWebhook(rawBody) };
  } catch (error) {
    if (error instanceof CarrierRefusedError) return { unreadable: error.message };
    throw error;
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
