import type { AdminComplaintSummary } from '@shop/api-client/admin';
import { StatusBadge } from '@shop/ui/StatusBadge';
import { timeLeft, type ClockTone } from './timeLeft';

const looks: Record<ClockTone, { tone: 'error' | 'warning' | 'info' | 'neutral'; icon: 'alert' | 'clock' | 'check' }> = {
  critical: { tone: 'error', icon: 'alert' },
  warning: { tone: 'warning', icon: 'clock' },
  calm: { tone: 'info', icon: 'clock' },
  done: { tone: 'neutral', icon: 'check' },
};

/** A ticket's time left to its month, as a badge whose colour and icon say how urgent it is. */
export function ComplaintClock({ complaint, now = new Date(), size = 'sm' }: { complaint: AdminComplaintSummary; now?: Date; size?: 'sm' | 'md' }) {
  const clock = timeLeft(complaint, now);
  const look = looks[clock.tone];
  return (
    <StatusBadge tone={look.tone} icon={look.icon} size={size}>
      {clock.text}
    </StatusBadge>
  );
}
