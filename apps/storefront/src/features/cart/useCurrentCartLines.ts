import { shellApi, type Product } from '@shop/api-client';
import { useEffect } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../storeHooks';
import { refreshLines, selectCartItems, type CartItem, type LineRefresh } from './cartSlice';

/** A product read longer ago than this is read again when a page of the cart opens. */
const FRESH_SECONDS = 10;

/** A line's product as the cart asks for it: by id, which outlives a renamed slug (and is the answer's cache key). */
export const productArg = (id: number) => ({ slugOrId: String(id) });

/**
 * A line as the product's answer has it now: the product's own price and M.R.P. for its default (they are its
 * default variant's), else the variant's own, with its label. A variant the answer no longer lists (retired) has
 * none: its line stays as it was.
 */
function currentLineOf(product: Product, line: CartItem): LineRefresh | undefined {
  const words = { id: line.id, variant: line.variant, slug: product.slug, title: product.title };
  if (line.variant === null) return { ...words, variantLabel: '', price: product.price, max_price: product.max_price };
  const variant = product.variants?.find((offered) => offered.id === line.variant);
  return variant && { ...words, variantLabel: variant.label, price: variant.price, max_price: variant.max_price };
}

/**
 * Keeps the cart's lines the shop's current ones while a page shows them (the cart, the checkout). A line keeps
 * the price and words it was added with, and a sale may have started or ended since, or the shopper added it on
 * a page in another language: each line's product is read again (by id, which outlives a renamed slug), in the
 * page's language, and again when the tab regains focus, and the price, M.R.P. and label of the line's own
 * variant and the product's title replace the line's. The product's answer lists every variant, so one read
 * serves all of its lines, and a line of one pack never takes another's price. For display only: the server
 * prices the order itself.
 */
export function useCurrentCartLines(): void {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const ids = useAppSelector((state) => [...new Set(selectCartItems(state).map((item) => item.id))], shallowEqual);

  useEffect(() => {
    const reads = ids.map((id) =>
      dispatch(
        shellApi.endpoints.getProduct.initiate(productArg(id), {
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
    (state) => ids.map((id) => shellApi.endpoints.getProduct.select(productArg(id))(state).data),
    shallowEqual,
  );

  useEffect(() => {
    // A product the shop no longer sells answers 404 and keeps its lines as they were: the checkout's quote says.
    const byId = new Map(products.flatMap((product) => (product ? [[product.id, product] as const] : [])));
    const refreshed = items.flatMap((line) => {
      const product = byId.get(line.id);
      const current = product && currentLineOf(product, line);
      return current ? [current] : [];
    });
    if (refreshed.length > 0) dispatch(refreshLines(refreshed));
  }, [dispatch, items, products]);
}

/**
 * useCurrentCartLines in a part of its own that draws nothing, for a page to hold: each product answer and each
 * step of its request re-renders only this part, not the whole page around it, which is drawn again only when a
 * line's price or words change. On a phone every such render of the page was a long task.
 */
export function CurrentCartLines(): null {
  useCurrentCartLines();
  return null;
}
