import { useListProductReviewsQuery, type Product, type Review } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { EmptyState } from '@shop/ui/EmptyState';
import { ReviewItem } from '@shop/ui/ReviewItem';
import { Spinner } from '@shop/ui/Spinner';
import { useId, useMemo, useState } from 'react';
import { productCopy } from '../../../copy/product';
import { AddReview } from './AddReview';
import * as styles from './ProductReviews.css';
import { RatingSummary } from './RatingSummary';

const copy = productCopy.reviews;

/** Reviews shown at first and added by each 'Show more reviews'. */
const PAGE_SIZE = 10;

/** The product brief reads a missing status as published; only published reviews are public. */
const isPublished = (review: Review) => (review.status ?? 'published') === 'published';

/**
 * 'Customer reviews': the rating summary beside the published reviews, newest as the API orders
 * them, each with name, stars, text (plain, escaped) and how long ago; 'No reviews yet.' without;
 * and 'Add Review'.
 */
export function ProductReviews({ product }: { product: Product }) {
  const headingId = useId();
  const query = useListProductReviewsQuery({ productId: product.id });
  const reviews = useMemo(() => query.data?.filter(isPublished), [query.data]);
  const [shown, setShown] = useState(PAGE_SIZE);

  let body;
  if (query.isError && !reviews) {
    body = (
      <div className={styles.message} role="alert">
        <p>{copy.loadFailed}</p>
        <Button variant="secondary" onPress={() => void query.refetch()} isPending={query.isFetching}>
          {copy.retry}
        </Button>
      </div>
    );
  } else if (!reviews) {
    body = (
      <div className={styles.message}>
        <Spinner label={copy.loading} isLabelVisible />
      </div>
    );
  } else if (reviews.length === 0) {
    body = <EmptyState size="compact" headingLevel={3} title={copy.empty} description={copy.emptyHint} />;
  } else {
    body = (
      <div className={styles.listBlock}>
        <ul className={styles.list} aria-labelledby={headingId} role="list">
          {reviews.slice(0, shown).map((review) => (
            <li key={review.id} className={styles.listItem}>
              <ReviewItem
                userName={review.user_name}
                rating={review.rating}
                text={review.review_text}
                createdAt={review.created_at}
                isVerifiedPurchase={review.verified_purchase}
                verifiedLabel={copy.verified}
                formatRatingLabel={productCopy.rating}
              />
            </li>
          ))}
        </ul>
        {reviews.length > shown && (
          <Button variant="secondary" onPress={() => setShown((count) => count + PAGE_SIZE)} className={styles.showMore}>
            {copy.showMore}
          </Button>
        )}
      </div>
    );
  }

  const hasSummary = product.review_count > 0 && reviews !== undefined && reviews.length > 0;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {copy.title}
        </h2>
        <AddReview product={product} />
      </div>
      <div className={hasSummary ? styles.layout : undefined}>
        {hasSummary && <RatingSummary product={product} />}
        {body}
      </div>
    </section>
  );
}
