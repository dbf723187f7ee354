import type { Product } from '@shop/api-client';
import { useCallback } from 'react';
import { useAppDispatch } from '../../features/storeHooks';
import { notify } from '../../shared/toasts';
import { productGridCopy } from '../../copy/productGrid';
import { quickAdd } from '../../features/cart/quickAdd';

/**
 * Adds one of a product's default pack to the cart (features/cart/quickAdd.ts; the product brief's rule
 * lives in the cart slice) and confirms it in a toast, 'Added to cart' over the product's name; the shell's toast region
 * is a live region, so screen readers hear it too.
 */
export function useAddToCart(): (product: Product) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (product: Product) => {
      void quickAdd(dispatch, product).then(() => notify.success(product.title, { title: productGridCopy.addedToCart }));
    },
    [dispatch],
  );
}
