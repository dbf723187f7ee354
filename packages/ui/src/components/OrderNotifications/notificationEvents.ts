import type { StatusIconName } from '../OrderBadge/StatusIcon';
import type { BadgeTone } from '../OrderBadge/ToneBadge';

/**
 * The order events that can message a customer, where a message stands and who carried it: the
 * contract's `NotificationEvent`, `NotificationStatus` and `NotificationProvider`, written as this
 * package's own types like every other prop type here.
 */

/**
 * Placed (paid online, or asked for on delivery), the cash-on-delivery confirmation (with Confirm and
 * Cancel buttons), shipped with the tracking link, out for delivery, a failed delivery asking what to do,
 * delivered with a link to review, a return's news, a refund paid; the one reminder of a cart left behind; a complaint
 * filed, answered or resolved; a quote's news; and a visit's reminder, or its move to another time.
 */
export type NotificationEvent =
  | 'order_placed'
  | 'cod_confirmation'
  | 'shipped'
  | 'out_for_delivery'
  | 'delivery_problem'
  | 'delivered'
  | 'return_update'
  | 'refund_processed'
  | 'abandoned_cart'
  | 'complaint_update'
  | 'quote_update'
  | 'visit_reminder'
  | 'visit_moved';

/**
 * `pending`: waiting to be sent (or tried again); `sent`, `delivered`, `read`: as the provider reports it;
 * `failed`: the provider could not deliver it; `dead`: the shop gave up after its retries.
 */
export type NotificationStatus = 'pending' | 'sent' | 'delivered' | 'read' | 'failed' | 'dead';

/** Who carried a message; `demo` when the channel is not configured and the message was only written to the log. */
export type NotificationProvider = 'whatsapp_cloud' | 'msg91' | 'demo';

export const defaultEventNames: Record<NotificationEvent, string> = {
  order_placed: 'Order placed',
  cod_confirmation: 'Cash-on-delivery confirmation',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivery_problem: 'Delivery problem',
  delivered: 'Delivered',
  return_update: 'Return update',
  refund_processed: 'Refund processed',
  abandoned_cart: 'Cart reminder',
  complaint_update: 'Complaint update',
  quote_update: 'Quote update',
  visit_reminder: 'Visit reminder',
  visit_moved: 'Visit moved',
};

export const defaultProviderNames: Record<NotificationProvider, string> = {
  whatsapp_cloud: 'WhatsApp Cloud API',
  msg91: 'MSG91',
  demo: 'Demo',
};

interface StatusLook {
  tone: BadgeTone;
  icon: StatusIconName;
  /** Generic English default; an app passes its own words as `labels.statuses`. */
  label: string;
}

/**
 * OrderBadge's rule: waiting is warning, on the way is info, done is success, and a failure is error. The
 * ticks are WhatsApp's own: one when sent, two when delivered.
 */
export const notificationStatusLooks: Record<NotificationStatus, StatusLook> = {
  pending: { tone: 'warning', icon: 'clock', label: 'Queued' },
  sent: { tone: 'info', icon: 'tick', label: 'Sent' },
  delivered: { tone: 'success', icon: 'ticks', label: 'Delivered' },
  read: { tone: 'success', icon: 'eye', label: 'Read' },
  failed: { tone: 'error', icon: 'alert', label: 'Failed' },
  dead: { tone: 'error', icon: 'cross', label: 'Given up' },
};

/** Staff may send these again. */
export const retryableStatuses: ReadonlySet<NotificationStatus> = new Set(['failed', 'dead']);
