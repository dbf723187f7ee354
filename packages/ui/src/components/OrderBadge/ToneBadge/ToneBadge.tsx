import type { ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import * as styles from './ToneBadge.css';
import type { BadgeTone } from './ToneBadge.tokens';

export interface ToneBadgeProps {
  tone: BadgeTone;
  /** A decorative icon (`aria-hidden`): with the text it keeps the meaning from resting on colour alone. */
  icon: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A coloured pill with an icon and text, for statuses. Shared by OrderBadge
 * and ReviewItem; not exported from the package on its own.
 */
export function ToneBadge({ tone, icon, children, size = 'sm', className }: ToneBadgeProps) {
  return (
    <span className={cx(styles.badge, styles.tone[tone], size === 'md' && styles.medium, className)}>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.text}>{children}</span>
    </span>
  );
}
