/** Periodic clean-up of rows that have outlived their use. Idempotent, so every instance may run it. */
import type { Database } from './db/database';
import type { Logger } from './logger';
import { deleteExpiredCounters } from './rate-limit/limiter';

export function startHousekeeping(db: Database, logger: Logger, intervalMs = 10 * 60 * 1000): { stop(): void } {
  const timer = setInterval(() => {
    deleteExpiredCounters(db).catch((error: unknown) => logger.error({ err: error }, 'Housekeeping failed'));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
