/**
 * The mail that tells the customer their order moved: being packed, on its way (with the courier, the
 * tracking number and the courier's page), delivered (with an invitation to review), cancelled (saying
 * why, when a cash-on-delivery customer cancelled it or did not confirm it in time), or returned to the
 * shop by the courier.
 */
import { formatPaise } from '@shop/rules';
import type { orders } from '../../db/schema';
import type { DeliveryStatus } from '../../db/tables/values';
import type { OutgoingMail } from '../../mail';

type Order = typeof orders.$inferSelect;

export function deliveryUpdateMail(order: Order, customer: { email: string; name: string }, siteUrl: string): OutgoingMail {
  // The order list: the detail page's link carries an id only the storefront encodes.
  const orderPage = `${siteUrl}/orders`;
  const { subject, lines } = WORDS[order.deliveryStatus as Exclude<DeliveryStatus, 'pending'>](order);
  return {
    kind: `order_${order.deliveryStatus}`,
    orderId: order.id,
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
      ...(order.codConfirmation === 'expired'
        ? ['', 'It was to be paid on delivery and was not confirmed in time, so we have not sent it. You are welcome to order again.']
        : []),
      ...(order.codConfirmation === 'cancelled' && order.codAnsweredAt ? ['', 'You cancelled it from the confirmation we sent, so we will not send it. Nothing is due.'] : []),
      ...(order.paymentStatus === 'completed' || order.paymentStatus === 'partially_refunded' ? ['', 'The amount you paid will be refunded to the way you paid.'] : []),
    ],
  }),
  returned: (order) => ({
    subject: `your order #${order.id} came back to us`,
    lines: [
      `The courier could not deliver your order #${order.id} and has brought it back to us.`,
      ...(order.paymentMethod === 'online'
        ? ['', 'Write to us or reply to this e-mail and we will send it again or refund what you paid.']
        : ['', 'Nothing was collected from you. If you still want it, you are welcome to order again.']),
    ],
  }),
};
