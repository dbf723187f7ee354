import { useListUserReviewsQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
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
      <Box display="grid" justifyItems="center" gap="4" paddingY="10" textAlign="center" color="muted" role="alert">
        <Text>{copy.loadFailed}</Text>
        <Button variant="secondary" onPress={() => void refetch()} isPending={isFetching}>
          {copy.retry}
        </Button>
      </Box>
    );
  } else if (!reviews || !shown) {
    content = (
      <Box as="p" display="grid" justifyItems="center" gap="4" paddingY="10" textAlign="center" color="muted" role="status">
        {copy.loading}
      </Box>
    );
  } else {
    content = (
      <>
        <ReviewFilters search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
        <Text size="sm" tone="muted" className={styles.count} role="status">
          {shown.length > 0 ? copy.count(shown.length, reviews.length) : ''}
        </Text>
        {shown.length === 0 ? (
          <Box as="p" paddingY="10" textAlign="center" fontWeight="semibold" color="muted">
            {copy.none}
          </Box>
        ) : (
          <ReviewList reviews={shown} />
        )}
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
