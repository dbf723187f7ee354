import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../features/storeHooks';
import { addToCart, type CartAddition } from '../../../features/cart/cartSlice';
import { timings } from '../../../shared/timings';

/** Where Buy Now leads (the checkout page arrives with the purchase flow). */
const CHECKOUT_PATH = '/checkout';

/**
 * The product brief's Buy Now: the product (in the variant chosen) goes into the cart, 'Processing your
 * order...' shows for timings.buyNowOverlayMs, then the shopper is taken to checkout. Leaving the page
 * first cancels the move.
 */
export function useBuyNow(): { buyNow: (addition: CartAddition) => void; isProcessing: boolean } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [isProcessing, setProcessing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const buyNow = useCallback(
    (addition: CartAddition) => {
      if (timer.current !== undefined) return; // already on its way
      dispatch(addToCart(addition));
      setProcessing(true);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setProcessing(false);
        void navigate(CHECKOUT_PATH);
      }, timings.buyNowOverlayMs);
    },
    [dispatch, navigate],
  );

  return { buyNow, isProcessing };
}
