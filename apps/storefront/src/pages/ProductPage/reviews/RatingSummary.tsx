import type { Product } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { Rating } from '@shop/ui/Rating';
import { Text } from '@shop/ui/Text';
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
    <Grid columns="auto-main" alignItems="center" gap="4" padding="5" background="surface" border="default" borderRadius="lg">
      <Box as="p" fontWeight="bold" color="default" className={styles.average} aria-hidden="true">
        {Number.isFinite(average) ? average.toFixed(1) : '–'}
      </Box>
      <Box display="grid" gap="1">
        <Rating value={Number.isFinite(average) ? average : 0} size="lg" formatLabel={productCopy.rating} />
        <Text size="sm" tone="muted">
          {copy.basedOn(product.review_count)}
        </Text>
      </Box>
      <Box as="ul" display="grid" gap="2" gridColumn="full" aria-label={copy.breakdown} role="list">
        {shares.map((share) => (
          <Box
            as="li"
            key={share.stars}
            display="grid"
            alignItems="center"
            gap="3"
            fontSize="sm"
            color="muted"
            className={styles.breakdownRow}
          >
            <span className={visuallyHidden}>{copy.starsSpoken(share.stars, share.count)}</span>
            <Text as="span" tabularNums className={styles.nowrap} aria-hidden="true">
              {copy.stars(share.stars)}
            </Text>
            <Box as="span" overflow="hidden" borderRadius="pill" className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${share.percent}%` }} />
            </Box>
            <Text as="span" align="right" tabularNums aria-hidden="true">
              {share.count}
            </Text>
          </Box>
        ))}
      </Box>
    </Grid>
  );
}
