import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { usePriceCartQuery, type CartPrice } from '@shop/api-client';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue';
import { timings } from '../../shared/timings';
import { serverFieldErrors } from '../forms/fieldErrors';
import { lineForApi, linesKey } from './cartLines';
import type { CartItem } from './cartSlice';

/** An empty cart is no order: nothing to ask the server, nothing to pay. */
const EMPTY_CART: CartPrice = { lines: [], subtotal_paise: 0, discount_paise: 0, coupon: null, shipping_paise: 0, free_shipping_shortfall_paise: null, total_paise: 0 };

/** The cart's figures as the cart and the checkout show them. */
export interface CartFigures {
  /** The server's figures: for the cart as it is, or, while `isUpdating`, as it was last priced; none before the first answer. */
  price: CartPrice | undefined;
  /** The lines or the coupon changed and the server has not answered for them yet. */
  isUpdating: boolean;
  /** No figures could be had for the cart as it is (no answer, or a refusal other than of its coupon): say so, with `retry`. */
  isFailed: boolean;
  /** Why the server will not take the coupon on these lines, in its words: the coupon is to be taken off. */
  couponRefusal: string | undefined;
  retry: () => void;
}

/**
 * What the cart comes to, as the server adds it up (POST /api/user/cart/price/, no sign-in): the lines at their
 * selling prices, the coupon's discount, the shipping fee on the goods after it, how much more ships free and the
 * total. Asked once the lines settle after a change (a run of presses on a stepper asks once) and whenever the
 * coupon changes; RTK Query keeps each answer by the lines and code asked about, so going back to a cart asked
 * about before shows its figures at once. Meanwhile the last figures stay, marked as updating.
 */
export function useCartPrice(items: readonly CartItem[], code: string | null): CartFigures {
  const settled = useDebouncedValue(items, timings.deliveryRecheckMs);
  const asked = settled.length === 0 ? skipToken : { cartPriceRequest: { items: settled.map(lineForApi), ...(code === null ? {} : { code }) } };
  const { data, error, isError, isFetching, refetch } = usePriceCartQuery(asked);
  const isEmpty = items.length === 0;
  const isSettling = linesKey(items) !== linesKey(settled);
  // The same figures while nothing in them changed (see useCartCoupon).
  return useMemo(() => {
    if (isEmpty) return { price: EMPTY_CART, isUpdating: false, isFailed: false, couponRefusal: undefined, retry: () => {} };
    const couponRefusal = code !== null && isError ? serverFieldErrors(error, ['code']).code?.[0] : undefined;
    return {
      price: data,
      isUpdating: isFetching || isSettling,
      isFailed: isError && !isFetching && couponRefusal === undefined,
      couponRefusal,
      retry: () => void refetch(),
    };
  }, [isEmpty, code, data, error, isError, isFetching, isSettling, refetch]);
}
