/**
 * What an order event says on WhatsApp and SMS: the template's parameters and quick replies, written from the
 * order and its customer as they are inside the transaction of the change (templates.ts has the words).
 * notify/ decides whether and where it goes.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orders, users } from '../db/schema';
import type { MessageLanguage, NotificationEvent } from '../db/tables/values';
import { buttonPayloads, templateParameters, type MessageFacts, type OrderNotificationEvent } from './templates';

export interface OrderEvent {
  orderId: number;
  event: OrderNotificationEvent;
  siteUrl: string;
  /** For an event an order can have more than once (refunds): what tells this one apart. */
  occurrence?: string | number;
  confirmationToken?: string;
  refundPaise?: number;
  /** A failed delivery: why, and the courier's deadline for an answer. */
  failed?: MessageFacts['failed'];
  returnStep?: MessageFacts['returnStep'];
}

/** A WhatsApp or SMS message's content, before the channel and number are chosen. */
export interface MessageContent {
  event: NotificationEvent;
  orderId: number | null;
  /** Once per order, key and channel: an event told twice (a courier's scan and staff marking the same delivery) makes one message. */
  eventKey: string;
  parameters: string[];
  buttons: string[];
}

/** `language`: the customer's, which the parameters made of words are written in. */
export async function orderMessage(tx: Transaction, happened: OrderEvent, language: MessageLanguage): Promise<MessageContent | null> {
  const [row] = await tx.select({ order: orders, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, happened.orderId));
  if (!row) return null;
  const facts: MessageFacts = {
    customerName: row.name,
    order: row.order,
    siteUrl: happened.siteUrl,
    ...(happened.confirmationToken !== undefined ? { confirmationToken: happened.confirmationToken } : {}),
    ...(happened.refundPaise !== undefined ? { refundPaise: happened.refundPaise } : {}),
    ...(happened.failed !== undefined ? { failed: happened.failed } : {}),
    ...(happened.returnStep !== undefined ? { returnStep: happened.returnStep } : {}),
  };
  return {
    event: happened.event,
    orderId: happened.orderId,
    eventKey: happened.occurrence === undefined ? happened.event : `${happened.event}:${happened.occurrence}`,
    parameters: templateParameters(happened.event, facts, language),
    buttons: buttonPayloads(happened.event, happened.orderId),
  };
}
