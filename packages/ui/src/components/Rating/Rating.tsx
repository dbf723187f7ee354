import { cx } from '../../utils/cx';
import * as styles from './Rating.css';
import { roundRating, starFill } from './ratingValue';
import { StarIcon } from './StarIcon';
import { useUiWords } from '../../words/UiWords';
import { ratingWords } from './ratingWords';

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
  return (
    <span className={cx(styles.rating({ size }), className)}>
      <span role="img" aria-label={formatLabel(text, max)} className={styles.figure}>
        <span className={styles.stars}>
          {Array.from({ length: max }, (_, index) => (
            <StarIcon key={index} fill={starFill(rounded, index)} />
          ))}
        </span>
        {/* Inside role="img", so not read twice: the label already says it. */}
        {showValue && <span className={styles.value}>{text}</span>}
      </span>
      {reviewCount !== undefined && <span className={styles.count}>{formatReviewCount(reviewCount)}</span>}
    </span>
  );
}
