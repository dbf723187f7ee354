/** The mail that tells the shop a visitor wrote in. It carries only what the shop needs to answer. */
import type { OutgoingMail } from '../../mail';
import type { Schema } from '@shop/contracts';

export function contactNotificationMail(messageId: number, message: Schema<'ContactMessage'>, shopEmail: string): OutgoingMail {
  return {
    kind: 'contact_notification',
    to: shopEmail,
    // Replying to the notification answers the visitor directly.
    replyTo: message.email,
    subject: `Contact message #${messageId}: ${oneLine(message.subject)}`,
    text: [
      `A visitor sent a message through the contact form (message #${messageId}).`,
      '',
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Subject: ${message.subject}`,
      '',
      message.message,
    ].join('\n'),
  };
}

/** Mail headers must not carry line breaks (header injection). */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
