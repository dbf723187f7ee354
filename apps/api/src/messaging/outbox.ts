/**
 * The WhatsApp and SMS outbox: enqueueMessage queues a message with the job that sends it, and the senders
 * here deliver it and keep its bookkeeping. Safe with several API instances, as the mail dispatcher is: each
 * batch is claimed with FOR UPDATE SKIP LOCKED and leased by moving next_attempt_at forward, so one message
 * is sent by one instance. A provider that is down is tried again with growing pauses, then the message is
 * dead, for staff to see and retry; a message WhatsApp cannot deliver falls back to SMS when the customer
 * chose SMS too. The order is never touched. On each channel one order's messages go in the order of their
 * events, as its mails do (mail/dispatcher.ts).
 */
import { and, asc, eq, inArray, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/database';
import { notificationOutbox, orders } from '../db/schema';
import type { ConsentPurpose, MessagingChannelName, NotificationStatus } from '../db/tables/values';
import type { Logger } from '../logger';
import { enqueueDrain, type JobHandler, type JobQueue } from '../jobs';
import { holdsSecretLink, WITHHELD, withoutSecretLinks } from '../secret-links';
import { shopNow } from '../shop-clock';
import { PermanentSendError } from './channel';
import { allowedChannels, isSuppressed } from './consent';
import type { MessagingSetup } from './setup';
import { inTransaction } from '../db/transaction';

const BATCH_SIZE = 20;

/** As the mail's (mail/dispatcher.ts): one job waiting at most, a scheduled one for retries. */
export const SEND_MESSAGES_QUEUE: JobQueue = { name: 'send-messages', everySeconds: 10, pollSeconds: 2, policy: 'stately' };
/** How long a claimed message is left alone by other senders; a sender that dies only delays it this much. */
const CLAIM_LEASE = sql`interval '5 minutes'`;
/** 1, 4, 16, 64 and 256 minutes apart: a provider's outage gets about six hours before staff are shown it. */
const MAX_ATTEMPTS = 6;

type OutboxRow = typeof notificationOutbox.$inferSelect;

const CHANNEL_NAMES: Record<MessagingChannelName, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

export interface NotificationSender extends MessagingSetup {
  db: Database;
  logger: Logger;
}

/**
 * Sends the messages that are due, batch by batch, until none is left: a message held behind an earlier one of
 * its order on its channel goes in the next round once that one is sent. Returns how many it handled; each at
 * most once per call, since a failed one waits for its retry and a sent one is done.
 */
export async function deliverDueNotifications(sender: NotificationSender): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = await claimDueNotifications(sender.db);
    if (claimed.length === 0) return handled;
    for (const message of claimed) await sendClaimed(sender, message);
    handled += claimed.length;
  }
}

async function claimDueNotifications(db: Database) {
  const earlier = alias(notificationOutbox, 'earlier');
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.status, 'pending'),
        lte(notificationOutbox.nextAttemptAt, sql`now()`),
        notExists(
          db
            .select({ id: earlier.id })
            .from(earlier)
            .where(
              and(
                eq(earlier.orderId, notificationOutbox.orderId),
                eq(earlier.channel, notificationOutbox.channel),
                lt(earlier.id, notificationOutbox.id),
                eq(earlier.status, 'pending'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(notificationOutbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(notificationOutbox)
    .set({ attempts: sql`${notificationOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
    .where(inArray(notificationOutbox.id, due))
    .returning();
}

async function sendClaimed(sender: NotificationSender, message: OutboxRow): Promise<void> {
  const { db, logger } = sender;
  const channel = sender.channels[message.channel];
  const log = { notificationId: message.id, orderId: message.orderId, event: message.event, channel: message.channel };
  // The number it was queued for, which may no longer be the account's: its STOP holds whatever the account says.
  if (await isSuppressed(db, message.toMobile, message.channel)) {
    await finish(db, message, 'failed', { lastError: `Not sent: the number replied STOP on ${CHANNEL_NAMES[message.channel]}.` });
    // A STOP on WhatsApp is not one on SMS: the customer who chose SMS too gets it there.
    await fallBackToSms(db, message);
    return;
  }
  const reach = await reachOf(db, message);
  // Nor to a number that is no longer the account's proved one.
  if (!reach?.channels.includes(message.channel) || reach.mobile !== message.toMobile) {
    const what = purposeOf(message) === 'marketing' ? 'offers' : 'order updates';
    await finish(db, message, 'failed', { lastError: `Not sent: the customer no longer allows ${what} on this channel.` });
    return;
  }
  if (message.parameters.some((parameter) => parameter.includes(WITHHELD))) {
    await finish(db, message, 'failed', { lastError: 'Not sent: its link has expired.' });
    return;
  }
  const template = sender.templateFor(message.channel, message.event);
  if (template === null) {
    await finish(db, message, 'failed', { provider: channel.provider, lastError: `Not sent: no ${message.channel.toUpperCase()} template is configured for ${message.event}.` });
    await fallBackToSms(db, message);
    return;
  }
  try {
    const sent = await channel.send({
      to: message.toMobile,
      template,
      parameters: message.parameters,
      buttons: message.channel === 'whatsapp' ? message.buttons.map((payload) => ({ payload })) : [],
    });
    await finish(db, message, 'sent', { provider: channel.provider, template, providerMessageId: sent.providerMessageId, lastError: null });
    logger.info(log, 'Message sent');
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const permanent = error instanceof PermanentSendError;
    const givingUp = permanent || message.attempts >= MAX_ATTEMPTS;
    if (givingUp) {
      await finish(db, message, permanent ? 'failed' : 'dead', { provider: channel.provider, template, lastError });
      await fallBackToSms(db, message);
    } else {
      await db
        .update(notificationOutbox)
        .set({ lastError, nextAttemptAt: sql`now() + make_interval(mins => ${4 ** Math.max(0, message.attempts - 1)})` })
        .where(eq(notificationOutbox.id, message.id));
    }
    // Adapters keep numbers and keys out of their errors; the log still gets only the reason.
    logger.warn({ ...log, attempts: message.attempts, givingUp, err: lastError }, 'Message not sent');
  }
}

/** A cart's reminder is an offer; everything else tells about an order the customer placed. */
function purposeOf(message: Pick<OutboxRow, 'event'>): ConsentPurpose {
  return message.event === 'abandoned_cart' ? 'marketing' : 'order_updates';
}

/** Where the customer allows such messages now (they may have changed their mind since it was queued). */
async function reachOf(db: Database | Transaction, message: Pick<OutboxRow, 'userId' | 'event'>) {
  return allowedChannels(db, message.userId, purposeOf(message));
}

/**
 * Records where a message stands. A message that reached the customer keeps no secret link: an SMS once sent,
 * a WhatsApp message once delivered (until then a failure report may still send it again by SMS). One that
 * failed keeps it for staff's retry until the link's deadline (`forgetSpentConfirmationLinks`).
 */
async function finish(db: Database | Transaction, message: Pick<OutboxRow, 'id' | 'channel' | 'parameters'>, status: NotificationStatus, values: Partial<OutboxRow>): Promise<void> {
  const reached = status === 'delivered' || status === 'read' || (status === 'sent' && message.channel === 'sms');
  await db
    .update(notificationOutbox)
    .set({ ...values, status, ...(reached ? { parameters: message.parameters.map(withoutSecretLinks) } : {}) })
    .where(eq(notificationOutbox.id, message.id));
}

/**
 * The cash-on-delivery questions whose link can no longer be used (the order was answered, or its deadline
 * passed) keep it withheld, whatever became of the message. Returns how many it changed.
 */
export async function forgetSpentConfirmationLinks(db: Database, now: Date = shopNow()): Promise<number> {
  const spent = await db
    .select({ id: notificationOutbox.id, parameters: notificationOutbox.parameters })
    .from(notificationOutbox)
    .innerJoin(orders, eq(orders.id, notificationOutbox.orderId))
    .where(
      and(
        eq(notificationOutbox.event, 'cod_confirmation'),
        or(isNull(orders.codConfirmation), ne(orders.codConfirmation, 'awaiting'), isNull(orders.codConfirmBy), lte(orders.codConfirmBy, now)),
      ),
    );
  const holding = spent.filter((row) => row.parameters.some(holdsSecretLink));
  for (const row of holding) {
    await db.update(notificationOutbox).set({ parameters: row.parameters.map(withoutSecretLinks) }).where(eq(notificationOutbox.id, row.id));
  }
  return holding.length;
}

export type OutgoingMessage = typeof notificationOutbox.$inferInsert;

/**
 * Queues a WhatsApp or SMS message, and with it the job that sends it, as enqueueMail does a mail: pass the
 * caller's transaction, so both exist exactly when the change does. Once per order, event and channel: an
 * event told twice queues one message.
 */
export async function enqueueMessage(tx: Database | Transaction, message: OutgoingMessage): Promise<void> {
  await tx.insert(notificationOutbox).values(message).onConflictDoNothing();
  await enqueueDrain(tx, SEND_MESSAGES_QUEUE);
}

/** WhatsApp could not deliver: the same message goes by SMS when the customer chose SMS too (once). */
async function fallBackToSms(db: Database | Transaction, message: OutboxRow): Promise<void> {
  if (message.channel !== 'whatsapp') return;
  const reach = await reachOf(db, message);
  if (!reach?.channels.includes('sms')) return;
  await enqueueMessage(db, {
    userId: message.userId,
    orderId: message.orderId,
    event: message.event,
    eventKey: message.eventKey,
    channel: 'sms',
    parameters: message.parameters,
    toMobile: reach.mobile,
  });
}

/** Sent, delivered, read: a status only moves forward (reports can arrive out of order); failed ends it. */
const PROGRESS: Partial<Record<NotificationStatus, number>> = { sent: 1, delivered: 2, read: 3 };

/** The provider's report on a message it carried; an id the shop does not know changes nothing. */
export async function recordProviderStatus(db: Database, providerMessageId: string, status: 'sent' | 'delivered' | 'read' | 'failed', error: string | null): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [message] = await tx.select().from(notificationOutbox).where(eq(notificationOutbox.providerMessageId, providerMessageId)).for('update');
    if (!message || message.status === 'failed' || message.status === 'dead') return;
    if (status === 'failed') {
      await finish(tx, message, 'failed', { lastError: (error ?? 'The provider could not deliver it.').slice(0, 500) });
      await fallBackToSms(tx, message);
      return;
    }
    if ((PROGRESS[status] ?? 0) > (PROGRESS[message.status] ?? 0)) await finish(tx, message, status, {});
  });
}

/** The job that drains the outbox; an SMS a failed WhatsApp falls back to is sent by the same run. */
export function sendMessagesJob(sender: NotificationSender): JobHandler {
  return { queue: SEND_MESSAGES_QUEUE, run: async () => void (await deliverDueNotifications(sender)) };
}
