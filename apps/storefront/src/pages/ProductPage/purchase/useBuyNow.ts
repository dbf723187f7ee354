import { useCallback, useEffect, useState } from 'react';
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

  // Timed from the overlay's render, not from the press: on a slow phone drawing it takes a while, and the
  // shopper is owed the whole time to read it.
  useEffect(() => {
    if (!isProcessing) return;
    const timer = setTimeout(() => {
      setProcessing(false);
      void navigate(CHECKOUT_PATH);
    }, timings.buyNowOverlayMs);
    return () => clearTimeout(timer);
  }, [isProcessing, navigate]);

  const buyNow = useCallback(
    (addition: CartAddition) => {
      if (isProcessing) return; // on its way: a second press adds nothing
      dispatch(addToCart(addition));
      setProcessing(true);
    },
    [dispatch, isProcessing],
  );

  return { buyNow, isProcessing };
}
