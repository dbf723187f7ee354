/**
 * The sweeps, as scheduled jobs (src/jobs): rows that have outlived their use deleted, unpaid and unconfirmed
 * orders expired, refunds the provider did not take asked for again, pending payments reconciled with the
 * provider, carts left behind recalled, parcels whose webhook went quiet asked about, failed deliveries nobody
 * answered in time told to the shop, reverse pickups followed to the shop, expired booking holds released, visits reminded of the day before. Each runs once per period
 * across all instances, is retried with backoff when it fails, and is shown to staff when it keeps failing. Each
 * is idempotent, so a retry of a run that was cut short is harmless.
 */
import { lt, sql } from 'drizzle-orm';
import { deleteStaleCodes, forgetExpiredEndedSessions, lazyAccountKeys } from './accounts';
import { releaseExpiredHolds, remindUpcomingVisits } from './bookings';
import { remindAbandonedCarts } from './carts';
import type { Config } from './config';
import type { Database } from './db/database';
import { idempotencyKeys } from './db/schema';
import type { JobHandler, JobQueue } from './jobs';
import type { Logger } from './logger';
import { forgetSpentConfirmationLinks } from './notify';
import { expireUnansweredDeliveryProblems } from './flows/delivery-problems/deadline';
import { trackReturnPickups } from './flows/return-requests/track-pickups';
import { pullTracking } from './flows/track-shipment/pull';
import { applyStoredWebhooks, forgetOldWebhooks } from './flows/track-shipment/webhook';
import { forgetOldWhatsAppMessages } from './flows/whatsapp-replies';
import { expireCodConfirmations, expireUnpaidOrders, expireUnpaidTransfers, reconcilePendingPayments } from './orders';
import { createMediaStorage } from './media';
import { lazyPaymentGateway } from './payments';
import { forgetUnclaimedQuotePhotos } from './quotes';
import { deleteExpiredCounters } from './rate-limit';
import { sendUnsentRefunds } from './refunds';
import { shopNow } from './shop-clock';
import type { Carrier } from './shipping';

/** Often enough that an unpaid order keeps its stock hardly longer than the configured hold. */
const SWEEP_SECONDS = 2 * 60;

const sweep = (name: string): JobQueue => ({ name, everySeconds: SWEEP_SECONDS });

export const HOUSEKEEPING_QUEUES = {
  /**
   * Expired rate-limit counters, sign-up and sign-in codes, ended sessions, idempotency keys, old carrier webhooks,
   * the ids of WhatsApp messages too old to act on, the links of cash-on-delivery questions already answered or past their deadline,
   * and photos of a site that no request for quotation claimed within a day.
   */
  forgetExpired: sweep('forget-expired-records'),
  /** Abandoned checkouts give their stock back (after asking the provider whether they were paid). */
  expireUnpaidOrders: sweep('expire-unpaid-orders'),
  /** Cash-on-delivery orders nobody confirmed in time give their stock back. */
  expireCodConfirmations: sweep('expire-cod-confirmations'),
  /** Orders to be paid by bank transfer or UPI whose money was not recorded by their deadline give their stock back. */
  expireUnpaidTransfers: sweep('expire-unpaid-transfers'),
  /** Refunds the provider did not take (an outage) are asked for again, with their own keys. */
  resendRefunds: sweep('resend-unsent-refunds'),
  /** Carts left untouched are recalled to their customers, once. */
  remindAbandonedCarts: sweep('remind-abandoned-carts'),
  /** Paid checkouts whose confirmation was lost are completed within minutes, not at expiry. */
  reconcilePayments: sweep('reconcile-payments'),
  /**
   * Parcels the courier's webhook has been silent about for TRACKING_PULL_MINUTES are asked about (each parcel at
   * most once in that time, as the pull records when it last heard of it), and stored webhooks left unapplied are
   * applied.
   */
  pullTracking: sweep('pull-tracking'),
  /** Failed deliveries nobody answered by the courier's deadline are marked so, and the shop's inbox told. */
  deliveryProblemDeadlines: sweep('delivery-problem-deadlines'),
  /** Reverse pickups on their way are asked about: when collected, when at the shop. */
  trackReturnPickups: sweep('track-return-pickups'),
  /**
   * Site-survey slots held but not confirmed in time are cancelled, so the week view and the customer's list say
   * so; a booking already ignores an expired hold in its way, so a slot is free again at once, not at the sweep.
   */
  releaseExpiredHolds: sweep('release-expired-booking-holds'),
  /** Confirmed visits are reminded of from 10:00 in India the day before, each once (decision 055). */
  remindUpcomingVisits: sweep('remind-upcoming-visits'),
} as const satisfies Record<string, JobQueue>;

type SweepConfig = Pick<Config, 'razorpay' | 'siteUrl' | 'seller' | 'unpaidOrders' | 'abandonedCartHours' | 'jwtSecret' | 'trackingPullMinutes' | 'shopNotifyEmail' | 'mediaDir' | 's3'>;

export function housekeepingJobs(db: Database, logger: Logger, config: SweepConfig, carrier: Carrier): JobHandler[] {
  const gateway = lazyPaymentGateway(db, config);
  const keys = lazyAccountKeys(db, config);
  const storage = createMediaStorage(config);
  const settleContext = { siteUrl: config.siteUrl, seller: config.seller, logger };
  const queues = HOUSEKEEPING_QUEUES;
  return [
    {
      queue: queues.forgetExpired,
      run: async () => {
        await Promise.all([
          deleteExpiredCounters(db),
          deleteStaleCodes(db),
          forgetExpiredEndedSessions(db),
          forgetOldWebhooks(db),
          forgetSpentConfirmationLinks(db),
          forgetOldWhatsAppMessages(db),
          forgetUnclaimedQuotePhotos(db, storage, shopNow()),
          db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`)),
        ]);
      },
    },
    { queue: queues.expireUnpaidOrders, run: async () => void (await expireUnpaidOrders(db, await gateway(), settleContext, config.unpaidOrders.holdMinutes)) },
    { queue: queues.expireCodConfirmations, run: async () => void (await expireCodConfirmations(db, settleContext)) },
    { queue: queues.expireUnpaidTransfers, run: async () => void (await expireUnpaidTransfers(db, settleContext)) },
    { queue: queues.resendRefunds, run: async () => void (await sendUnsentRefunds(db, await gateway(), settleContext)) },
    {
      queue: queues.remindAbandonedCarts,
      run: async () =>
        void (await remindAbandonedCarts(db, { siteUrl: config.siteUrl, afterHours: config.abandonedCartHours, unsubscribeKey: (await keys()).offerUnsubscribe })),
    },
    { queue: queues.reconcilePayments, run: async () => void (await reconcilePendingPayments(db, await gateway(), settleContext)) },
    {
      queue: queues.pullTracking,
      run: async () => {
        await pullTracking(db, carrier, settleContext, { silentForMinutes: config.trackingPullMinutes });
        await applyStoredWebhooks(db, carrier, settleContext);
      },
    },
    {
      queue: queues.deliveryProblemDeadlines,
      run: async () => void (await expireUnansweredDeliveryProblems(db, { siteUrl: config.siteUrl, shopEmail: config.shopNotifyEmail })),
    },
    { queue: queues.trackReturnPickups, run: async () => void (await trackReturnPickups(db, carrier, logger)) },
    { queue: queues.releaseExpiredHolds, run: async () => void (await releaseExpiredHolds(db, shopNow())) },
    { queue: queues.remindUpcomingVisits, run: async () => void (await remindUpcomingVisits(db, shopNow(), config.siteUrl)) },
  ];
}
