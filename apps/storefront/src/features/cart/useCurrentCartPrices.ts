import { shopApi, type Product } from '@shop/api-client';
import { useEffect } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../storeHooks';
import { selectCartItems, updatePrices, type CartItem } from './cartSlice';

/** A product read longer ago than this is read again when a page of the cart opens. */
const FRESH_SECONDS = 10;

const productArg = (id: number) => ({ slugOrId: String(id) });

/**
 * A line's price and M.R.P. in the product's answer: the product's own for its default (they are its default
 * variant's), else the variant's own. A variant the answer no longer lists (retired) has none: its line stays.
 */
function currentPriceOf(product: Product, line: CartItem): Pick<Product, 'price' | 'max_price'> | undefined {
  if (line.variant === null) return product;
  return product.variants?.find((variant) => variant.id === line.variant);
}

/**
 * Keeps the cart's prices the shop's current ones while a page shows them (the cart, the checkout). A line
 * keeps the price it was added at, and a sale may have started or ended since: each line's product is read
 * again (by id, which outlives a renamed slug), and again when the tab regains focus, and the price and
 * M.R.P. of the line's own variant replace the line's. The product's answer lists every variant, so one read
 * prices all of its lines, and a line of one pack never takes another's price. For display only: the server
 * prices the order itself.
 */
export function useCurrentCartPrices(): void {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const ids = useAppSelector((state) => [...new Set(selectCartItems(state).map((item) => item.id))], shallowEqual);

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
    // A product the shop no longer sells answers 404 and keeps its lines as they were: the checkout's quote says.
    const byId = new Map(products.flatMap((product) => (product ? [[product.id, product] as const] : [])));
    const moved = items.flatMap((line) => {
      const product = byId.get(line.id);
      const priced = product && currentPriceOf(product, line);
      if (!priced || (priced.price === line.price && priced.max_price === line.max_price)) return [];
      return [{ id: line.id, variant: line.variant, price: priced.price, max_price: priced.max_price }];
    });
    if (moved.length > 0) dispatch(updatePrices(moved));
  }, [dispatch, items, products]);
}
