/**
 * The mails of a failed delivery: the customer asked what the courier should do (deliver again, on a day they
 * choose, or bring it back) by when; and the shop told that nobody answered by the courier's deadline.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orders, users } from '../../db/schema';
import type { DeliveryProblemReason, MessageLanguage } from '../../db/tables/values';
import { indianTimeInWords } from '../../kernel';
import type { OutgoingMail } from '../../mail';
import { FAILED_DELIVERY_WORDS } from '../../messaging';
import { ORDER_MAIL_WORDS } from './order-confirmation';
import { pageIn } from './page-in-language';

/** What a failed attempt is told from. */
export interface FailedAttempt {
  orderId: number;
  attempt: number;
  reason: DeliveryProblemReason;
  answerBy: Date;
}

const WORDS: Record<MessageLanguage, { subject: (orderId: number) => string; tried: (orderId: number, why: string) => string; askBy: (deadline: string) => string[]; answerAt: (orders: string) => string }> = {
  en: {
    subject: (orderId) => `BirdShield India: we could not deliver your order #${orderId}`,
    tried: (orderId, why) => `The courier tried to deliver your order #${orderId} but ${why}.`,
    askBy: (deadline) => [
      `Please tell us by ${deadline} what the courier should do: deliver it again (on a day you choose,`,
      'with a phone number or address line corrected if you like), or bring it back to us.',
    ],
    answerAt: (orders) => `Answer from your order at ${orders}, or reply to this mail.`,
  },
  hi: {
    subject: (orderId) => `BirdShield India: हम आपका ऑर्डर #${orderId} डिलीवर नहीं कर पाए`,
    tried: (orderId, why) => `कूरियर ने आपका ऑर्डर #${orderId} डिलीवर करने की कोशिश की, लेकिन ${why}।`,
    askBy: (deadline) => [
      `कृपया ${deadline} तक बताएँ कि कूरियर क्या करे: इसे फिर से डिलीवर करे (आपके चुने दिन पर,`,
      'चाहें तो सही फ़ोन नंबर या पते की लाइन के साथ), या इसे हमारे पास वापस ले आए।',
    ],
    answerAt: (orders) => `अपने ऑर्डर पर ${orders} से जवाब दें, या इस ईमेल का जवाब दें।`,
  },
};

export async function deliveryProblemMail(tx: Transaction, failed: FailedAttempt, siteUrl: string, language: MessageLanguage): Promise<OutgoingMail | null> {
  const [row] = await tx.select({ email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, failed.orderId));
  if (!row) return null;
  const words = WORDS[language];
  return {
    kind: 'delivery_problem',
    orderId: failed.orderId,
    to: row.email,
    subject: words.subject(failed.orderId),
    text: [
      ORDER_MAIL_WORDS[language].hello(row.name),
      '',
      words.tried(failed.orderId, FAILED_DELIVERY_WORDS[language][failed.reason]),
      '',
      ...words.askBy(indianTimeInWords(failed.answerBy, language)),
      '',
      words.answerAt(`${siteUrl}${pageIn('/orders', language)}`),
      '',
      'BirdShield India',
    ].join('\n'),
  };
}

/** The shop's own notice: nobody answered the courier in time; someone should call the customer. */
export function unansweredDeliveryProblemMail(failed: FailedAttempt & { awb: string | null }, shopEmail: string, siteUrl: string): OutgoingMail {
  return {
    kind: 'delivery_problem_unanswered',
    to: shopEmail,
    subject: `Delivery problem of order #${failed.orderId} unanswered`,
    text: [
      `The courier could not deliver order #${failed.orderId} (attempt ${failed.attempt}, AWB ${failed.awb ?? 'unknown'}): ${FAILED_DELIVERY_WORDS.en[failed.reason]}.`,
      `Nobody answered by the courier's deadline, ${indianTimeInWords(failed.answerBy)}. The courier will try again or return the parcel.`,
      '',
      `Call the customer and answer for them from the order's page: ${siteUrl}/admin/orders/${failed.orderId}`,
      `All delivery problems: ${siteUrl}/admin/orders/delivery-problems`,
    ].join('\n'),
  };
}
