/**
 * The mail that asks a cash-on-delivery customer to confirm their order before it is packed: a parcel paid
 * at the door that nobody meant to order costs the shop freight both ways, so an order nobody confirms by
 * the deadline is cancelled. It holds the link's secret, which the shop keeps only as a hash.
 */
import { formatPaise } from '@shop/rules';
import type { Transaction } from '../../db/database';
import { indianTimeInWords } from '../../kernel';
import type { OutgoingMail } from '../../mail';
import { couponLines, orderForMail, surveyCreditLines } from './order-confirmation';

/** The storefront's page that reads a confirmation link (getCodConfirmation) and answers it. */
const CONFIRM_ORDER_PATH = '/confirm-order';

export async function codConfirmationRequestMail(tx: Transaction, orderId: number, token: string, siteUrl: string): Promise<OutgoingMail> {
  const { order, email, name, itemLines, address } = await orderForMail(tx, orderId);
  return {
    kind: 'cod_confirmation_request',
    orderId,
    to: email,
    subject: `BirdShield India: please confirm your cash-on-delivery order #${orderId}`,
    text: [
      `Hello ${name},`,
      '',
      `Thank you for your order #${orderId}, to be paid in cash on delivery. Please confirm it before ${indianTimeInWords(order.codConfirmBy!)} (India time) by opening this link; an order that is not confirmed by then is cancelled:`,
      '',
      `  ${siteUrl}${CONFIRM_ORDER_PATH}/${token}`,
      '',
      ...itemLines,
      '',
      `Items subtotal: ${formatPaise(order.subtotalPaise)}`,
      ...couponLines(order),
      ...surveyCreditLines(order),
      `Shipping: ${formatPaise(order.shippingPaise)}`,
      `Cash-on-delivery fee: ${formatPaise(order.codFeePaise)}`,
      `To pay the courier at the door: ${formatPaise(order.totalPaise)}`,
      '',
      'It will be delivered to:',
      `  ${address}`,
      '',
      'If you did not place this order, open the link and cancel it, or ignore this e-mail.',
      '',
      'BirdShield India',
    ].join('\n'),
  };
}
