import type { StatusIconName } from './StatusIcon';
import type { BadgeTone } from './ToneBadge';

export type DeliveryStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
/** `to_collect` and `collected`: cash on delivery, before and after the courier took the cash at the door. */
export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'refunded' | 'partially_refunded' | 'to_collect' | 'collected';

interface StatusLook {
  tone: BadgeTone;
  icon: StatusIconName;
  /** Generic English default; the storefront passes its own copy as `label`. */
  label: string;
}

/**
 * Waiting is warning, on the way is info, done is success, stopped is neutral; a parcel that came back
 * undelivered is a failure, as on the timeline.
 */
export const deliveryStatusLooks: Record<DeliveryStatus, StatusLook> = {
  pending: { tone: 'warning', icon: 'clock', label: 'Pending' },
  processing: { tone: 'info', icon: 'box', label: 'Processing' },
  shipped: { tone: 'info', icon: 'truck', label: 'Shipped' },
  delivered: { tone: 'success', icon: 'check', label: 'Delivered' },
  cancelled: { tone: 'neutral', icon: 'cross', label: 'Cancelled' },
  returned: { tone: 'error', icon: 'refund', label: 'Returned' },
};

export const paymentStatusLooks: Record<PaymentStatus, StatusLook> = {
  pending: { tone: 'warning', icon: 'clock', label: 'Payment Pending' },
  completed: { tone: 'success', icon: 'check', label: 'Paid' },
  failed: { tone: 'error', icon: 'alert', label: 'Payment Failed' },
  refunded: { tone: 'neutral', icon: 'refund', label: 'Refunded' },
  // Still paid, with part given back: informative, not finished like a full refund.
  partially_refunded: { tone: 'info', icon: 'refund', label: 'Partially refunded' },
  // Cash on delivery: the money travels with the parcel (on the way), then is taken at the door (done).
  to_collect: { tone: 'info', icon: 'clock', label: 'Pay on delivery' },
  collected: { tone: 'success', icon: 'check', label: 'Collected' },
};
