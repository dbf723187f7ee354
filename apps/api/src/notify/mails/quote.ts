/**
 * What a quote's buyer is mailed (the request received, each quotation sent, both with the page's secret link)
 * and the shop's notice of a new request. The notice carries what staff need to call back, and no link: staff
 * open the quote in the back-office.
 */
import { formatPaise } from '@shop/rules';
import type { OutgoingMail } from '../../mail';

export interface QuoteMailFacts {
  number: string;
  buyerName: string;
  /** The quote's page, with its secret. */
  link: string;
  /** The shop's own site, for a WhatsApp or SMS message's link (which never carries the secret). */
  siteUrl: string;
}

const SIGNATURE = ['—', 'BirdShield India', 'Bulk orders and fitting'];

export function quoteRequestedMail(to: string, facts: QuoteMailFacts): OutgoingMail {
  return {
    kind: 'quote_requested',
    to,
    subject: `We have your request for quotation ${facts.number}`,
    text: [
      `Dear ${oneLine(facts.buyerName)},`,
      '',
      `Thank you for your request for quotation. Its number is ${facts.number}: quote it whenever you write or call.`,
      'We will price it, with fitting if you asked for it, and mail you when the quotation is ready.',
      '',
      `Your request, and the quotation once it is ready: ${facts.link}`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function quoteSentMail(to: string, facts: QuoteMailFacts & { totalPaise: number; validUntil: string; revision: number }): OutgoingMail {
  return {
    kind: 'quote_sent',
    to,
    subject: facts.revision > 1 ? `Your revised quotation ${facts.number}` : `Your quotation ${facts.number}`,
    text: [
      `Dear ${oneLine(facts.buyerName)},`,
      '',
      `Our quotation ${facts.number} comes to ${formatPaise(facts.totalPaise)} with GST, and holds until ${facts.validUntil}.`,
      `Read its lines and terms here: ${facts.link}`,
      '',
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function quoteRequestNotificationMail(
  to: string,
  facts: { quoteId: number; number: string; buyer: { name: string; organisation: string | null; email: string; phone: string }; lineCount: number; siteUrl: string },
): OutgoingMail {
  return {
    kind: 'quote_request_notification',
    to,
    // Replying to the notice writes to the buyer.
    replyTo: facts.buyer.email,
    subject: `Request for quotation ${facts.number}${facts.buyer.organisation ? `: ${oneLine(facts.buyer.organisation)}` : ''}`,
    text: [
      `A buyer asked for a quotation (${facts.number}, ${facts.lineCount} line${facts.lineCount === 1 ? '' : 's'}).`,
      '',
      `Name: ${facts.buyer.name}`,
      ...(facts.buyer.organisation ? [`Organisation: ${facts.buyer.organisation}`] : []),
      `Phone: ${facts.buyer.phone}`,
      `E-mail: ${facts.buyer.email}`,
      '',
      `Price it in the back-office: ${facts.siteUrl}/admin/quotes/${facts.quoteId}`,
    ].join('\n'),
  };
}

/** The name opens the mail on its own line, and a subject is a header: a line break in either would mislead. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
