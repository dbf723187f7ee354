/**
 * The one way the shop tells anyone anything: `notify(tx, event, recipient)` looks the event up in the
 * registry (registry.ts), decides here, in one place, where it may go (the owner's switch for the event, the
 * customer's consent and channel choice), and writes one row per channel to the one outbox, in the caller's
 * transaction, so each exists exactly when the change it tells about does. The dispatcher sends them. Lint
 * keeps every other module from writing to the outbox itself.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { users } from '../db/schema';
import type { MessageLanguage, MessagingChannelName, NotificationEvent, OutboxChannel } from '../db/tables/values';
import { allowedChannels, chosenChannels, notificationSettings } from '../messaging';
import { enqueue, mailEntry, type EnqueueOptions } from './outbox';
import { REGISTRY, type EventFacts, type EventName, type Purpose, type Recipient, type RecipientOf, type RenderingsOf } from './registry';

export { deliverNow, sendOutboxJob, type MailSender } from './dispatcher';
export { adminNotificationSettings, orderNotifications, retryNotification, saveNotificationSettings } from './admin-notifications';
export { outboxLag } from './outbox-lag';
export { SEND_OUTBOX_QUEUE } from './outbox';
export { forgetSpentConfirmationLinks, recordProviderStatus } from './send-message';
export { isMailedStep } from './mails/tracking';
export type { RemindedLine } from './mails/cart-reminder';
export type { BookedVisit, FeeRefundWhy, MovedVisitRefund } from './mails/booking';

/** The outbox rows an event wrote, by channel; a channel it did not go to (or an event told before) has none. */
export type Written = Partial<Record<OutboxChannel, number>>;

export async function notify<E extends EventName>(tx: Transaction, event: { name: E } & EventFacts<E>, recipient: RecipientOf<E>, options: EnqueueOptions = {}): Promise<Written> {
  const renderings = REGISTRY[event.name] as RenderingsOf<E>;
  const userId = 'userId' in recipient ? recipient.userId : null;
  const language = await languageOf(tx, recipient, userId);
  const message = renderings.message ? await renderings.message(tx, event, recipient, language) : null;
  const reach = await whereItGoes(tx, renderings.purpose, message?.event ?? null, userId);
  const written: Written = {};
  const mail = reach.mail && renderings.mail ? await renderings.mail(tx, event, recipient, language) : null;
  if (mail) {
    const id = await enqueue(tx, mailEntry(mail, userId, language), options);
    if (id !== null) written.email = id;
  }
  if (message && reach.message) {
    const { channel, mobile } = reach.message;
    const id = await enqueue(tx, { channel, event: message.event, eventKey: message.eventKey, userId, orderId: message.orderId, recipient: mobile, parameters: message.parameters, buttons: message.buttons, language });
    if (id !== null) written[channel] = id;
  }
  return written;
}

/**
 * The language a message is written in: an account's own choice, read now, in the transaction that queues it (so a
 * message sent later keeps it); otherwise the one the address came with (a sign-up code asked for in Hindi), or English.
 */
async function languageOf(tx: Transaction, recipient: Recipient, userId: number | null): Promise<MessageLanguage> {
  if (userId !== null) {
    const [account] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
    if (account) return account.language;
  }
  return ('language' in recipient ? recipient.language : undefined) ?? 'en';
}

interface Reach {
  mail: boolean;
  /** The one channel the message goes to first: WhatsApp when allowed (it falls back to SMS if it cannot deliver), else SMS. */
  message: { channel: MessagingChannelName; mobile: string } | null;
}

/**
 * Where an event may go, decided once for every event. A service mail always goes. Its WhatsApp or SMS message
 * goes only while the owner has the event switched on, and where the customer allowed order updates on a
 * proved number. Marketing goes nowhere while the owner has it off or the customer allowed no offers; then on
 * WhatsApp to a proved number allowed offers there, otherwise by mail to the account's address (decision 037).
 */
async function whereItGoes(tx: Transaction, purpose: Purpose, messageEvent: NotificationEvent | null, userId: number | null): Promise<Reach> {
  const switchedOn = messageEvent !== null && (await notificationSettings(tx)).enabledEvents.includes(messageEvent);
  if (purpose === 'service') {
    const reach = switchedOn && userId !== null ? await allowedChannels(tx, userId, 'order_updates') : null;
    return { mail: true, message: reach ? { channel: reach.channels[0]!, mobile: reach.mobile } : null };
  }
  if (!switchedOn || userId === null || !(await chosenChannels(tx, userId, 'marketing'))) return { mail: false, message: null };
  const offers = await allowedChannels(tx, userId, 'marketing');
  if (offers?.channels.includes('whatsapp')) return { mail: false, message: { channel: 'whatsapp', mobile: offers.mobile } };
  return { mail: true, message: null };
}
