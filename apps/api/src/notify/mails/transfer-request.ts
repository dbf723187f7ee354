/**
 * The mail that asks a business buyer to pay an accepted quotation by bank transfer or UPI (decision 053, "Paying by
 * transfer"): the amount, the shop's bank details, the remark that lets the shop match the money to the order, the
 * deadline after which the order is cancelled, and where to download the proforma invoice their accounts need.
 */
import { formatPaise } from '@shop/rules';
import type { Transaction } from '../../db/database';
import { indianTimeInWords } from '../../kernel';
import type { OutgoingMail } from '../../mail';
import { orderForMail } from './order-confirmation';

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

export async function transferRequestMail(tx: Transaction, facts: TransferFacts): Promise<OutgoingMail> {
  const { order, email, name, itemLines, address } = await orderForMail(tx, facts.orderId, 'en');
  return {
    kind: 'transfer_request',
    orderId: facts.orderId,
    to: email,
    subject: `BirdShield India: proforma invoice for your order #${facts.orderId}`,
    text: [
      `Hello ${name},`,
      '',
      `Thank you for accepting our quotation. Your order #${facts.orderId} is reserved for you until ${indianTimeInWords(facts.payBy)} (India time). Please pay ${formatPaise(order.totalPaise)} by bank transfer (NEFT, RTGS or IMPS) or UPI before then; an order not paid by then is cancelled.`,
      '',
      `  Account name: ${facts.accountName}`,
      `  Account number: ${facts.accountNumber}`,
      `  IFSC: ${facts.ifsc}`,
      ...(facts.upiId ? [`  UPI id: ${facts.upiId}`] : []),
      `  Remark (payment reference): ${facts.reference}`,
      '',
      `Your proforma invoice is under the order at ${facts.siteUrl}/orders (sign in with this e-mail address). The tax invoice, with your GSTIN, follows once the payment reaches us, and then we dispatch.`,
      '',
      ...itemLines,
      '',
      `Total (GST included): ${formatPaise(order.totalPaise)}`,
      '',
      'It will be delivered to:',
      `  ${address}`,
      '',
      'BirdShield India',
    ].join('\n'),
  };
}
