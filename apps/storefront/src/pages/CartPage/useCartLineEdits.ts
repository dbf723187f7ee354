import { useAppDispatch } from '../../features/storeHooks';
import { notifyAccount } from '../../shared/toasts';
import { cartCopy } from '../../copy/cart';
import { removeFromCart, setQuantity, type CartItem } from '../../features/cart/cartSlice';

/** The cart line's two edits: a new quantity (the store ignores anything below 1) and removal. */
export function useCartLineEdits(onRemoved: () => void) {
  const dispatch = useAppDispatch();
  return {
    changeQuantity: (item: CartItem, quantity: number) => dispatch(setQuantity({ id: item.id, variant: item.variant, quantity })),
    remove: (item: CartItem) => {
      dispatch(removeFromCart({ id: item.id, variant: item.variant }));
      notifyAccount.info(cartCopy.removed(cartCopy.lineName(item.title, item.variantLabel)));
      onRemoved();
    },
  };
}
