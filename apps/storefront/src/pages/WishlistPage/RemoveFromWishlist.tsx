import { errorStatus, useRemoveFromWishlistMutation, type Product, type ShopApiError } from '@shop/api-client';
import { Button } from '@shop/ui/Button';
import { TrashIcon } from '@shop/ui/Icon';
import { notifyAccount } from '../../shared/toasts';
import { wishlistCopy } from '../../copy/wishlist';
import * as styles from './WishlistPage.css';

/**
 * 'Remove' under a wishlist card (DELETE /api/user/wishlist/{productId}/): disabled while the call
 * runs, then 'Removed from wishlist.' (the list reloads without the product) or 'Wishlist action failed.'.
 */
export function RemoveFromWishlist({ product, onRemoved }: { product: Product; onRemoved: () => void }) {
  const [remove, { isLoading }] = useRemoveFromWishlistMutation();

  const onPress = async () => {
    try {
      await remove({ productId: product.id }).unwrap();
      notifyAccount.success(wishlistCopy.removed);
      onRemoved();
    } catch (thrown) {
      if (errorStatus(thrown as ShopApiError) !== 401) notifyAccount.error(wishlistCopy.failed);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      className={styles.remove}
      aria-label={wishlistCopy.removeLabel(product.title)}
      isPending={isLoading}
      onPress={() => void onPress()}
    >
      <TrashIcon />
      {wishlistCopy.remove}
    </Button>
  );
}
