import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, e.g. "No orders found". */
  title: string;
  /** One or two sentences on why, and what to do next. */
  description?: ReactNode;
  /** An icon or small illustration; it is decorative and hidden from screen readers. */
  icon?: ReactNode;
  /** The way out, usually a LinkButton ("View All Products") or a Button. */
  action?: ReactNode;
  /** The title's heading level, so it fits the page outline; 1 when the state is the whole page. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** The icon disc's colour: `neutral` (brand green) for nothing-here-yet, `critical` for errors (see ErrorState). */
  tone?: 'neutral' | 'critical';
  /** `alert` when the state appears in answer to an action and must be announced. */
  role?: 'alert' | 'status';
  /** `compact` for an empty section inside a page (reviews), `page` for a whole empty page (orders). */
  size?: 'page' | 'compact';
  className?: string;
}

/**
 * What a list or page shows when it has nothing to show: no orders, no search
 * results, no reviews yet. Says what is empty and offers the next step.
 */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  size = 'page',
  tone = 'neutral',
  role,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  const isCompact = size === 'compact';
  return (
    <div className={cx(styles.emptyState, isCompact && styles.compact, className)} role={role}>
      {icon && (
        <div className={cx(styles.icon, isCompact && styles.iconCompact, tone === 'critical' && styles.iconCritical)} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={cx(styles.title, isCompact && styles.titleCompact)}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
