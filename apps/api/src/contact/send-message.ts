import type { Schema } from '@shop/contracts';
import type { Database } from '../db/database';
import { contactMessages } from '../db/schema';
import { consumeRateLimit } from '../rate-limit';
import { notify } from '../notify';
import { inTransaction } from '../db/transaction';

export interface ContactSettings {
  /** Where the shop wants to be told about new messages. */
  notifyEmail: string;
  /** Messages one client (by IP address) may send per hour; keeps the shop's mailbox usable under spam. */
  perHourLimit: number;
}

export interface ContactSender {
  /** The client's IP address, as the HTTP layer determined it. */
  ip: string;
}

type ContactMessage = Schema<'ContactMessage'>;

/**
 * Stores a visitor's message and queues the shop's notification in one transaction: both or neither.
 * The contract has checked its shape; only such messages count against the sender's limit.
 */
export async function sendContactMessage(
  db: Database,
  input: ContactMessage,
  sender: ContactSender,
  settings: ContactSettings,
): Promise<{ id: number }> {
  const message = trimFields(input);
  await consumeRateLimit(
    db,
    { bucket: 'contact', limit: settings.perHourLimit, windowSeconds: 3600, detail: 'Too many messages sent. Please try again later.' },
    sender.ip,
  );
  return inTransaction(db, async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    const id = row!.id;
    await notify(tx, { name: 'contact_notification', messageId: id, message }, { email: settings.notifyEmail });
    return { id };
  });
}

/** The message as stored: spaces around each field dropped. */
function trimFields({ name, email, subject, message }: ContactMessage): ContactMessage {
  return { name: name.trim(), email: email.trim(), subject: subject.trim(), message: message.trim() };
}
