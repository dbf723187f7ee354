import { cx } from '../../utils/cx';
import * as styles from './Rating.css';
import { roundRating, starFill } from './ratingValue';
import { fillClip, fillPercent, starPath } from './StarIcon/StarIcon';
import * as starStyles from './StarIcon/StarIcon.css';
import { useUiWords } from '../../words/UiWords';
import { ratingWords } from './ratingWords';

/** The stars' size in the drawing's units (1em), and the space between two (0.1em). */
const STAR = 24;
const GAP = 2.4;

export interface RatingProps {
  /** The average rating, e.g. 4.26 (an API string must be parsed first). Shown to 0.1. */
  value: number;
  /** Number of stars. */
  max?: number;
  /** `sm` for product cards and review lists, `md` for the product page, `lg` for a rating summary. */
  size?: 'sm' | 'md' | 'lg';
  /** Show the number ("4.3") after the stars. */
  showValue?: boolean;
  /** Number of reviews, shown after the stars when given. */
  reviewCount?: number;
  /** The accessible name; gets the rounded value as text ("4.3") and `max`. */
  formatLabel?: (value: string, max: number) => string;
  /** Text of the review count. */
  formatReviewCount?: (count: number) => string;
  className?: string;
}

/**
 * A read-only star rating to 0.1 precision: 4.3 fills four stars and 30 % of
 * the fifth. Screen readers get one image named "Rated 4.3 out of 5" instead
 * of five unnamed stars. For choosing a rating, use RatingInput.
 *
 * The row is one drawing of up to three paths (every star empty, the whole stars
 * filled over them, the part-filled one) rather than a drawing per star: a
 * listing shows a rating on most of its cards, and each element is one more for a
 * phone to parse, lay out and hydrate.
 */
export function Rating({
  value,
  max = 5,
  size = 'md',
  showValue = false,
  reviewCount,
  formatLabel: ownFormatLabel,
  formatReviewCount: ownFormatReviewCount,
  className,
}: RatingProps) {
  const words = useUiWords('rating', ratingWords);
  const formatLabel = ownFormatLabel ?? words.label;
  const formatReviewCount = ownFormatReviewCount ?? words.reviewCount;
  const rounded = roundRating(value, max);
  const text = rounded.toFixed(1);
  const whole = Math.floor(rounded);
  const part = whole < max ? fillPercent(starFill(rounded, whole)) : 0;
  const stars = (first: number, count: number) =>
    Array.from({ length: count }, (_, index) => starPath((first + index) * (STAR + GAP))).join('');
  const width = Math.round((max * STAR + (max - 1) * GAP) * 100) / 100;
  return (
    <span className={cx(styles.rating({ size }), className)}>
      <span role="img" aria-label={formatLabel(text, max)} className={styles.figure}>
        <svg
          className={styles.stars}
          width={`${Math.round((width / STAR) * 1000) / 1000}em`}
          height="1em"
          viewBox={`0 0 ${width} ${STAR}`}
          aria-hidden="true"
          focusable="false"
        >
          <path className={starStyles.empty} d={stars(0, max)} />
          {whole > 0 && <path className={starStyles.filled} d={stars(0, whole)} />}
          {part > 0 && <path className={starStyles.filled} d={stars(whole, 1)} style={{ clipPath: fillClip(part) }} />}
        </svg>
        {/* Inside role="img", so not read twice: the label already says it. */}
        {showValue && <span className={styles.value}>{text}</span>}
      </span>
      {reviewCount !== undefined && <span className={styles.count}>{formatReviewCount(reviewCount)}</span>}
    </span>
  );
}
