/**
 * The mail that tells the customer their order moved: being packed, on its way (with the courier, the
 * tracking number and the courier's page), delivered (with an invitation to review), or cancelled.
 */
import { formatPaise } from '@shop/rules';
import type { orders } from '../db/schema';
import type { DeliveryStatus } from '../db/tables/values';
import type { OutgoingMail } from '../mail/outbox';

type Order = typeof orders.$inferSelect;

export function deliveryUpdateMail(order: Order, customer: { email: string; name: string }, siteUrl: string): OutgoingMail {
  // The order list: the detail page's link carries an id only the storefront encodes.
  const orderPage = `${siteUrl}/orders`;
  const { subject, lines } = WORDS[order.deliveryStatus as Exclude<DeliveryStatus, 'pending'>](order);
  return {
    kind: `order_${order.deliveryStatus}`,
    to: customer.email,
    subject: `BirdShield India: ${subject}`,
    text: [`Hello ${customer.name},`, '', ...lines, '', `See your order at ${orderPage}`, '', 'BirdShield India'].join('\n'),
  };
}

const WORDS: Record<Exclude<DeliveryStatus, 'pending'>, (order: Order) => { subject: string; lines: string[] }> = {
  processing: (order) => ({
    subject: `we are packing your order #${order.id}`,
    lines: [`Your order #${order.id} is being packed. We will write again when it leaves with the courier.`],
  }),
  shipped: (order) => ({
    subject: `your order #${order.id} is on its way`,
    lines: [
      `Your order #${order.id} has left our warehouse.`,
      '',
      `Courier: ${order.courierName ?? ''}`,
      `Tracking number: ${order.trackingNumber ?? ''}`,
      ...(order.trackingUrl ? [`Track it at ${order.trackingUrl}`] : []),
    ],
  }),
  delivered: (order) => ({
    subject: `your order #${order.id} is delivered`,
    lines: [
      `Your order #${order.id} has been delivered. We hope it keeps the birds away.`,
      '',
      'You can now review what you bought from the order page; your review helps other customers choose.',
    ],
  }),
  cancelled: (order) => ({
    subject: `your order #${order.id} is cancelled`,
    lines: [
      `Your order #${order.id} (${formatPaise(order.totalPaise)}) has been cancelled.`,
      ...(order.paymentStatus === 'completed' || order.paymentStatus === 'partially_refunded' ? ['', 'The amount you paid will be refunded to the way you paid.'] : []),
    ],
  }),
};
