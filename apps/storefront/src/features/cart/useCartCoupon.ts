import { errorStatus, ordersApi, type CheckCouponApiArg, type CouponDiscount, type ShopApiError } from '@shop/api-client';
import { shownDetail } from '../errors';
import { normaliseCouponCode } from '@shop/rules';
import type { CouponAnswer } from '@shop/ui/CouponBox';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { couponCopy } from '../../copy/coupon';
import { afterNextPaint } from '../../shared/afterNextPaint';
import { serverFieldErrors } from '../forms/fieldErrors';
import { useAppDispatch, useAppSelector } from '../storeHooks';
import { lineForApi } from './cartLines';
import { selectCartCouponCode, setCouponCode, type CartItem } from './cartSlice';
import { useCartPrice } from './useCartPrice';

/**
 * The check of a typed code, sent as a request whose answer is awaited and kept out of the store. Through the
 * mutation's hook, starting it set the hook's own state and drew the whole cart page again in the Apply tap's
 * frame, and its steps (sent, answered) were stored for nothing to read.
 */
const checkCoupon = (arg: CheckCouponApiArg) => ordersApi.endpoints.checkCoupon.initiate(arg, { track: false });

/** A coupon the shop took off the cart, and the server's reason. */
interface DroppedCoupon {
  code: string;
  reason: string;
}

/** Why the server would not take a code (400 naming `code`), in its words; else its detail or ours. */
function couponRefusal(error: unknown): string {
  return serverFieldErrors(error, ['code']).code?.[0] ?? shownDetail(error as ShopApiError) ?? couponCopy.refused;
}

/** The cart's coupon and figures as the cart and the checkout use them. */
export type CartCoupon = ReturnType<typeof useCartCoupon>;

/**
 * The cart's coupon and what the cart comes to with it. The code is kept in the cart, so it is stored with it and
 * forgotten with it when the order is placed; the server prices the cart with it (useCartPrice), on arrival and
 * once the lines settle after a change, and a code the changed cart no longer qualifies for is taken off, with
 * `dropped` saying why. `apply` asks about a typed code (POST /api/user/coupons/check/, no sign-in) and keeps it
 * on a yes. A price that could not be had keeps the code: the figures say they failed, and the checkout's quote decides.
 */
export function useCartCoupon(items: readonly CartItem[]) {
  const dispatch = useAppDispatch();
  const code = useAppSelector(selectCartCouponCode);
  // The answer to the code last applied, until the cart's price with it comes.
  const [applied, setApplied] = useState<CouponDiscount>();
  const [dropped, setDropped] = useState<DroppedCoupon | null>(null);
  const price = useCartPrice(items, code);

  useEffect(() => {
    if (code === null || price.couponRefusal === undefined) return;
    dispatch(setCouponCode(null));
    setDropped({ code, reason: price.couponRefusal });
  }, [code, dispatch, price.couponRefusal]);

  const apply = useCallback(
    async (typed: string): Promise<CouponAnswer> => {
      // Apply's frame shows the box checking first: building and sending the request, and the store's actions around
      // it, follow in a task of their own.
      await new Promise<void>((resolve) => afterNextPaint(resolve));
      let discount: CouponDiscount;
      try {
        discount = await dispatch(checkCoupon({ couponCheck: { code: normaliseCouponCode(typed), items: items.map(lineForApi) } })).unwrap();
      } catch (thrown) {
        const error = thrown as ShopApiError;
        if (errorStatus(error) === 400) return { ok: false, message: couponRefusal(error) };
        if (errorStatus(error) === 429) return { ok: false, message: couponCopy.tooMany };
        // No answer: the box says the check failed, not that the code is wrong.
        throw error;
      }
      setApplied(discount);
      setDropped(null);
      dispatch(setCouponCode(discount.code));
      return { ok: true };
    },
    [dispatch, items],
  );

  const remove = useCallback(() => dispatch(setCouponCode(null)), [dispatch]);

  const priced = price.price?.coupon;
  let discount: CouponDiscount | undefined;
  if (priced && priced.code === code) discount = priced;
  else if (applied && applied.code === code) discount = applied;
  // The same object while nothing in it changed, so a summary drawn from it is not drawn again for nothing.
  return useMemo(
    () => ({
      code,
      /** What the server says the coupon takes off: for these lines, or the last lines it was asked about. */
      discount,
      dropped,
      apply,
      remove,
      /** The cart's figures with the coupon: the server's, for the summary. */
      price,
    }),
    [code, discount, dropped, apply, remove, price],
  );
}
