import { errorDetail, errorStatus, useCheckCouponMutation, type CouponDiscount, type ShopApiError } from '@shop/api-client';
import { normaliseCouponCode } from '@shop/rules';
import type { CouponAnswer } from '@shop/ui/CouponBox';
import { useCallback, useEffect, useRef, useState } from 'react';
import { couponCopy } from '../../copy/coupon';
import { serverFieldErrors } from '../forms/fieldErrors';
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue';
import { timings } from '../../shared/timings';
import { useAppDispatch, useAppSelector } from '../storeHooks';
import { lineForApi, linesKey } from './cartLines';
import { selectCartCouponCode, setCouponCode, type CartItem } from './cartSlice';

/** The server's answer for a coupon and the lines it was asked about. */
interface Priced {
  code: string;
  lines: string;
  discount: CouponDiscount;
}

/** A coupon the shop took off the cart, and the server's reason. */
interface DroppedCoupon {
  code: string;
  reason: string;
}

/** Why the server would not take a code (400 naming `code`), in its words; else its detail or ours. */
function couponRefusal(error: unknown): string {
  return serverFieldErrors(error, ['code']).code?.[0] ?? errorDetail(error as ShopApiError) ?? couponCopy.refused;
}

/** The cart's coupon as the cart and the checkout use it. */
export type CartCoupon = ReturnType<typeof useCartCoupon>;

/**
 * The cart's coupon: its code (kept in the cart, so it is stored with it and forgotten with it when the order
 * is placed) and what the server says it takes off these lines (POST /api/user/coupons/check/, no sign-in).
 * `apply` asks about a typed code and keeps it on a yes. The code kept is asked about again on arrival and
 * once the lines settle after a change (as the pincode's promise is); a code the changed cart no longer
 * qualifies for is taken off, and `dropped` says why. A check that could not be made keeps the code and its
 * last answer: the checkout's quote decides.
 */
export function useCartCoupon(items: readonly CartItem[]) {
  const dispatch = useAppDispatch();
  const code = useAppSelector(selectCartCouponCode);
  const [checkCoupon] = useCheckCouponMutation();
  const [priced, setPriced] = useState<Priced>();
  const [dropped, setDropped] = useState<DroppedCoupon | null>(null);
  const settledItems = useDebouncedValue(items, timings.deliveryRecheckMs);
  // Each check of the kept code gets a number, so that one answered after the code changed is ignored.
  const latestQuestion = useRef(0);
  // The code and lines last asked about, so that settling on the same lines asks nothing.
  const askedAbout = useRef<string | null>(null);

  useEffect(() => {
    if (code === null || settledItems.length === 0) return;
    const lines = linesKey(settledItems);
    if (askedAbout.current === `${code}|${lines}`) return;
    askedAbout.current = `${code}|${lines}`;
    const question = ++latestQuestion.current;
    checkCoupon({ couponCheck: { code, items: settledItems.map(lineForApi) } })
      .unwrap()
      .then(
        (discount) => {
          if (question === latestQuestion.current) setPriced({ code, lines, discount });
        },
        (error: ShopApiError) => {
          if (question !== latestQuestion.current || errorStatus(error) !== 400) return;
          dispatch(setCouponCode(null));
          setDropped({ code, reason: couponRefusal(error) });
        },
      );
  }, [checkCoupon, code, dispatch, settledItems]);

  const apply = useCallback(
    async (typed: string): Promise<CouponAnswer> => {
      const lines = linesKey(items);
      let discount: CouponDiscount;
      try {
        discount = await checkCoupon({ couponCheck: { code: normaliseCouponCode(typed), items: items.map(lineForApi) } }).unwrap();
      } catch (thrown) {
        const error = thrown as ShopApiError;
        if (errorStatus(error) === 400) return { ok: false, message: couponRefusal(error) };
        if (errorStatus(error) === 429) return { ok: false, message: couponCopy.tooMany };
        // No answer: the box says the check failed, not that the code is wrong.
        throw error;
      }
      // A check of the code kept before, begun meanwhile, is answered for nothing now.
      latestQuestion.current += 1;
      askedAbout.current = `${discount.code}|${lines}`;
      setPriced({ code: discount.code, lines, discount });
      setDropped(null);
      dispatch(setCouponCode(discount.code));
      return { ok: true };
    },
    [checkCoupon, dispatch, items],
  );

  const remove = useCallback(() => {
    latestQuestion.current += 1;
    askedAbout.current = null;
    dispatch(setCouponCode(null));
  }, [dispatch]);

  return {
    code,
    /** What the server says the coupon takes off: for these lines, or the last lines it was asked about. */
    discount: priced && priced.code === code ? priced.discount : undefined,
    dropped,
    apply,
    remove,
  };
}
