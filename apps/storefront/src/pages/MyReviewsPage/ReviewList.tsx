import type { Review } from '@shop/api-client';
import { Grid } from '@shop/ui/Grid';
import { ReviewItem } from '@shop/ui/ReviewItem';
import { reviewsCopy } from '../../copy/reviews';
import { reviewStatus, titlePreview } from '../../features/reviews/reviewFilters';

const copy = reviewsCopy.mine;

/** The reviews as cards: stars, the product's title (first 40 characters), status, date and text (plain text), the shop's reason or reply. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <Grid as="ul" columns={{ mobile: 1, lg: 2 }} gap="4" role="list" aria-label={copy.listLabel}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem
            appearance="card"
            productTitle={titlePreview(review.product_title)}
            headingLevel={2}
            status={reviewStatus(review)}
            statusLabels={copy.statusLabels}
            rejectionReason={review.rejection_reason}
            rejectionLabel={copy.rejectionLabel}
            reply={review.reply && { text: review.reply.text, repliedAt: review.reply.replied_at }}
            replyLabel={copy.shopReply}
            userName={review.user_name}
            rating={review.rating}
            text={review.review_text}
            createdAt={review.created_at}
            isVerifiedPurchase={review.verified_purchase}
            verifiedLabel={copy.verified}
            formatRatingLabel={reviewsCopy.ratingLabel}
          />
        </li>
      ))}
    </Grid>
  );
}
