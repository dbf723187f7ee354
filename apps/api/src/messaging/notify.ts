/**
 * Queues the WhatsApp or SMS message of an order event, inside the transaction of the change it tells
 * about, so the message exists exactly when the change does (the dispatcher sends it afterwards). Nothing
 * is queued when the owner switched the event off or the customer chose neither channel; WhatsApp is
 * preferred, and SMS is queued later only if WhatsApp cannot deliver (outbox.ts). Once per event and
 * channel: an event told twice (a courier's scan and staff marking the same delivery) queues one message.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orders, users } from '../db/schema';
import { allowedChannels } from './consent';
import { notificationSettings } from './notification-settings';
import { enqueueMessage } from './outbox';
import { buttonPayloads, templateParameters, type MessageFacts, type OrderNotificationEvent } from './templates';

export interface OrderEvent {
  orderId: number;
  event: OrderNotificationEvent;
  siteUrl: string;
  /** For an event an order can have more than once (refunds): what tells this one apart. */
  occurrence?: string | number;
  confirmationToken?: string;
  refundPaise?: number;
}

export async function queueOrderNotification(tx: Transaction, happened: OrderEvent): Promise<void> {
  const { enabledEvents } = await notificationSettings(tx);
  if (!enabledEvents.includes(happened.event)) return;
  const [row] = await tx.select({ order: orders, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, happened.orderId));
  if (!row) return;
  const reach = await allowedChannels(tx, row.order.userId, 'order_updates');
  if (!reach) return;
  const facts: MessageFacts = {
    customerName: row.name,
    order: row.order,
    siteUrl: happened.siteUrl,
    ...(happened.confirmationToken !== undefined ? { confirmationToken: happened.confirmationToken } : {}),
    ...(happened.refundPaise !== undefined ? { refundPaise: happened.refundPaise } : {}),
  };
  await enqueueMessage(tx, {
    userId: row.order.userId,
    orderId: happened.orderId,
    event: happened.event,
    eventKey: happened.occurrence === undefined ? happened.event : `${happened.event}:${happened.occurrence}`,
    channel: reach.channels[0]!,
    parameters: templateParameters(happened.event, facts),
    buttons: buttonPayloads(happened.event, happened.orderId),
    toMobile: reach.mobile,
  });
}
