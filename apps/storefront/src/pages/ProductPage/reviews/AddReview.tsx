import type { Product } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { LinkButton } from '@shop/ui/LinkButton';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { onDemand } from '../../../shared/onDemand';
import { StarLineIcon } from '@shop/ui/Icon';
import { reviewsCopy } from '../../../copy/reviews';
import { signInStateFor, useStoredToken } from '../../../features/session';
import type { AddReviewModalProps } from './AddReviewModal';

const copy = reviewsCopy.productPage;

// The dialog and its form (react-aria's modal, radio group and text area) come when the button is
// hovered, focused or pressed: most visitors of a product page never write a review.
const reviewModal = onDemand<AddReviewModalProps>(async () => (await import('./AddReviewModal')).AddReviewModal);

/**
 * The product page's 'Add Review'. Signed out it leads to /signup (and the login brings the shopper
 * back here); signed in it opens a dialog with the stars and the text. A review from someone who
 * received the product is published at once; any other waits for the shop, and the toast says so.
 */
export function AddReview({ product }: { product: Product }) {
  const token = useStoredToken();
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  const ReviewModal = reviewModal.useOverlay(isOpen, () => setOpen(false));

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
      <Button variant="secondary" onPress={() => setOpen(true)} onHoverStart={reviewModal.preload} onFocus={reviewModal.preload}>
        <StarLineIcon />
        {copy.button}
      </Button>
      {ReviewModal && <ReviewModal product={product} isOpen={isOpen} onOpenChange={setOpen} />}
    </>
  );
}
