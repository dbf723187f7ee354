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
 * know only four statuses; its processed refunds make it "Partially refunded" here. Cash on delivery
 * has the API's own words while it is to be paid, paid at the door or not collected ('Pay on
 * delivery', 'Paid on delivery', 'Not collected'), since 'Payment Pending' would read as a debt.
 */
export function paymentBadge(
  order: Pick<Order, 'payment_status' | 'refunds' | 'payment_method' | 'payment_status_display'>,
): { status: Order['payment_status'] | 'partially_refunded'; label: string } {
  if (order.payment_status === 'completed' && order.refunds.some((refund) => refund.status === 'processed')) {
    return { status: 'partially_refunded', label: badges.partiallyRefunded };
  }
  if (order.payment_method === 'cash_on_delivery' && order.payment_status !== 'refunded') {
    return { status: order.payment_status, label: order.payment_status_display };
  }
  return { status: order.payment_status, label: paymentBadgeLabel(order.payment_status) };
}

/** A parcel that came back to the shop: the API calls the order cancelled, and its timeline says returned. */
function isReturned(order: Pick<Order, 'delivery_status' | 'status_history'>): boolean {
  return order.delivery_status === 'cancelled' && order.status_history.some((entry) => entry.status === 'returned');
}

/**
 * The order detail's delivery badge: 'Delivered' or 'Delivery Pending'; a cancelled order says so, and a
 * returned parcel says that in the API's words ('Returned to us').
 */
export function deliveryBadgeLabel(order: Pick<Order, 'delivery_status' | 'delivery_status_display' | 'status_history'>): string {
  if (order.delivery_status === 'delivered') return badges.delivered;
  if (isReturned(order)) return order.delivery_status_display;
  if (order.delivery_status === 'cancelled') return badges.cancelled;
  return badges.deliveryPending;
}

/**
 * 'Track' shows only while the delivery is under way: pending (with the later steps our API adds,
 * processing and shipped), for an order that was not refused payment. A failed payment sends nothing,
 * and nor does a cash-on-delivery order still waiting for its customer's confirmation: its card offers
 * 'Confirm order' instead.
 */
export function isTrackable(order: Pick<Order, 'delivery_status' | 'payment_status'> & Partial<Pick<Order, 'cod_confirmation'>>): boolean {
  const underWay = order.delivery_status === 'pending' || order.delivery_status === 'processing' || order.delivery_status === 'shipped';
  return underWay && order.payment_status !== 'failed' && order.payment_status !== 'refunded' && order.cod_confirmation?.status !== 'awaiting';
}

/** Reviews are offered only for delivered orders. */
export const isDelivered = (order: Pick<Order, 'delivery_status'>) => order.delivery_status === 'delivered';

/** Newest first, whatever order the answer came in (the API sends them so, but the page promises it). */
export function newestFirst<T extends Pick<Order, 'order_date' | 'id'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => Date.parse(b.order_date) - Date.parse(a.order_date) || b.id - a.id);
}
