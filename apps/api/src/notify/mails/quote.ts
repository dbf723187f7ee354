/**
 * What a quote's buyer is mailed (the request received, each quotation sent, both with the page's secret link)
 * and the shop's notice of a new request. The notice carries what staff need to call back, and no link: staff
 * open the quote in the back-office.
 */
import { formatPaise } from '@shop/rules';
import { addressInLanguage, languageWithCode } from '@shop/rules/languages';
import type { MessageLanguage } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';

export interface QuoteMailFacts {
  number: string;
  buyerName: string;
  /** The quote's page, with its secret. */
  link: string;
  /** The shop's own site, for a WhatsApp or SMS message's link (which never carries the secret). */
  siteUrl: string;
}

const WORDS: Record<
  MessageLanguage,
  {
    dear: (name: string) => string;
    signature: string[];
    requestedSubject: (number: string) => string;
    requested: (number: string) => string[];
    requestHere: (link: string) => string;
    sentSubject: (number: string, revised: boolean) => string;
    comesTo: (number: string, total: string, validUntil: string) => string;
    readHere: (link: string) => string;
  }
> = {
  en: {
    dear: (name) => `Dear ${name},`,
    signature: ['—', 'BirdShield India', 'Bulk orders and fitting'],
    requestedSubject: (number) => `We have your request for quotation ${number}`,
    requested: (number) => [
      `Thank you for your request for quotation. Its number is ${number}: quote it whenever you write or call.`,
      'We will price it, with fitting if you asked for it, and mail you when the quotation is ready.',
    ],
    requestHere: (link) => `Your request, and the quotation once it is ready: ${link}`,
    sentSubject: (number, revised) => (revised ? `Your revised quotation ${number}` : `Your quotation ${number}`),
    comesTo: (number, total, validUntil) => `Our quotation ${number} comes to ${total} with GST, and holds until ${validUntil}.`,
    readHere: (link) => `Read its lines and terms here: ${link}`,
  },
  hi: {
    dear: (name) => `प्रिय ${name},`,
    signature: ['—', 'BirdShield India', 'थोक ऑर्डर और फ़िटिंग'],
    requestedSubject: (number) => `आपका कोटेशन अनुरोध ${number} हमें मिल गया है`,
    requested: (number) => [
      `कोटेशन के अनुरोध के लिए धन्यवाद। इसका नंबर ${number} है: जब भी आप लिखें या फ़ोन करें, यह नंबर बताएँ।`,
      'हम इसकी कीमत तय करेंगे, आपने माँगी हो तो फ़िटिंग के साथ, और कोटेशन तैयार होने पर आपको ईमेल करेंगे।',
    ],
    requestHere: (link) => `आपका अनुरोध, और तैयार होने पर कोटेशन: ${link}`,
    sentSubject: (number, revised) => (revised ? `आपका बदला हुआ कोटेशन ${number}` : `आपका कोटेशन ${number}`),
    comesTo: (number, total, validUntil) => `हमारा कोटेशन ${number} GST के साथ ${total} का है, और ${validUntil} तक मान्य है।`,
    readHere: (link) => `इसकी लाइनें और शर्तें यहाँ पढ़ें: ${link}`,
  },
};

export function quoteRequestedMail(to: string, facts: QuoteMailFacts, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  return {
    kind: 'quote_requested',
    to,
    subject: words.requestedSubject(facts.number),
    text: [words.dear(oneLine(facts.buyerName)), '', ...words.requested(facts.number), '', words.requestHere(addressInLanguage(facts.link, languageWithCode(language))), '', ...words.signature].join('\n'),
  };
}

export function quoteSentMail(to: string, facts: QuoteMailFacts & { totalPaise: number; validUntil: string; revision: number }, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  return {
    kind: 'quote_sent',
    to,
    subject: words.sentSubject(facts.number, facts.revision > 1),
    text: [
      words.dear(oneLine(facts.buyerName)),
      '',
      words.comesTo(facts.number, formatPaise(facts.totalPaise), facts.validUntil),
      words.readHere(addressInLanguage(facts.link, languageWithCode(language))),
      '',
      ...words.signature,
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
