import { cx } from '../../../utils/cx';
import * as styles from './SpinnerRing.css';

export interface SpinnerRingProps {
  className?: string;
}

/**
 * The spinning ring alone, hidden from assistive technology. Used inside
 * controls (Button) that convey their busy state themselves; use `Spinner`
 * for a standalone, announced loading indicator.
 */
export function SpinnerRing({ className }: SpinnerRingProps) {
  return (
    <svg className={cx(styles.ring, className)} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
      {/* A quarter-and-a-bit of the 59.7 circumference, with a round cap. */}
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeDasharray="20 60" />
    </svg>
  );
}
