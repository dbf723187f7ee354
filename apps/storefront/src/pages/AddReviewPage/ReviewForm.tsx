import { errorStatus, useCreateReviewMutation, type ShopApiError } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { Inline } from '@shop/ui/Inline';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyAccount } from '../../shared/toasts';
import { emptyReview, isCompleteReview, ReviewFields, type ReviewValues } from '../../components/ReviewFields/ReviewFields';
import { reviewsCopy } from '../../copy/reviews';
import { firstErrorMessage } from '../../features/reviews/reviewErrors';

const copy = reviewsCopy.write;

export interface ReviewFormProps {
  orderId: number;
  productId: number;
  /** The customer's id, sent as the product brief does (the server takes the writer from the token). */
  userId: number | undefined;
}

/**
 * The stars, the text and 'Submit Review' (off until both are given; the reason shows beside it).
 * POST /api/user/reviews/ with the order; on success 'Review submitted successfully!' and back to
 * /orders; a refusal shows the server's first error message.
 */
export function ReviewForm({ orderId, productId, userId }: ReviewFormProps) {
  const hintId = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<ReviewValues>(emptyReview);
  const [createReview, { isLoading }] = useCreateReviewMutation();
  const isComplete = isCompleteReview(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) {
      notifyAccount.error(copy.required);
      return;
    }
    try {
      await createReview({
        reviewCreate: {
          ...(userId !== undefined ? { user: userId } : {}),
          order: orderId,
          product: productId,
          rating: values.rating,
          review_text: values.text.trim(),
        },
      }).unwrap();
      notifyAccount.success(copy.submitted);
      void navigate('/orders');
    } catch (thrown) {
      const error = thrown as ShopApiError;
      if (errorStatus(error) !== 401) notifyAccount.error(firstErrorMessage(error, copy.failed));
    }
  };

  return (
    <Surface as="form" gap="5" onSubmit={(event: FormEvent) => void submit(event)} noValidate aria-label={copy.title}>
      <ReviewFields values={values} onChange={setValues} ratingLabel={copy.ratingLabel} textLabel={copy.textLabel} placeholder={copy.placeholder} isReadOnly={isLoading} />
      <Inline gap="3">
        <Button type="submit" size="lg" isDisabled={!isComplete} isPending={isLoading} pendingLabel={copy.submitting} aria-describedby={isComplete ? undefined : hintId}>
          {copy.submit}
        </Button>
        {!isComplete && (
          <Text id={hintId} size="sm" tone="muted">
            {copy.required}
          </Text>
        )}
      </Inline>
    </Surface>
  );
}
