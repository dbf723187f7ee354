/** The mail that confirms a paid order to the customer: what was bought, what was paid, where it goes. */
import { formatPaise } from '@shop/rules';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orderItems, orders, users } from '../../db/schema';
import type { OutgoingMail } from '../../mail';

export async function orderConfirmationMail(tx: Transaction, orderId: number, siteUrl: string): Promise<OutgoingMail> {
  const { order: o, email, name, itemLines, address } = await orderForMail(tx, orderId);
  return {
    kind: 'order_confirmation',
    orderId,
    to: email,
    subject: `BirdShield India: your order #${orderId} is confirmed`,
    text: [
      `Hello ${name},`,
      '',
      `Thank you for shopping with BirdShield India. We have received your payment for order #${orderId}.`,
      '',
      ...itemLines,
      '',
      `Items subtotal: ${formatPaise(o.subtotalPaise)}`,
      ...couponLines(o),
      ...surveyCreditLines(o),
      `Shipping: ${formatPaise(o.shippingPaise)}`,
      `Amount paid: ${formatPaise(o.totalPaise)}`,
      '',
      'It will be delivered to:',
      `  ${address}`,
      '',
      `Follow your order at ${siteUrl}/orders. Returns are accepted within 7 days of delivery; see ${siteUrl}/return-policy.`,
      '',
      'BirdShield India',
    ].join('\n'),
  };
}

/**
 * An order as its mails tell it: the order, its customer's address and name, a line per item bought and the
 * address it goes to, one line after another.
 */
export async function orderForMail(tx: Transaction, orderId: number) {
  const [row] = await tx
    .select({ order: orders, email: users.email, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const { order, email, name } = row!;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return {
    order,
    email,
    name,
    itemLines: items.map((item) => `- ${item.productName} × ${item.quantity}: ${formatPaise(item.lineTotalPaise)}`),
    address: [order.shipFullName, order.shipAddress, order.shipAddressLine2, `${order.shipCity}, ${order.shipState} ${order.shipZipCode}`, `Phone: ${order.shipPhone}`]
      .filter(Boolean)
      .join('\n  '),
  };
}

/** The coupon's line of an order's mail, under the items' subtotal: none without one. */
export function couponLines(order: { couponCode: string | null; discountPaise: number }): string[] {
  return order.couponCode && order.discountPaise > 0 ? [`Coupon ${order.couponCode}: ${formatPaise(-order.discountPaise)}`] : [];
}

/** A paid site survey's fee the order took off its goods (decision 062), under the coupon: none without one. */
export function surveyCreditLines(order: { surveyCreditPaise: number }): string[] {
  return order.surveyCreditPaise > 0 ? [`Site survey fee adjusted: ${formatPaise(-order.surveyCreditPaise)}`] : [];
}
