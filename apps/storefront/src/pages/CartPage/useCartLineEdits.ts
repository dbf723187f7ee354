import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch } from '../../features/storeHooks';
import { notifyAccount } from '../../shared/toasts';
import { cartCopy } from '../../copy/cart';
import { removeFromCart, setQuantity, type CartItem } from '../../features/cart/cartSlice';

/**
 * The cart line's two edits: a new quantity (the store ignores anything below 1) and removal. The same two functions
 * for the page's life, so a line whose item and price did not change is not drawn again (CartLine's memo).
 */
export function useCartLineEdits(onRemoved: () => void) {
  const dispatch = useAppDispatch();
  const onRemovedRef = useRef(onRemoved);
  useEffect(() => {
    onRemovedRef.current = onRemoved;
  });
  const changeQuantity = useCallback(
    (item: CartItem, quantity: number) => dispatch(setQuantity({ id: item.id, variant: item.variant, quantity })),
    [dispatch],
  );
  const remove = useCallback(
    (item: CartItem) => {
      dispatch(removeFromCart({ id: item.id, variant: item.variant }));
      notifyAccount.info(cartCopy.removed(cartCopy.lineName(item.title, item.variantLabel)));
      onRemovedRef.current();
    },
    [dispatch],
  );
  return { changeQuantity, remove };
}
