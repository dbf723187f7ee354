/** Periodic clean-up of rows that have outlived their use. Idempotent, so every instance may run it. */
import { lt, sql } from 'drizzle-orm';
import { deleteStaleCodes } from './accounts/accounts-store';
import { forgetExpiredEndedSessions } from './accounts/sessions';
import type { Config } from './config';
import type { Database } from './db/database';
import { idempotencyKeys } from './db/schema';
import type { Logger } from './logger';
import { expireUnpaidOrders } from './orders/expire-unpaid';
import { lazyPaymentGateway } from './payments/active-gateway';
import { deleteExpiredCounters } from './rate-limit/limiter';

export function startHousekeeping(
  db: Database,
  logger: Logger,
  config: Pick<Config, 'razorpay' | 'siteUrl' | 'seller'>,
  intervalMs = 10 * 60 * 1000,
): { stop(): void } {
  const gateway = lazyPaymentGateway(db, config);
  const timer = setInterval(() => {
    Promise.all([
      deleteExpiredCounters(db),
      deleteStaleCodes(db),
      forgetExpiredEndedSessions(db),
      db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`)),
      // Abandoned checkouts give their stock back (after asking the provider whether they were paid).
      gateway().then((active) => expireUnpaidOrders(db, active, { siteUrl: config.siteUrl, seller: config.seller, logger })),
    ]).catch((error: unknown) => logger.error({ err: error }, 'Housekeeping failed'));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
