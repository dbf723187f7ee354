/**
 * The back-office's view of the WhatsApp and SMS messages in the outbox: each message about an order with its
 * channel, template and last status; a retry of one that failed or was given up on; and the owner's switches
 * per event, beside the templates each event sends. The order's mails share the outbox but are not listed:
 * the contract's channels are WhatsApp and SMS.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { orders, outbox } from '../db/schema';
import { NOTIFICATION_EVENTS, type MessagingChannelName, type NotificationEvent, type NotificationStatus } from '../db/tables/values';
import { ConflictError, NotFoundError, ORDER_NOT_FOUND, problem } from '../errors';
import { enqueueDrain } from '../jobs';
import { SEND_OUTBOX_QUEUE } from './outbox';
import { TEMPLATES, notificationSettings, updateNotificationSettings, type MessagingSetup } from '../messaging';
import { inTransaction } from '../db/transaction';

type OutboxRow = typeof outbox.$inferSelect;

const NOT_MAIL = ne(outbox.channel, 'email');

const NOTIFICATION_NOT_FOUND = problem('notification_not_found', 'No such message.');

/** "••••••3210": staff recognise the number without the list becoming a list of numbers. */
function masked(mobile: string): string {
  return `${'•'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
}

function reshape(row: OutboxRow, setup: MessagingSetup): Schema<'OrderNotification'> {
  // Only WhatsApp and SMS rows come here (NOT_MAIL), whose channel, event and status the table's CHECKs hold to these.
  const channel = row.channel as MessagingChannelName;
  const event = row.event as NotificationEvent;
  return {
    id: row.id,
    order_id: row.orderId,
    event,
    channel,
    // Not sent yet: what the channel configured now would use.
    provider: row.provider === null || row.provider === 'smtp' ? setup.channels[channel].provider : row.provider,
    template: row.template ?? setup.templateFor(channel, event, row.language) ?? '',
    to: masked(row.recipient),
    status: row.status as NotificationStatus,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function orderNotifications(db: Database, orderId: number, setup: MessagingSetup): Promise<Schema<'OrderNotificationList'>> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const rows = await db.select().from(outbox).where(and(eq(outbox.orderId, orderId), NOT_MAIL)).orderBy(asc(outbox.id));
  return { notifications: rows.map((row) => reshape(row, setup)) };
}

/** Queues a failed or dead message again, with a fresh count of attempts; the dispatcher sends it within seconds. */
export async function retryNotification(db: Database, id: number, setup: MessagingSetup): Promise<Schema<'OrderNotification'>> {
  if (!isPossibleId(id)) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(outbox).where(and(eq(outbox.id, id), NOT_MAIL)).for('update');
    if (!row) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    if (row.status !== 'failed' && row.status !== 'dead') {
      throw new ConflictError(problem('message_not_failed', `This message is ${row.status}; only a failed or given-up message can be sent again.`));
    }
    const [queued] = await tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), providerMessageId: null, processedAt: null })
      .where(eq(outbox.id, id))
      .returning();
    await enqueueDrain(tx, SEND_OUTBOX_QUEUE);
    return reshape(queued!, setup);
  });
}

export async function adminNotificationSettings(db: Database, setup: MessagingSetup): Promise<Schema<'NotificationSettings'>> {
  const { enabledEvents, version } = await notificationSettings(db);
  return {
    version,
    channels: { whatsapp: setup.channels.whatsapp.provider, sms: setup.channels.sms.provider },
    templates: NOTIFICATION_EVENTS.map((event) => ({
      event,
      enabled: enabledEvents.includes(event),
      whatsapp_template: setup.templateFor('whatsapp', event) ?? TEMPLATES[event].whatsappName,
      sms_template_id: setup.channels.sms.provider === 'demo' ? null : setup.templateFor('sms', event),
      parameters: TEMPLATES[event].parameters,
      buttons: TEMPLATES[event].buttons,
    })),
  };
}

export async function saveNotificationSettings(db: Database, update: Schema<'NotificationSettingsUpdate'>, actorId: number, setup: MessagingSetup): Promise<Schema<'NotificationSettings'>> {
  await updateNotificationSettings(db, { enabledEvents: update.enabled_events, version: update.version }, actorId);
  return adminNotificationSettings(db, setup);
}
