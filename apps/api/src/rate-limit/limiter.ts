/**
 * Fixed-window rate limits kept in the database, so every API instance counts against the same
 * numbers. One statement both counts the hit and reads the total, so concurrent hits never race.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import { RateLimitedError, problem } from '../errors';

export interface RateLimitRule {
  /** What is limited, e.g. `contact`. */
  bucket: string;
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
  /** Told to the client when the limit is reached. */
  detail: string;
}

/** Counts one hit for `key` (who is asking) and throws RateLimitedError once the window's limit is passed. */
export async function consumeRateLimit(db: Database, rule: RateLimitRule, key: string, now: Date = new Date()): Promise<void> {
  const hits = await countHit(db, rule, key, now);
  if (hits > rule.limit) throw new RateLimitedError(secondsLeftInWindow(rule, now), problem('rate_limited', rule.detail));
}

/** How long until the rule's current window ends and its count starts again (at least a second). */
export function secondsLeftInWindow(rule: Pick<RateLimitRule, 'windowSeconds'>, now: Date): number {
  const { windowEnd } = windowOf(rule, now);
  return Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000));
}

/** Counts one hit for `key` and answers the window's hits so far, refusing nothing (for rules that slow down rather than block). */
export async function countHit(db: Database, rule: Pick<RateLimitRule, 'bucket' | 'windowSeconds'>, key: string, now: Date = new Date()): Promise<number> {
  const { windowStart, windowEnd } = windowOf(rule, now);
  const [counter] = await db
    .insert(rateLimitCounters)
    .values({ bucket: rule.bucket, key, windowStart, hits: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return counter!.hits;
}

/**
 * Gives back a hit counted at `now`, for limits that count only failures (logins): count before trying, so
 * concurrent tries cannot slip past the limit, and refund when the try succeeded.
 */
export async function refundRateLimit(db: Database, rule: Pick<RateLimitRule, 'bucket' | 'windowSeconds'>, key: string, now: Date): Promise<void> {
  const { windowStart } = windowOf(rule, now);
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(and(eq(rateLimitCounters.bucket, rule.bucket), eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}

function windowOf(rule: Pick<RateLimitRule, 'windowSeconds'>, now: Date): { windowStart: Date; windowEnd: Date } {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { windowStart, windowEnd: new Date(windowStart.getTime() + windowMs) };
}

/** Housekeeping: counters of finished windows are worthless. */
export async function deleteExpiredCounters(db: Database, now: Date = new Date()): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}
