/** The mail that confirms a paid order to the customer: what was bought, what was paid, where it goes. */
import { formatPaise } from '@shop/rules';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { orderItems, orders, users } from '../../db/schema';
import type { OutgoingMail } from '../../mail';

export async function orderConfirmationMail(tx: Transaction, orderId: number, siteUrl: string): Promise<OutgoingMail> {
  const [order] = await tx
    .select({ order: orders, email: users.email, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const { order: o } = order!;
  const address = [o.shipFullName, o.shipAddress, o.shipAddressLine2, `${o.shipCity}, ${o.shipState} ${o.shipZipCode}`, `Phone: ${o.shipPhone}`]
    .filter(Boolean)
    .join('\n  ');
  return {
    kind: 'order_confirmation',
    orderId,
    to: order!.email,
    subject: `BirdShield India: your order #${orderId} is confirmed`,
    text: [
      `Hello ${order!.name},`,
      '',
      `Thank you for shopping with BirdShield India. We have received your payment for order #${orderId}.`,
      '',
      ...lines.map((line) => `- ${line.productName} × ${line.quantity}: ${formatPaise(line.lineTotalPaise)}`),
      '',
      `Items subtotal: ${formatPaise(o.subtotalPaise)}`,
      ...couponLines(o),
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

/** The coupon's line of an order's mail, under the items' subtotal: none without one. */
export function couponLines(order: { couponCode: string | null; discountPaise: number }): string[] {
  return order.couponCode && order.discountPaise > 0 ? [`Coupon ${order.couponCode}: ${formatPaise(-order.discountPaise)}`] : [];
}
