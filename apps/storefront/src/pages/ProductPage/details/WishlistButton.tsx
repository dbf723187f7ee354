import { errorStatus, type ShopApiError, useAddToWishlistMutation, useCheckWishlistQuery, useRemoveFromWishlistMutation, wishlistApi } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { LinkButton } from '@shop/ui/LinkButton';
import { HeartIcon } from '@shop/ui/Icon';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../../features/storeHooks';
import { notifyAccount } from '../../../shared/toasts';
import { wishlistCopy } from '../../../copy/wishlist';
import { signInStateFor, useStoredToken } from '../../../features/session';
import * as styles from './ProductSummary.css';

/**
 * The product's wishlist heart, an icon button beside the title. Signed out, it leads to /signup (and the login brings the shopper
 * back here). Signed in, it is a toggle button: pressed while the product is on the wishlist
 * (GET /api/user/wishlist/{id}/), adding or removing it on press, disabled while that call runs.
 */
export function WishlistButton({ productId }: { productId: number }) {
  const token = useStoredToken();
  const location = useLocation();
  if (token === null) {
    return (
      <LinkButton
        variant="ghost"
        size="sm"
        className={styles.toolButton}
        href="/signup"
        routerOptions={{ state: signInStateFor(location) }}
        aria-label={wishlistCopy.heartSignedOut}
      >
        <HeartIcon isFilled={false} size="1.5rem" />
      </LinkButton>
    );
  }
  return <WishlistToggle productId={productId} />;
}

function WishlistToggle({ productId }: { productId: number }) {
  const dispatch = useAppDispatch();
  const { data, isLoading: isChecking } = useCheckWishlistQuery({ productId });
  const [add, { isLoading: isAdding }] = useAddToWishlistMutation();
  const [remove, { isLoading: isRemoving }] = useRemoveFromWishlistMutation();
  const isWishlisted = data?.is_wishlisted ?? false;

  const toggle = async () => {
    const next = !isWishlisted;
    try {
      if (next) await add({ wishlistAdd: { product: productId } }).unwrap();
      else await remove({ productId }).unwrap();
      // Shown at once; the refetch the mutation triggers confirms it.
      dispatch(
        wishlistApi.util.updateQueryData('checkWishlist', { productId }, (status) => {
          status.is_wishlisted = next;
        }),
      );
      notifyAccount.success(next ? wishlistCopy.added : wishlistCopy.removed);
    } catch (thrown) {
      if (errorStatus(thrown as ShopApiError) !== 401) notifyAccount.error(wishlistCopy.failed);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      className={styles.toolButton}
      aria-pressed={isWishlisted}
      isDisabled={isChecking}
      isPending={isAdding || isRemoving}
      onPress={() => void toggle()}
    >
      <HeartIcon isFilled={isWishlisted} size="1.5rem" />
      <span className={visuallyHidden}>{wishlistCopy.heart}</span>
    </Button>
  );
}
