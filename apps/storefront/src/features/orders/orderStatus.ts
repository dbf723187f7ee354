import type { Order } from '@shop/api-client';
import { ordersCopy } from '../../copy/orders';

const badges = ordersCopy.badges;

/**
 * The product brief's payment badge: 'Paid' when the payment is completed, otherwise 'Payment
 * Pending'. Its colours also name a failed payment (error), and our API can refund one: a failed or
 * refunded payment says so rather than claim it is still pending.
 */
export function paymentBadgeLabel(status: Order['payment_status']): string {
  switch (status) {
    case 'completed':
      return badges.paid;
    case 'failed':
      return badges.paymentFailed;
    case 'refunded':
      return badges.refunded;
    default:
      return badges.paymentPending;
  }
}

/**
 * The payment badge of an order. The API keeps a partly refunded order `completed` for clients that
 * know only four statuses; its processed refunds make it "Partially refunded" here.
 */
export function paymentBadge(order: Pick<Order, 'payment_status' | 'refunds'>): { status: Order['payment_status'] | 'partially_refunded'; label: string } {
  if (order.payment_status === 'completed' && order.refunds.some((refund) => refund.status === 'processed')) {
    return { status: 'partially_refunded', label: badges.partiallyRefunded };
  }
  return { status: order.payment_status, label: paymentBadgeLabel(order.payment_status) };
}

/** The order detail's delivery badge: 'Delivered' or 'Delivery Pending' (and a cancelled order says so). */
export function deliveryBadgeLabel(status: Order['delivery_status']): string {
  if (status === 'delivered') return badges.delivered;
  if (status === 'cancelled') return badges.cancelled;
  return badges.deliveryPending;
}

/**
 * 'Track' shows only while the delivery is under way: pending (with the later steps our API adds,
 * processing and shipped), for an order that was not refused payment. A failed payment sends nothing.
 */
export function isTrackable(order: Pick<Order, 'delivery_status' | 'payment_status'>): boolean {
  const underWay = order.delivery_status === 'pending' || order.delivery_status === 'processing' || order.delivery_status === 'shipped';
  return underWay && order.payment_status !== 'failed' && order.payment_status !== 'refunded';
}

/** Reviews are offered only for delivered orders. */
export const isDelivered = (order: Pick<Order, 'delivery_status'>) => order.delivery_status === 'delivered';

/** Newest first, whatever order the answer came in (the API sends them so, but the page promises it). */
export function newestFirst<T extends Pick<Order, 'order_date' | 'id'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => Date.parse(b.order_date) - Date.parse(a.order_date) || b.id - a.id);
}
