/**
 * The mail that asks a cash-on-delivery customer to confirm their order before it is packed: a parcel paid
 * at the door that nobody meant to order costs the shop freight both ways, so an order nobody confirms by
 * the deadline is cancelled. It holds the link's secret, which the shop keeps only as a hash.
 */
import { formatPaise } from '@shop/rules';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orderItems, orders, users } from '../../db/schema';
import { indianTimeInWords } from '../../kernel';
import type { OutgoingMail } from '../../mail';
import { couponLines } from './order-confirmation';

/** The storefront's page that reads a confirmation link (getCodConfirmation) and answers it. */
const CONFIRM_ORDER_PATH = '/confirm-order';

export async function codConfirmationRequestMail(tx: Transaction, orderId: number, token: string, siteUrl: string): Promise<OutgoingMail> {
  const [row] = await tx
    .select({ order: orders, email: users.email, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const { order, email, name } = row!;
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const address = [order.shipFullName, order.shipAddress, order.shipAddressLine2, `${order.shipCity}, ${order.shipState} ${order.shipZipCode}`, `Phone: ${order.shipPhone}`]
    .filter(Boolean)
    .join('\n  ');
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
      ...lines.map((line) => `- ${line.productName} × ${line.quantity}: ${formatPaise(line.lineTotalPaise)}`),
      '',
      `Items subtotal: ${formatPaise(order.subtotalPaise)}`,
      ...couponLines(order),
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
