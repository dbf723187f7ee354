import { StatusIcon, type StatusIconName } from '../OrderBadge/StatusIcon';
import { ToneBadge, type BadgeTone } from '../OrderBadge/ToneBadge';

export type StatusBadgeTone = BadgeTone;
export type StatusBadgeIcon = StatusIconName;

export interface StatusBadgeProps {
  /** What the status means: waiting is `warning`, coming or under way `info`, done or running `success`, over `neutral`, failed `error`. */
  tone: StatusBadgeTone;
  /** A small line icon that says the same as the tone, so the status never rests on colour alone. */
  icon: StatusBadgeIcon;
  /** The status in one or two words, e.g. "Live". */
  children: string;
  /** `sm` in lists, `md` in a detail page's header. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * The status of a record that is not an order (a sale: Upcoming, Live, Ended) as a coloured badge with
 * an icon and a word, in the same look as OrderBadge.
 */
export function StatusBadge({ tone, icon, children, size = 'sm', className }: StatusBadgeProps) {
  return (
    <ToneBadge tone={tone} icon={<StatusIcon name={icon} />} size={size} className={className}>
      {children}
    </ToneBadge>
  );
}
