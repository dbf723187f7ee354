import { errorStatus, useCreateReviewMutation, type Product, type ShopApiError } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { LinkButton } from '@shop/ui/LinkButton';
import { Dialog, Modal } from '@shop/ui/Modal';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { notifyAccount } from '../../../app/toasts';
import { StarLineIcon } from '../../../components/icons/purchaseIcons';
import { emptyReview, isCompleteReview, ReviewFields, type ReviewValues } from '../../../components/ReviewFields/ReviewFields';
import { reviewsCopy } from '../../../copy/reviews';
import { signInStateFor, useStoredToken } from '../../../features/session';

const copy = reviewsCopy.productPage;

/**
 * The product page's 'Add Review'. Signed out it leads to /signup (and the login brings the shopper
 * back here); signed in it opens a dialog with the stars and the text. A review from someone who
 * received the product is published at once; any other waits for the shop, and the toast says so.
 */
export function AddReview({ product }: { product: Product }) {
  const token = useStoredToken();
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);

  if (token === null) {
    return (
      <LinkButton variant="secondary" href="/signup" routerOptions={{ state: signInStateFor(location) }} aria-label={copy.signInLabel}>
        <StarLineIcon />
        {copy.button}
      </LinkButton>
    );
  }
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <StarLineIcon />
        {copy.button}
      </Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable={false}>
        {/* Inside the Modal, so every opening starts with an empty form. */}
        <AddReviewDialog product={product} />
      </Modal>
    </>
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
