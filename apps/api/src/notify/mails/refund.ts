/**
 * The customer's mails about a refund: when it is asked of the provider, and when the money is on its way
 * back (or, for cash on delivery, when the shop's transfer was made).
 */
import { formatPaise } from '@shop/rules';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orders, users } from '../../db/schema';
import type { MessageLanguage } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';
import { ORDER_MAIL_WORDS } from './order-confirmation';
import { pageIn } from './page-in-language';

interface RefundFacts {
  orderId: number;
  amountPaise: number;
  reason: string;
  creditNoteNumber?: string | undefined;
  /** A cash-on-delivery refund: the reference of the bank or UPI transfer that paid it. */
  transferReference?: string | undefined;
}

const WORDS: Record<
  MessageLanguage,
  {
    subject: (stage: 'started' | 'processed', orderId: number) => string;
    started: (amount: string, orderId: number, reason: string) => string[];
    transferred: (amount: string, orderId: number, reference: string) => string;
    processed: (amount: string, orderId: number) => string;
    creditNote: (number: string) => string;
  }
> = {
  en: {
    subject: (stage, orderId) => `BirdShield India: ${stage === 'started' ? 'refund started' : 'refund processed'} for order #${orderId}`,
    started: (amount, orderId, reason) => [
      `We have started a refund of ${amount} for your order #${orderId}.`,
      `Reason: ${reason}`,
      '',
      'It goes back the way you paid; banks usually take 5 to 7 working days to show it. We will write again when it is done.',
    ],
    transferred: (amount, orderId, reference) =>
      `We have paid you ${amount} for order #${orderId} by bank or UPI transfer (reference ${reference}). It may take a working day to show in your account.`,
    processed: (amount, orderId) => `Your refund of ${amount} for order #${orderId} has been processed and is on its way back the way you paid.`,
    creditNote: (number) => `Credit note ${number} documents it for GST.`,
  },
  hi: {
    subject: (stage, orderId) => `BirdShield India: ऑर्डर #${orderId} का रिफ़ंड ${stage === 'started' ? 'शुरू हो गया है' : 'हो गया है'}`,
    started: (amount, orderId, reason) => [
      `हमने आपके ऑर्डर #${orderId} के लिए ${amount} का रिफ़ंड शुरू कर दिया है।`,
      `कारण: ${reason}`,
      '',
      'यह उसी तरीके से वापस जाएगा जिससे आपने भुगतान किया था; बैंक इसे दिखाने में आमतौर पर 5 से 7 कामकाजी दिन लेते हैं। पूरा होने पर हम फिर लिखेंगे।',
    ],
    transferred: (amount, orderId, reference) =>
      `हमने ऑर्डर #${orderId} के लिए आपको ${amount} बैंक या UPI ट्रांसफ़र से भेज दिए हैं (रेफ़रेंस ${reference})। आपके खाते में दिखने में एक कामकाजी दिन लग सकता है।`,
    processed: (amount, orderId) => `ऑर्डर #${orderId} के लिए आपका ${amount} का रिफ़ंड हो गया है और उसी तरीके से वापस आ रहा है जिससे आपने भुगतान किया था।`,
    creditNote: (number) => `क्रेडिट नोट ${number} GST के लिए इसका रिकॉर्ड है।`,
  },
};

export async function refundMail(tx: Transaction, stage: 'started' | 'processed', refund: RefundFacts, siteUrl: string, language: MessageLanguage): Promise<OutgoingMail> {
  const [customer] = await tx.select({ email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, refund.orderId));
  const amount = formatPaise(refund.amountPaise);
  const words = WORDS[language];
  const shared = ORDER_MAIL_WORDS[language];
  // Staff's reason stays in the words staff wrote it in.
  const lines =
    stage === 'started'
      ? words.started(amount, refund.orderId, refund.reason)
      : [
          refund.transferReference ? words.transferred(amount, refund.orderId, refund.transferReference) : words.processed(amount, refund.orderId),
          ...(refund.creditNoteNumber ? ['', words.creditNote(refund.creditNoteNumber)] : []),
        ];
  return {
    kind: `refund_${stage}`,
    orderId: refund.orderId,
    to: customer!.email,
    subject: words.subject(stage, refund.orderId),
    text: [shared.hello(customer!.name), '', ...lines, '', shared.seeOrder(`${siteUrl}${pageIn('/orders', language)}`), '', 'BirdShield India'].join('\n'),
  };
}
