import type { AdminSale } from '@shop/api-client/admin';
import { StatusBadge, type StatusBadgeIcon, type StatusBadgeTone } from '@shop/ui/StatusBadge';
import { salesCopy } from '../../copy/sales';

/** Coming is info, running is success, over is neutral: the tones OrderBadge gives waiting, done and stopped. */
const LOOKS: Record<AdminSale['state'], { tone: StatusBadgeTone; icon: StatusBadgeIcon }> = {
  upcoming: { tone: 'info', icon: 'clock' },
  live: { tone: 'success', icon: 'check' },
  ended: { tone: 'neutral', icon: 'cross' },
};

export function SaleStateBadge({ state }: { state: AdminSale['state'] }) {
  return <StatusBadge {...LOOKS[state]}>{salesCopy.states[state]}</StatusBadge>;
}
