import type { Review } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { ReviewItem } from '@shop/ui/ReviewItem';
import { useState } from 'react';
import { productCopy } from '../../../copy/product';
import * as styles from './ProductReviews.css';

const copy = productCopy.reviews;

/** Reviews shown at first and added by each 'Show more reviews'. */
const PAGE_SIZE = 10;

/**
 * The published reviews, newest as the API orders them, each with name, stars, text (plain, escaped) and how long
 * ago, ten at a time. A part of its own (ProductReviews loads it below the fold): its dates' code is most of a
 * product page's review code, and a shopper who never scrolls to the reviews never needs it.
 */
export function ReviewList({ reviews, labelledBy }: { reviews: Review[]; labelledBy: string }) {
  const [shown, setShown] = useState(PAGE_SIZE);
  return (
    <Box display="grid" gap="5" minWidth="0">
      <Box as="ul" aria-labelledby={labelledBy} role="list">
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
              reply={review.reply && { text: review.reply.text, repliedAt: review.reply.replied_at }}
              replyLabel={copy.shopReply}
            />
          </li>
        ))}
      </Box>
      {reviews.length > shown && (
        <Box display="flex">
          <Button variant="secondary" onPress={() => setShown((count) => count + PAGE_SIZE)}>
            {copy.showMore}
          </Button>
        </Box>
      )}
    </Box>
  );
}
