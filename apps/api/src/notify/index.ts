/**
 * The one way an order event reaches its customer: the mail and the WhatsApp or SMS message, both written in
 * the caller's transaction, so they exist exactly when the change they tell about does. The message's checks
 * (the owner's switch for the event, the customer's consent and channel) are the messaging outbox's
 * (messaging/notify.ts); an order's mail is a service mail and goes to the account's address. Lint keeps the
 * other modules from writing either of them on their own.
 */
import type { Transaction } from '../db/database';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { queueOrderNotification, type OrderEvent } from '../messaging/notify';

export interface OrderNotice {
  /** Built by the module that knows the event's words; absent when the event has no mail (or the owner turned it off). */
  mail?: OutgoingMail | undefined;
  /** The event as WhatsApp and SMS tell it; absent when it has no message. */
  message?: OrderEvent | undefined;
}

export async function notifyOrder(tx: Transaction, { mail, message }: OrderNotice): Promise<void> {
  if (mail) await enqueueMail(tx, mail);
  if (message) await queueOrderNotification(tx, message);
}
