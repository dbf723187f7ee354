/**
 * The mail that asks a cash-on-delivery customer to confirm their order before it is packed: a parcel paid
 * at the door that nobody meant to order costs the shop freight both ways, so an order nobody confirms by
 * the deadline is cancelled. It holds the link's secret, which the shop keeps only as a hash.
 */
import { formatPaise } from '@shop/rules';
import type { Transaction } from '../../db/database';
import type { MessageLanguage } from '../../db/tables/values';
import { indianTimeInWords } from '../../kernel';
import type { OutgoingMail } from '../../mail';
import { pageIn } from './page-in-language';
import { couponLines, ORDER_MAIL_WORDS, orderForMail, surveyCreditLines } from './order-confirmation';

/** The storefront's page that reads a confirmation link (getCodConfirmation) and answers it. */
const CONFIRM_ORDER_PATH = '/confirm-order';

const WORDS: Record<MessageLanguage, { subject: (orderId: number) => string; confirmBy: (orderId: number, deadline: string) => string; codFee: string; toPay: string; notYours: string }> = {
  en: {
    subject: (orderId) => `BirdShield India: please confirm your cash-on-delivery order #${orderId}`,
    confirmBy: (orderId, deadline) =>
      `Thank you for your order #${orderId}, to be paid in cash on delivery. Please confirm it before ${deadline} (India time) by opening this link; an order that is not confirmed by then is cancelled:`,
    codFee: 'Cash-on-delivery fee',
    toPay: 'To pay the courier at the door',
    notYours: 'If you did not place this order, open the link and cancel it, or ignore this e-mail.',
  },
  hi: {
    subject: (orderId) => `BirdShield India: कृपया अपना कैश ऑन डिलीवरी ऑर्डर #${orderId} कन्फ़र्म करें`,
    confirmBy: (orderId, deadline) =>
      `आपके ऑर्डर #${orderId} के लिए धन्यवाद, जिसका भुगतान कैश ऑन डिलीवरी से होगा। कृपया ${deadline} (भारतीय समय) से पहले यह लिंक खोलकर इसे कन्फ़र्म करें; जो ऑर्डर तब तक कन्फ़र्म नहीं होता, वह रद्द हो जाता है:`,
    codFee: 'कैश ऑन डिलीवरी फ़ीस',
    toPay: 'दरवाज़े पर कूरियर को देने हैं',
    notYours: 'अगर यह ऑर्डर आपने नहीं दिया है, तो लिंक खोलकर इसे रद्द करें, या इस ईमेल को अनदेखा करें।',
  },
};

export async function codConfirmationRequestMail(tx: Transaction, orderId: number, token: string, siteUrl: string, language: MessageLanguage): Promise<OutgoingMail> {
  const { order, email, name, itemLines, address } = await orderForMail(tx, orderId, language);
  const shared = ORDER_MAIL_WORDS[language];
  const words = WORDS[language];
  return {
    kind: 'cod_confirmation_request',
    orderId,
    to: email,
    subject: words.subject(orderId),
    text: [
      shared.hello(name),
      '',
      words.confirmBy(orderId, indianTimeInWords(order.codConfirmBy!, language)),
      '',
      `  ${siteUrl}${pageIn(CONFIRM_ORDER_PATH, language)}/${token}`,
      '',
      ...itemLines,
      '',
      `${shared.subtotal}: ${formatPaise(order.subtotalPaise)}`,
      ...couponLines(order, language),
      ...surveyCreditLines(order, language),
      `${shared.shipping}: ${formatPaise(order.shippingPaise)}`,
      `${words.codFee}: ${formatPaise(order.codFeePaise)}`,
      `${words.toPay}: ${formatPaise(order.totalPaise)}`,
      '',
      shared.deliveredTo,
      `  ${address}`,
      '',
      words.notYours,
      '',
      'BirdShield India',
    ].join('\n'),
  };
}
