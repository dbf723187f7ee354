import { cx } from '../../../utils/cx';
import * as styles from './StarIcon.css';

export interface StarIconProps {
  /** How much of the star is filled, from 0 (empty) to 1 (full); 0.3 fills the left 30 %. */
  fill: number;
  className?: string;
}

const starPath =
  'M12 2.6l2.9 5.88 6.5.95-4.7 4.58 1.1 6.47L12 17.43l-5.8 3.05 1.1-6.47-4.7-4.58 6.5-.95L12 2.6z';

/**
 * One star, decorative (`aria-hidden`): the component around it names the
 * rating. The filled copy is clipped from the right, so a fraction fills the
 * star from its left edge.
 */
export function StarIcon({ fill, className }: StarIconProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fill)) * 100);
  return (
    <svg className={cx(styles.star, className)} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className={styles.empty} d={starPath} />
      {percent > 0 && (
        <path className={styles.filled} d={starPath} style={{ clipPath: `inset(0 ${100 - percent}% 0 0)` }} />
      )}
    </svg>
  );
}
