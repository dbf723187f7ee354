import { shopApi } from '@shop/api-client';
import { useEffect } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../storeHooks';
import { selectCartItems, updatePrices } from './cartSlice';

/** A product read longer ago than this is read again when a page of the cart opens. */
const FRESH_SECONDS = 10;

const productArg = (id: number) => ({ slugOrId: String(id) });

/**
 * Keeps the cart's prices the shop's current ones while a page shows them (the cart, the checkout). A line
 * keeps the price it was added at, and a sale may have started or ended since: each line's product is read
 * again (by id, which outlives a renamed slug), and again when the tab regains focus, and its price and
 * M.R.P. replace the line's. For display only: the server prices the order itself.
 */
export function useCurrentCartPrices(): void {
  const dispatch = useAppDispatch();
  const ids = useAppSelector((state) => selectCartItems(state).map((item) => item.id), shallowEqual);

  useEffect(() => {
    const reads = ids.map((id) =>
      dispatch(
        shopApi.endpoints.getProduct.initiate(productArg(id), {
          forceRefetch: FRESH_SECONDS,
          subscriptionOptions: { refetchOnFocus: true },
        }),
      ),
    );
    return () => {
      for (const read of reads) read.unsubscribe();
    };
  }, [dispatch, ids]);

  const products = useAppSelector(
    (state) => ids.map((id) => shopApi.endpoints.getProduct.select(productArg(id))(state).data),
    shallowEqual,
  );

  useEffect(() => {
    // A product the shop no longer sells answers 404 and keeps its line as it was: the checkout's quote says.
    const current = products.flatMap((product) => (product ? [{ id: product.id, price: product.price, max_price: product.max_price }] : []));
    if (current.length > 0) dispatch(updatePrices(current));
  }, [dispatch, products]);
}
