import { useListProductReviewsQuery, type Product, type Review } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { Inline } from '@shop/ui/Inline';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useId, useMemo } from 'react';
import { productCopy } from '../../../copy/product';
import { belowTheFold } from '../../../shared/deferredPart';
import { AddReview } from './AddReview';
import * as styles from './ProductReviews.css';
import { RatingSummary } from './RatingSummary';

const copy = productCopy.reviews;

// The reviews themselves (their dates' code with date-fns, the design system's review item and badge, about 9 KB
// compressed with their requests) come when the shopper scrolls near them: below the first screen on every width.
const ReviewList = belowTheFold(async () => (await import('./ReviewList')).ReviewList);

/** The product brief reads a missing status as published; only published reviews are public. */
const isPublished = (review: Review) => (review.status ?? 'published') === 'published';

/**
 * 'Customer reviews': the rating summary beside the published reviews (ReviewList); 'No reviews yet.' without;
 * and 'Add Review'.
 */
export function ProductReviews({ product }: { product: Product }) {
  const headingId = useId();
  const query = useListProductReviewsQuery({ productId: product.id });
  const reviews = useMemo(() => query.data?.filter(isPublished), [query.data]);

  let body;
  if (query.isError && !reviews) {
    body = (
      <Stack gap="3" align="left" color="muted" role="alert">
        <Text>{copy.loadFailed}</Text>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          {copy.retry}
        </Button>
      </Stack>
    );
  } else if (!reviews) {
    body = (
      <Stack gap="3" align="left" color="muted">
        <Spinner label={copy.loading} isLabelVisible />
      </Stack>
    );
  } else if (reviews.length === 0) {
    body = <EmptyState size="compact" headingLevel={3} title={copy.empty} description={copy.emptyHint} />;
  } else {
    body = <ReviewList reviews={reviews} labelledBy={headingId} />;
  }

  const hasSummary = product.review_count > 0 && reviews !== undefined && reviews.length > 0;

  return (
    <Box as="section" display="grid" gap="5" paddingTop="8" borderTop="default" aria-labelledby={headingId}>
      <Inline align="space-between" gap="3">
        <Heading level={2} size={{ mobile: 'xl', md: '2xl' }} id={headingId}>
          {copy.title}
        </Heading>
        <AddReview product={product} />
      </Inline>
      <div className={hasSummary ? styles.layout : undefined}>
        {hasSummary && <RatingSummary product={product} />}
        {body}
      </div>
    </Box>
  );
}
