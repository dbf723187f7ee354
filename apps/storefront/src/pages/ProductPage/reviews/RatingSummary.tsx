import type { Product } from '@shop/api-client';
import { Rating } from '@shop/ui/Rating';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { productCopy } from '../../../copy/product';
import { ratingBreakdown } from './ratingBreakdown';
import * as styles from './ProductReviews.css';

const copy = productCopy.reviews;

/** The average to one decimal, its stars, how many reviews, and a bar per number of stars. */
export function RatingSummary({ product }: { product: Pick<Product, 'average_rating' | 'review_count' | 'reviews'> }) {
  const average = Number.parseFloat(product.average_rating);
  const shares = ratingBreakdown(product.reviews.map((review) => review.rating));

  return (
    <div className={styles.summary}>
      <p className={styles.average} aria-hidden="true">
        {Number.isFinite(average) ? average.toFixed(1) : '–'}
      </p>
      <div className={styles.averageDetail}>
        <Rating value={Number.isFinite(average) ? average : 0} size="lg" formatLabel={productCopy.rating} />
        <p className={styles.basedOn}>{copy.basedOn(product.review_count)}</p>
      </div>
      <ul className={styles.breakdown} aria-label={copy.breakdown} role="list">
        {shares.map((share) => (
          <li key={share.stars} className={styles.breakdownRow}>
            <span className={visuallyHidden}>{copy.starsSpoken(share.stars, share.count)}</span>
            <span className={styles.breakdownStars} aria-hidden="true">
              {copy.stars(share.stars)}
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${share.percent}%` }} />
            </span>
            <span className={styles.breakdownCount} aria-hidden="true">
              {share.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
