import { usePublishReviewMutation, useRejectReviewMutation, useReplyToReviewMutation, type AdminReview } from '@shop/api-client/admin';
import { productPath } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { Inline } from '@shop/ui/Inline';
import { ReviewItem } from '@shop/ui/ReviewItem';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { reviewsCopy } from '../../copy/reviews';
import { serverProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';
import { ReviewTextDialog } from './ReviewTextDialog';

const copy = reviewsCopy;

/**
 * One review in the queue: what the customer wrote about which product, with the decisions it allows.
 * Each decision sends the version this page read, so a colleague's decision meanwhile is refused, not undone.
 */
export function ReviewCard({ review }: { review: AdminReview }) {
  const [publish, publishing] = usePublishReviewMutation();
  const [reject, rejecting] = useRejectReviewMutation();
  const [reply, replying] = useReplyToReviewMutation();
  const [dialog, setDialog] = useState<'reject' | 'reply' | null>(null);

  const onPublish = async () => {
    const result = await publish({ reviewId: review.id, recordVersion: { version: review.version } });
    if ('error' in result) notify.error(serverProblem(result.error, copy.actions).detail);
    else notify.success(copy.actions.published);
  };
  const closeDialog = () => setDialog(null);

  return (
    <Surface>
      <Stack gap="4">
        <ReviewItem
          productTitle={review.product.title}
          headingLevel={2}
          userName={review.customer.name}
          rating={review.rating}
          text={review.review_text}
          createdAt={review.created_at}
          isVerifiedPurchase={review.verified_purchase}
          verifiedLabel={copy.verified}
          status={review.status}
          statusLabels={copy.statuses}
          rejectionReason={review.rejection_reason}
          rejectionLabel={copy.rejectionLabel}
          reply={review.reply && { text: review.reply.text, repliedAt: review.reply.replied_at }}
          replyLabel={copy.shopReply}
          formatRatingLabel={copy.ratingLabel}
        />
        <Text size="sm" tone="muted">
          {copy.customerEmail(review.customer.email)} ·{' '}
          <a href={productPath(review.product.slug)} target="_blank" rel="noreferrer">
            {copy.viewProduct}
          </a>
        </Text>
        <Inline gap="2">
          {review.status !== 'published' && (
            <Button variant="primary" onPress={() => void onPublish()} isPending={publishing.isLoading} pendingLabel={copy.actions.publishing}>
              {copy.actions.publish}
            </Button>
          )}
          {review.status !== 'rejected' && (
            <Button variant="danger" onPress={() => setDialog('reject')}>
              {copy.actions.reject}
            </Button>
          )}
          <Button variant="secondary" onPress={() => setDialog('reply')}>
            {review.reply ? copy.actions.editReply : copy.actions.reply}
          </Button>
        </Inline>
      </Stack>
      {dialog === 'reject' && (
        <ReviewTextDialog
          field="reason"
          words={{ ...copy.rejectDialog, label: copy.rejectDialog.reason, hint: copy.rejectDialog.reasonHint }}
          isOpen
          onClose={closeDialog}
          isPending={rejecting.isLoading}
          onSubmit={async (reason) => {
            const result = await reject({ reviewId: review.id, reviewRejection: { version: review.version, reason } });
            if (!('error' in result)) notify.success(copy.actions.rejected);
            return result;
          }}
        />
      )}
      {dialog === 'reply' && (
        <ReviewTextDialog
          field="text"
          words={{ ...copy.replyDialog, label: copy.replyDialog.text, hint: copy.replyDialog.textHint }}
          initialText={review.reply?.text}
          isOpen
          onClose={closeDialog}
          isPending={replying.isLoading}
          onSubmit={async (text) => {
            const result = await reply({ reviewId: review.id, reviewReplyInput: { version: review.version, text } });
            if (!('error' in result)) notify.success(copy.actions.replied);
            return result;
          }}
        />
      )}
    </Surface>
  );
}
