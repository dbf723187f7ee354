import { cx } from '../../../utils/cx';
import * as styles from './StarIcon.css';

export interface StarIconProps {
  /** How much of the star is filled, from 0 (empty) to 1 (full); 0.3 fills the left 30 %. */
  fill: number;
  className?: string;
}

/** A star in a 24-unit square whose left edge is at `x`; every point after the first is relative, so one shape serves at any offset. */
export function starPath(x = 0): string {
  return `M${Math.round((12 + x) * 100) / 100} 2.6l2.9 5.88 6.5.95-4.7 4.58 1.1 6.47-5.8-3.05-5.8 3.05 1.1-6.47-4.7-4.58 6.5-.95 2.9-5.88z`;
}

/** How much of a star is filled, in whole percent; 0.3 is 30. */
export function fillPercent(fill: number): number {
  return Math.round(Math.min(1, Math.max(0, fill)) * 100);
}

/** The filled copy's clip: a fraction fills the star from its left edge. */
export function fillClip(percent: number): string {
  return `inset(0 ${100 - percent}% 0 0)`;
}

/**
 * One star, decorative (`aria-hidden`): the component around it names the
 * rating. The filled copy is clipped from the right, so a fraction fills the
 * star from its left edge.
 */
export function StarIcon({ fill, className }: StarIconProps) {
  const percent = fillPercent(fill);
  return (
    <svg className={cx(styles.star, className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className={styles.empty} d={starPath()} />
      {percent > 0 && <path className={styles.filled} d={starPath()} style={{ clipPath: fillClip(percent) }} />}
    </svg>
  );
}
