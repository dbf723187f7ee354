/**
 * The WhatsApp and SMS channels: sends one claimed message by its template and records the outcome on its
 * row. Before sending, the customer's consent is read again (they may have changed their mind, or their number
 * said STOP, since it was written). A message WhatsApp cannot deliver falls back to SMS when the customer
 * chose SMS too. The order is never touched.
 */
import { and, eq, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { inTransaction } from '../db/transaction';
import { orders, outbox } from '../db/schema';
import type { ConsentPurpose, MessagingChannelName, NotificationEvent, NotificationStatus } from '../db/tables/values';
import type { Logger } from '../logger';
import { allowedChannels, isSuppressed, type MessagingSetup } from '../messaging';
import { holdsSecretLink, WITHHELD, withoutSecretLinks } from '../secret-links';
import { shopNow } from '../shop-clock';
import { enqueue, record, recordFailure, type OutboxRow } from './outbox';

const CHANNEL_NAMES: Record<MessagingChannelName, string> = { whatsapp: 'WhatsApp', sms: 'SMS' };

/** A WhatsApp or SMS row: its channel and event are the messaging ones (the table's CHECKs hold it). */
type MessageRow = OutboxRow & { channel: MessagingChannelName; event: NotificationEvent };

export function isMessage(row: OutboxRow): row is MessageRow {
  return row.channel !== 'email';
}

export async function sendMessage(db: Database, logger: Logger, setup: MessagingSetup, message: MessageRow): Promise<void> {
  const channel = setup.channels[message.channel];
  const log = { notificationId: message.id, orderId: message.orderId, event: message.event, channel: message.channel };
  // The number it was queued for, which may no longer be the account's: its STOP holds whatever the account says.
  if (await isSuppressed(db, message.recipient, message.channel)) {
    await finish(db, message, 'failed', { lastError: `Not sent: the number replied STOP on ${CHANNEL_NAMES[message.channel]}.` });
    // A STOP on WhatsApp is not one on SMS: the customer who chose SMS too gets it there.
    await fallBackToSms(db, message);
    return;
  }
  const reach = await reachOf(db, message);
  // Nor to a number that is no longer the account's proved one.
  if (!reach?.channels.includes(message.channel) || reach.mobile !== message.recipient) {
    const what = purposeOf(message) === 'marketing' ? 'offers' : 'order updates';
    await finish(db, message, 'failed', { lastError: `Not sent: the customer no longer allows ${what} on this channel.` });
    return;
  }
  if (message.parameters.some((parameter) => parameter.includes(WITHHELD))) {
    await finish(db, message, 'failed', { lastError: 'Not sent: its link has expired.' });
    return;
  }
  const template = setup.templateFor(message.channel, message.event, message.language);
  if (template === null) {
    await finish(db, message, 'failed', { provider: channel.provider, lastError: `Not sent: no ${message.channel.toUpperCase()} template is configured for ${message.event}.` });
    await fallBackToSms(db, message);
    return;
  }
  try {
    const sent = await channel.send({
      to: message.recipient,
      template,
      parameters: message.parameters,
      language: message.language,
      buttons: message.channel === 'whatsapp' ? message.buttons.map((payload) => ({ payload })) : [],
    });
    await finish(db, message, 'sent', { provider: channel.provider, template, providerMessageId: sent.providerMessageId, lastError: null });
    logger.info(log, 'Message sent');
  } catch (error) {
    const outcome = await recordFailure(db, message, error, { provider: channel.provider, template });
    if (outcome !== 'retrying') await fallBackToSms(db, message);
    // Adapters keep numbers and keys out of their errors; the log still gets only the reason.
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    logger.warn({ ...log, attempts: message.attempts, givingUp: outcome !== 'retrying', err: reason }, 'Message not sent');
  }
}

/** A cart's reminder is an offer; everything else tells about an order the customer placed. */
function purposeOf(message: Pick<OutboxRow, 'event'>): ConsentPurpose {
  return message.event === 'abandoned_cart' ? 'marketing' : 'order_updates';
}

/** Where the customer allows such messages now (they may have changed their mind since it was queued). */
async function reachOf(db: Database | Transaction, message: Pick<OutboxRow, 'userId' | 'event'>) {
  return message.userId === null ? null : allowedChannels(db, message.userId, purposeOf(message));
}

/**
 * Records where a message stands. A message that reached the customer keeps no secret link: an SMS once sent,
 * a WhatsApp message once delivered (until then a failure report may still send it again by SMS). One that
 * failed keeps it for staff's retry until the link's deadline (`forgetSpentConfirmationLinks`).
 */
async function finish(db: Database | Transaction, message: MessageRow, status: NotificationStatus, values: Partial<OutboxRow>): Promise<void> {
  const reached = status === 'delivered' || status === 'read' || (status === 'sent' && message.channel === 'sms');
  const processed = status === 'pending' ? {} : { processedAt: new Date() };
  await record(db, message.id, { ...values, ...processed, status, ...(reached ? { parameters: message.parameters.map(withoutSecretLinks) } : {}) });
}

/** WhatsApp could not deliver: the same message goes by SMS when the customer chose SMS too (once). */
async function fallBackToSms(db: Database | Transaction, message: MessageRow): Promise<void> {
  if (message.channel !== 'whatsapp') return;
  const reach = await reachOf(db, message);
  if (!reach?.channels.includes('sms')) return;
  await enqueue(db, {
    channel: 'sms',
    userId: message.userId,
    orderId: message.orderId,
    event: message.event,
    eventKey: message.eventKey,
    parameters: message.parameters,
    language: message.language,
    recipient: reach.mobile,
  });
}

/** Sent, delivered, read: a status only moves forward (reports can arrive out of order); failed ends it. */
const PROGRESS: Partial<Record<NotificationStatus, number>> = { sent: 1, delivered: 2, read: 3 };

/** The provider's report on a message it carried; an id the shop does not know changes nothing. */
export async function recordProviderStatus(db: Database, providerMessageId: string, status: 'sent' | 'delivered' | 'read' | 'failed', error: string | null): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.providerMessageId, providerMessageId)).for('update');
    if (!row || !isMessage(row) || row.status === 'failed' || row.status === 'dead') return;
    if (status === 'failed') {
      await finish(tx, row, 'failed', { lastError: (error ?? 'The provider could not deliver it.').slice(0, 500) });
      await fallBackToSms(tx, row);
      return;
    }
    if ((PROGRESS[status] ?? 0) > (PROGRESS[row.status as NotificationStatus] ?? 0)) await finish(tx, row, status, {});
  });
}

/**
 * The cash-on-delivery questions whose link can no longer be used (the order was answered, or its deadline
 * passed) keep it withheld, whatever became of the message. Returns how many it changed.
 */
export async function forgetSpentConfirmationLinks(db: Database, now: Date = shopNow()): Promise<number> {
  const spent = await db
    .select({ id: outbox.id, parameters: outbox.parameters })
    .from(outbox)
    .innerJoin(orders, eq(orders.id, outbox.orderId))
    .where(
      and(
        ne(outbox.channel, 'email'),
        eq(outbox.event, 'cod_confirmation'),
        or(isNull(orders.codConfirmation), ne(orders.codConfirmation, 'awaiting'), isNull(orders.codConfirmBy), lte(orders.codConfirmBy, now)),
      ),
    );
  const holding = spent.filter((row) => row.parameters.some(holdsSecretLink));
  for (const row of holding) await record(db, row.id, { parameters: row.parameters.map(withoutSecretLinks) });
  return holding.length;
}
