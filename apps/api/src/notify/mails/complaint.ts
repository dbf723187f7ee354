/**
 * What a complaint's shopper is mailed: the acknowledgement with the ticket's number, deadline and status page,
 * each answer staff write, and the resolution. The link's secret is the only way into the status page.
 */
import { addressInLanguage, languageWithCode } from '@shop/rules/languages';
import type { MessageLanguage } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';
import { indianTimeInWords } from '../../kernel';

export interface ComplaintMailFacts {
  number: string;
  shopperName: string;
  /** The status page, with its secret. */
  link: string;
  /** The order it is about, if any: a WhatsApp or SMS message goes in that order's sequence. */
  orderId: number | null;
}

const WORDS: Record<
  MessageLanguage,
  {
    dear: (name: string) => string;
    signature: string[];
    receivedSubject: (number: string) => string;
    received: (orderId: number | null, number: string) => string;
    resolveBy: (deadline: string) => string;
    followHere: (link: string) => string;
    youWrote: string;
    answeredSubject: (number: string) => string;
    replyHere: (link: string) => string;
    resolvedSubject: (number: string) => string;
    resolved: (number: string) => string;
    historyHere: (link: string) => string;
  }
> = {
  en: {
    dear: (name) => `Dear ${name},`,
    signature: ['—', 'BirdShield India', 'Grievance desk'],
    receivedSubject: (number) => `We have your complaint ${number}`,
    received: (orderId, number) => `We have received your complaint${orderId === null ? '' : ` about order #${orderId}`}. Its ticket number is ${number}: quote it whenever you write or call.`,
    resolveBy: (deadline) => `We will resolve it by ${deadline} (India time) at the latest.`,
    followHere: (link) => `Follow it, and write to us about it, here: ${link}`,
    youWrote: 'You wrote:',
    answeredSubject: (number) => `Re: your complaint ${number}`,
    replyHere: (link) => `Reply, or follow your complaint, here: ${link}`,
    resolvedSubject: (number) => `Your complaint ${number} is resolved`,
    resolved: (number) => `We have resolved your complaint ${number}:`,
    historyHere: (link) => `The whole history stays here: ${link}`,
  },
  hi: {
    dear: (name) => `प्रिय ${name},`,
    signature: ['—', 'BirdShield India', 'शिकायत डेस्क'],
    receivedSubject: (number) => `आपकी शिकायत ${number} हमें मिल गई है`,
    received: (orderId, number) => `हमें आपकी शिकायत${orderId === null ? '' : ` ऑर्डर #${orderId} के बारे में`} मिल गई है। इसका टिकट नंबर ${number} है: जब भी आप लिखें या फ़ोन करें, यह नंबर बताएँ।`,
    resolveBy: (deadline) => `हम इसे ज़्यादा से ज़्यादा ${deadline} (भारतीय समय) तक सुलझा देंगे।`,
    followHere: (link) => `इसकी स्थिति देखें और इसके बारे में हमें यहाँ लिखें: ${link}`,
    youWrote: 'आपने लिखा:',
    answeredSubject: (number) => `Re: आपकी शिकायत ${number}`,
    replyHere: (link) => `जवाब दें, या अपनी शिकायत की स्थिति यहाँ देखें: ${link}`,
    resolvedSubject: (number) => `आपकी शिकायत ${number} सुलझा दी गई है`,
    resolved: (number) => `हमने आपकी शिकायत ${number} सुलझा दी है:`,
    historyHere: (link) => `पूरा ब्योरा यहाँ रहेगा: ${link}`,
  },
};

export function complaintReceivedMail(to: string, facts: ComplaintMailFacts & { text: string; orderId: number | null; resolveBy: Date }, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  return {
    kind: 'complaint_received',
    to,
    subject: words.receivedSubject(facts.number),
    text: [
      words.dear(oneLine(facts.shopperName)),
      '',
      words.received(facts.orderId, facts.number),
      words.resolveBy(indianTimeInWords(facts.resolveBy, language)),
      '',
      words.followHere(addressInLanguage(facts.link, languageWithCode(language))),
      '',
      ...words.signature,
      '',
      words.youWrote,
      ...quoted(facts.text),
    ].join('\n'),
  };
}

export function complaintAnsweredMail(to: string, facts: ComplaintMailFacts & { answer: string }, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  return {
    kind: 'complaint_answered',
    to,
    subject: words.answeredSubject(facts.number),
    text: [words.dear(oneLine(facts.shopperName)), '', facts.answer, '', words.replyHere(addressInLanguage(facts.link, languageWithCode(language))), '', ...words.signature].join('\n'),
  };
}

export function complaintResolvedMail(to: string, facts: ComplaintMailFacts & { resolution: string }, language: MessageLanguage): OutgoingMail {
  const words = WORDS[language];
  return {
    kind: 'complaint_resolved',
    to,
    subject: words.resolvedSubject(facts.number),
    text: [words.dear(oneLine(facts.shopperName)), '', words.resolved(facts.number), '', facts.resolution, '', words.historyHere(addressInLanguage(facts.link, languageWithCode(language))), '', ...words.signature].join('\n'),
  };
}

function quoted(text: string): string[] {
  return text.split(/\r?\n/).map((line) => `> ${line}`);
}

/** The name opens the mail on its own line; a line break in it would look like the shop's words. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
