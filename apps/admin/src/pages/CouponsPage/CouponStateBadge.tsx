import type { AdminCoupon } from '@shop/api-client/admin';
import { StatusBadge, type StatusBadgeIcon, type StatusBadgeTone } from '@shop/ui/StatusBadge';
import { couponsCopy } from '../../copy/coupons';

/**
 * As a sale's: coming is info, running success, over neutral. Used up is a warning: its dates may still run,
 * and shoppers typing it are refused until the owner raises the limit or lets it be.
 */
const LOOKS: Record<AdminCoupon['state'], { tone: StatusBadgeTone; icon: StatusBadgeIcon }> = {
  upcoming: { tone: 'info', icon: 'clock' },
  live: { tone: 'success', icon: 'check' },
  ended: { tone: 'neutral', icon: 'cross' },
  used_up: { tone: 'warning', icon: 'alert' },
};

export function CouponStateBadge({ state }: { state: AdminCoupon['state'] }) {
  return <StatusBadge {...LOOKS[state]}>{couponsCopy.states[state]}</StatusBadge>;
}
