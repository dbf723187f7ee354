/**
 * The mail that asks a business buyer to pay an accepted quotation by bank transfer or UPI (decision 053, "Paying by
 * transfer"): the amount, the shop's bank details, the remark that lets the shop match the money to the order, the
 * deadline after which the order is cancelled, and where to download the proforma invoice their accounts need.
 */
import { formatPaise } from '@shop/rules';
import type { Transaction } from '../../db/database';
import { indianTimeInWords } from '../../kernel';
import type { MessageLanguage } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';
import { ORDER_MAIL_WORDS, orderForMail } from './order-confirmation';
import { pageIn } from './page-in-language';

export interface TransferFacts {
  orderId: number;
  siteUrl: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
  upiId: string | null;
  reference: string;
  payBy: Date;
}

const WORDS: Record<
  MessageLanguage,
  {
    subject: (orderId: number) => string;
    reserved: (orderId: number, deadline: string, total: string) => string;
    accountName: string;
    accountNumber: string;
    upiId: string;
    remark: string;
    proforma: (orders: string) => string;
    total: string;
  }
> = {
  en: {
    subject: (orderId) => `BirdShield India: proforma invoice for your order #${orderId}`,
    reserved: (orderId, deadline, total) =>
      `Thank you for accepting our quotation. Your order #${orderId} is reserved for you until ${deadline} (India time). Please pay ${total} by bank transfer (NEFT, RTGS or IMPS) or UPI before then; an order not paid by then is cancelled.`,
    accountName: 'Account name',
    accountNumber: 'Account number',
    upiId: 'UPI id',
    remark: 'Remark (payment reference)',
    proforma: (orders) =>
      `Your proforma invoice is under the order at ${orders} (sign in with this e-mail address). The tax invoice, with your GSTIN, follows once the payment reaches us, and then we dispatch.`,
    total: 'Total (GST included)',
  },
  hi: {
    subject: (orderId) => `BirdShield India: आपके ऑर्डर #${orderId} का प्रोफ़ॉर्मा इनवॉइस`,
    reserved: (orderId, deadline, total) =>
      `हमारा कोटेशन स्वीकार करने के लिए धन्यवाद। आपका ऑर्डर #${orderId} ${deadline} (भारतीय समय) तक आपके लिए रखा गया है। कृपया उससे पहले ${total} बैंक ट्रांसफ़र (NEFT, RTGS या IMPS) या UPI से भुगतान करें; तब तक भुगतान न होने पर ऑर्डर रद्द हो जाता है।`,
    accountName: 'खाते का नाम',
    accountNumber: 'खाता नंबर',
    upiId: 'UPI id',
    remark: 'रिमार्क (भुगतान रेफ़रेंस)',
    proforma: (orders) =>
      `आपका प्रोफ़ॉर्मा इनवॉइस ${orders} पर ऑर्डर के नीचे है (इसी ईमेल पते से लॉग इन करें)। आपके GSTIN वाला टैक्स इनवॉइस भुगतान मिलने के बाद आएगा, और फिर हम सामान भेजेंगे।`,
    total: 'कुल (GST सहित)',
  },
};

export async function transferRequestMail(tx: Transaction, facts: TransferFacts, language: MessageLanguage): Promise<OutgoingMail> {
  const { order, email, name, itemLines, address } = await orderForMail(tx, facts.orderId, language);
  const words = WORDS[language];
  const shared = ORDER_MAIL_WORDS[language];
  return {
    kind: 'transfer_request',
    orderId: facts.orderId,
    to: email,
    subject: words.subject(facts.orderId),
    text: [
      shared.hello(name),
      '',
      words.reserved(facts.orderId, indianTimeInWords(facts.payBy, language), formatPaise(order.totalPaise)),
      '',
      `  ${words.accountName}: ${facts.accountName}`,
      `  ${words.accountNumber}: ${facts.accountNumber}`,
      `  IFSC: ${facts.ifsc}`,
      ...(facts.upiId ? [`  ${words.upiId}: ${facts.upiId}`] : []),
      `  ${words.remark}: ${facts.reference}`,
      '',
      words.proforma(`${facts.siteUrl}${pageIn('/orders', language)}`),
      '',
      ...itemLines,
      '',
      `${words.total}: ${formatPaise(order.totalPaise)}`,
      '',
      shared.deliveredTo,
      `  ${address}`,
      '',
      'BirdShield India',
    ].join('\n'),
  };
}
