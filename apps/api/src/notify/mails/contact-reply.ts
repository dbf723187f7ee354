/** The shop's answer to a contact message, e-mailed to the visitor with their message quoted below it. */
import type { OutgoingMail } from '../../mail';

export interface RepliedMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function contactReplyMail(message: RepliedMessage, reply: string, shopEmail: string): OutgoingMail {
  return {
    kind: 'contact_reply',
    to: message.email,
    // The visitor's answer reaches the shop's inbox, not an unread sending address.
    replyTo: shopEmail,
    subject: `Re: ${oneLine(message.subject)}`,
    text: [`Dear ${oneLine(message.name)},`, '', reply, '', '—', 'BirdShield India', '', `You wrote (message #${message.id}):`, ...message.message.split(/\r?\n/).map((line) => `> ${line}`)].join('\n'),
  };
}

/** Mail headers must not carry line breaks (header injection). */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
