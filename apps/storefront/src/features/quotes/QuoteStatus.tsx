import type { Schema } from '@shop/api-client';
import { StatusBadge, type StatusBadgeIcon, type StatusBadgeTone } from '@shop/ui/StatusBadge';
import { quoteCopy } from '../../copy/quotes';

const LOOK: Record<Schema<'QuoteStatus'>, { tone: StatusBadgeTone; icon: StatusBadgeIcon }> = {
  requested: { tone: 'warning', icon: 'clock' },
  quoted: { tone: 'info', icon: 'pencil' },
  accepted: { tone: 'success', icon: 'check' },
  expired: { tone: 'neutral', icon: 'alert' },
  withdrawn: { tone: 'neutral', icon: 'cross' },
};

/** A quote's status as a badge: a word, a tone and an icon, never colour alone. */
export function QuoteStatus({ status, size = 'sm' }: { status: Schema<'QuoteStatus'>; size?: 'sm' | 'md' }) {
  return (
    <StatusBadge tone={LOOK[status].tone} icon={LOOK[status].icon} size={size}>
      {quoteCopy.status[status]}
    </StatusBadge>
  );
}
