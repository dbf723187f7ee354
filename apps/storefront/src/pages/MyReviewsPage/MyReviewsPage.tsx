import { useListUserReviewsQuery } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { LinkButton } from '@shop/ui/LinkButton';
import { useMemo, useState } from 'react';
import { reviewsCopy } from '../../copy/reviews';
import { filterReviews, type ReviewStatusFilter } from '../../features/reviews/reviewFilters';
import { AccountPageFrame } from '../account/AccountPageFrame';
import * as styles from './MyReviewsPage.css';
import { ReviewFilters } from './ReviewFilters';
import { ReviewList } from './ReviewList';

const copy = reviewsCopy.mine;

/**
 * /my-reviews, 'Your Reviews': every review the customer wrote, in any status, with a search and a
 * status filter. '+ Add New Review' leads to the orders, where each delivered product has its
 * 'Add Review' (a review belongs to something the customer received).
 */
export function MyReviewsPage() {
  const { data: reviews, error, isFetching, refetch } = useListUserReviewsQuery();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ReviewStatusFilter>('all');
  const shown = useMemo(() => (reviews ? filterReviews(reviews, { search, status }) : undefined), [reviews, search, status]);

  let content;
  if (!reviews && error) {
    content = (
      <div className={styles.message} role="alert">
        <p>{copy.loadFailed}</p>
        <Button variant="secondary" onPress={() => void refetch()} isPending={isFetching}>
          {copy.retry}
        </Button>
      </div>
    );
  } else if (!reviews || !shown) {
    content = (
      <p className={styles.message} role="status">
        {copy.loading}
      </p>
    );
  } else {
    content = (
      <>
        <ReviewFilters search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
        <p className={styles.count} role="status">
          {shown.length > 0 ? copy.count(shown.length, reviews.length) : ''}
        </p>
        {shown.length === 0 ? <p className={styles.none}>{copy.none}</p> : <ReviewList reviews={shown} />}
      </>
    );
  }

  return (
    <AccountPageFrame
      title={copy.title}
      intro={copy.subtitle}
      action={
        <LinkButton href="/orders" variant="primary">
          {copy.addNew}
        </LinkButton>
      }
    >
      {content}
    </AccountPageFrame>
  );
}
