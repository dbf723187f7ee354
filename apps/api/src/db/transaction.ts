/**
 * Every write path opens its transaction here. PostgreSQL may end a transaction that did nothing wrong: a
 * deadlock (40P01) breaks a cycle by aborting one side, and a serialization failure (40001) refuses a
 * snapshot that went stale. Both rolled everything back, so the whole transaction is run again after a short,
 * jittered pause (two shoppers retrying in step would collide again); after a few tries the caller is told to
 * come back shortly (503 with Retry-After) rather than answered with an error.
 *
 * The work may therefore run more than once: it must change nothing outside the database that a second run
 * would repeat (ask outside services after the transaction, or with an idempotent call, as checkout's payment
 * order is).
 */
import { ServiceUnavailableError, problem } from '../errors';
import type { Database, Transaction } from './database';

/** Runs of one transaction, the first included. */
export const TRANSACTION_ATTEMPTS = 4;
/** The first pause between runs; each next one doubles, each drawn between half of it and all of it. */
const FIRST_PAUSE_MS = 20;
const BUSY_RETRY_AFTER_SECONDS = 1;
const BUSY = problem('shop_busy', 'The shop is busy just now. Please try again in a moment.');

/** SQLSTATEs of a transaction PostgreSQL aborted to let another one through. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);

export async function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) throw new ServiceUnavailableError(BUSY, BUSY_RETRY_AFTER_SECONDS);
      const pause = FIRST_PAUSE_MS * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, pause / 2 + Math.random() * (pause / 2)));
    }
  }
}

/** A deadlock or serialization failure, as the driver raised it or Drizzle wrapped it. */
function isTransactionConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_STATES.has(code)) return true;
    current = current.cause;
  }
  return false;
}
