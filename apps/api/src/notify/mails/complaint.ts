/**
 * What a complaint's shopper is mailed: the acknowledgement with the ticket's number, deadline and status page,
 * each answer staff write, and the resolution. The link's secret is the only way into the status page.
 */
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

const SIGNATURE = ['—', 'BirdShield India', 'Grievance desk'];

export function complaintReceivedMail(to: string, facts: ComplaintMailFacts & { text: string; orderId: number | null; resolveBy: Date }): OutgoingMail {
  return {
    kind: 'complaint_received',
    to,
    subject: `We have your complaint ${facts.number}`,
    text: [
      `Dear ${oneLine(facts.shopperName)},`,
      '',
      `We have received your complaint${facts.orderId === null ? '' : ` about order #${facts.orderId}`}. Its ticket number is ${facts.number}: quote it whenever you write or call.`,
      `We will resolve it by ${indianTimeInWords(facts.resolveBy)} (India time) at the latest.`,
      '',
      `Follow it, and write to us about it, here: ${facts.link}`,
      '',
      ...SIGNATURE,
      '',
      'You wrote:',
      ...quoted(facts.text),
    ].join('\n'),
  };
}

export function complaintAnsweredMail(to: string, facts: ComplaintMailFacts & { answer: string }): OutgoingMail {
  return {
    kind: 'complaint_answered',
    to,
    subject: `Re: your complaint ${facts.number}`,
    text: [`Dear ${oneLine(facts.shopperName)},`, '', facts.answer, '', `Reply, or follow your complaint, here: ${facts.link}`, '', ...SIGNATURE].join('\n'),
  };
}

export function complaintResolvedMail(to: string, facts: ComplaintMailFacts & { resolution: string }): OutgoingMail {
  return {
    kind: 'complaint_resolved',
    to,
    subject: `Your complaint ${facts.number} is resolved`,
    text: [`Dear ${oneLine(facts.shopperName)},`, '', `We have resolved your complaint ${facts.number}:`, '', facts.resolution, '', `The whole history stays here: ${facts.link}`, '', ...SIGNATURE].join('\n'),
  };
}

function quoted(text: string): string[] {
  return text.split(/\r?\n/).map((line) => `> ${line}`);
}

/** The name opens the mail on its own line; a line break in it would look like the shop's words. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
