/**
 * Periodic clean-up of rows that have outlived their use, the reminder of carts left behind, a more frequent reconciliation of pending
 * payments with the provider, and the tracking pull (parcels whose webhook went quiet, and stored
 * webhooks left unapplied). Idempotent, so every instance may run it.
 */
import { lt, sql } from 'drizzle-orm';
import { deleteStaleCodes } from './accounts/accounts-store';
import { remindAbandonedCarts } from './carts/cart-reminders';
import { forgetExpiredEndedSessions } from './accounts/sessions';
import type { Config } from './config';
import type { Database } from './db/database';
import { idempotencyKeys } from './db/schema';
import type { Logger } from './logger';
import { expireCodConfirmations } from './orders/expire-cod-confirmations';
import { expireUnpaidOrders } from './orders/expire-unpaid';
import { reconcilePendingPayments } from './orders/reconcile-payments';
import { lazyPaymentGateway } from './payments/active-gateway';
import { sendUnsentRefunds } from './refunds/refunds';
import { deleteExpiredCounters } from './rate-limit/limiter';
import type { Carrier } from './shipping/carrier';
import { applyStoredWebhooks, forgetOldWebhooks } from './shipping/tracking-webhook';
import { pullTracking } from './shipping/tracking-pull';

export function startHousekeeping(
  db: Database,
  logger: Logger,
  config: Pick<Config, 'razorpay' | 'siteUrl' | 'seller' | 'unpaidOrders' | 'trackingPullMinutes' | 'abandonedCartHours'>,
  carrier: Carrier,
  // Often enough that an unpaid order keeps its stock hardly longer than the configured hold.
  intervalMs = 2 * 60 * 1000,
  reconcileIntervalMs = 2 * 60 * 1000,
): { stop(): void } {
  const gateway = lazyPaymentGateway(db, config);
  const settleContext = { siteUrl: config.siteUrl, seller: config.seller, logger };
  const timer = setInterval(() => {
    Promise.all([
      deleteExpiredCounters(db),
      deleteStaleCodes(db),
      forgetExpiredEndedSessions(db),
      forgetOldWebhooks(db),
      db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`)),
      // Abandoned checkouts give their stock back (after asking the provider whether they were paid).
      gateway().then((active) => expireUnpaidOrders(db, active, settleContext, config.unpaidOrders.holdMinutes)),
      // Cash-on-delivery orders nobody confirmed in time give their stock back.
      expireCodConfirmations(db, settleContext),
      // Refunds the provider did not take (an outage) are asked for again, with their own keys.
      gateway().then((active) => sendUnsentRefunds(db, active, settleContext)),
      // Carts left untouched are recalled to their customers, once.
      remindAbandonedCarts(db, { siteUrl: config.siteUrl, afterHours: config.abandonedCartHours }),
    ]).catch((error: unknown) => logger.error({ err: error }, 'Housekeeping failed'));
  }, intervalMs);
  timer.unref();
  // Paid checkouts whose confirmation was lost are completed within minutes, not at expiry.
  const reconcileTimer = setInterval(() => {
    gateway()
      .then((active) => reconcilePendingPayments(db, active, settleContext))
      .catch((error: unknown) => logger.error({ err: error }, 'Payment reconciliation failed'));
  }, reconcileIntervalMs);
  reconcileTimer.unref();
  const trackingTimer = setInterval(() => {
    pullTracking(db, carrier, settleContext, { silentForMinutes: config.trackingPullMinutes })
      .then(() => applyStoredWebhooks(db, carrier, settleContext))
      .catch((error: unknown) => logger.error({ err: error }, 'Tracking pull failed'));
  }, config.trackingPullMinutes * 60 * 1000);
  trackingTimer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      clearInterval(reconcileTimer);
      clearInterval(trackingTimer);
    },
  };
}
