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
 *
 * A body the aggregator sends again (it retries until answered) is stored once and answered `duplicate`. An update
 * that fails in a way no retry would mend (data the database refuses) is marked ignored with the reason, so it
 * neither stays pending for ever nor holds up the retries of others. Rows are forgotten after RETAINED_DAYS.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { carrierWebhooks } from '../../db/schema';
import type { TrackingOutcome } from '../../db/tables/shipments';
import type { CarrierName } from '../../db/tables/values';
import type { Logger } from '../../logger';
import { readUpdate, type Carrier, type WebhookReading } from '../../shipping';
import { applyTrackingUpdate, type TrackingContext } from './apply-update';

export type WebhookReceipt =
  /** Stored; `pending` when applying failed and is left to housekeeping. */
  | { outcome: TrackingOutcome | 'pending' }
  /** Not a tracking update the carrier can read: the reason, for the sender. */
  | { unreadable: string };

export async function receiveTrackingWebhook(db: Database, carrier: Carrier, rawBody: string, context: TrackingContext & { logger: Logger }): Promise<WebhookReceipt> {
  if (!isJson(rawBody)) return { unreadable: 'The body is not JSON.' };
  let read: WebhookReading | null;
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
  read: WebhookReading | null,
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
      bodySha256: createHash('sha256').update(rawBody, 'utf8').digest('hex'),
      ...(update || read === null ? {} : { outcome: 'ignored' as const, processedAt: sql`now()` }),
    })
    .onConflictDoNothing({ target: [carrierWebhooks.carrier, carrierWebhooks.bodySha256] })
    .returning({ id: carrierWebhooks.id });
  // The same body again: what it says is stored already, and applied or about to be.
  if (!stored) return read !== null && 'unreadable' in read ? read : { outcome: 'duplicate' };
  if (read === null) return { outcome: 'pending' };
  if ('unreadable' in read) return read;
  if (!update) return { outcome: 'ignored' };
  try {
    return { outcome: await applyTrackingUpdate(db, carrier, update, context, stored.id) };
  } catch (error) {
    if (await ignoreIfHopeless(db, stored.id, error)) {
      context.logger.error({ err: error, webhookId: stored.id }, 'A tracking update could not be applied and never will be; it is kept, ignored, with the reason');
      return { outcome: 'ignored' };
    }
    context.logger.error({ err: error, webhookId: stored.id }, 'A stored tracking update was not applied; housekeeping applies it later');
    return { outcome: 'pending' };
  }
}

/**
 * A fault no retry would mend: the database refusing the data itself (SQLSTATE classes 22, data exception, and 23,
 * integrity constraint violation). A lost connection or a deadlock is worth another try; these are not.
 */
function isHopeless(error: unknown): boolean {
  // Drizzle wraps the driver's error, which carries the code, as its cause.
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 3; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** Marks a stored update that can never be applied as ignored, with why; answers whether it was such a one. */
async function ignoreIfHopeless(db: Database, webhookId: number, error: unknown): Promise<boolean> {
  if (!isHopeless(error)) return false;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const reason = `Could not be applied: ${cause instanceof Error ? cause.message : String(cause)}`.slice(0, 500);
  await db.update(carrierWebhooks).set({ outcome: 'ignored', reason, processedAt: sql`now()` }).where(and(eq(carrierWebhooks.id, webhookId), isNull(carrierWebhooks.outcome)));
  return true;
}

/** How long stored updates are kept, whatever they did: long enough to look into a parcel's journey and its returns. */
const RETAINED_DAYS = 90;

/** Housekeeping: forgets updates older than RETAINED_DAYS. */
export async function forgetOldWebhooks(db: Database): Promise<void> {
  await db.delete(carrierWebhooks).where(lt(carrierWebhooks.receivedAt, sql`now() - make_interval(days => ${RETAINED_DAYS})`));
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
      // One update that still fails does not hold up the others; it is tried again next run, unless it never can be.
      const hopeless = await ignoreIfHopeless(db, id, error);
      context.logger.error({ err: error, webhookId: id }, hopeless ? 'A stored tracking update can never be applied; it is ignored, with the reason' : 'A stored tracking update could not be applied');
    }
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
