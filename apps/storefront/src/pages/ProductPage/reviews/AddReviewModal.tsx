import { errorStatus, useCreateReviewMutation, type Product, type ShopApiError } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { Dialog, Modal } from '@shop/ui/Modal';
import { useId, useState, type FormEvent } from 'react';
import { notifyAccount } from '../../../shared/toasts';
import { emptyReview, isCompleteReview, ReviewFields, type ReviewValues } from '../../../components/ReviewFields/ReviewFields';
import { reviewsCopy } from '../../../copy/reviews';

const copy = reviewsCopy.productPage;

export interface AddReviewModalProps {
  product: Product;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The product page's review dialog: the stars and the text, sent for this product. */
export function AddReviewModal({ product, isOpen, onOpenChange }: AddReviewModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      {/* Inside the Modal, so every opening starts with an empty form. */}
      <AddReviewDialog product={product} />
    </Modal>
  );
}

function AddReviewDialog({ product }: { product: Product }) {
  const formId = useId();
  const [values, setValues] = useState<ReviewValues>(emptyReview);
  const [createReview, { isLoading }] = useCreateReviewMutation();
  const isComplete = isCompleteReview(values);

  const submit = async (event: FormEvent<HTMLFormElement>, close: () => void) => {
    event.preventDefault();
    if (!isComplete) return;
    try {
      const review = await createReview({
        reviewCreate: { product: product.id, rating: values.rating, review_text: values.text.trim() },
      }).unwrap();
      if (review.status === 'published') notifyAccount.success(copy.added);
      else notifyAccount.success(copy.pendingNote, { title: copy.added });
      close();
    } catch (thrown) {
      if (errorStatus(thrown as ShopApiError) !== 401) notifyAccount.error(copy.failed);
    }
  };

  return (
    <Dialog
      title={copy.title}
      closeLabel={copy.close}
      footer={
        <>
          <Button slot="close" variant="secondary" isDisabled={isLoading}>
            {copy.cancel}
          </Button>
          <Button type="submit" form={formId} isDisabled={!isComplete} isPending={isLoading} pendingLabel={copy.submitting}>
            {copy.submit}
          </Button>
        </>
      }
    >
      {({ close }) => (
        <form id={formId} onSubmit={(event) => void submit(event, close)} noValidate aria-label={product.title}>
          <ReviewFields
            values={values}
            onChange={setValues}
            ratingLabel={copy.ratingLabel}
            ratingHint={copy.ratingHint}
            textLabel={copy.textLabel}
            placeholder={copy.placeholder}
            isReadOnly={isLoading}
          />
        </form>
      )}
    </Dialog>
  );
}
