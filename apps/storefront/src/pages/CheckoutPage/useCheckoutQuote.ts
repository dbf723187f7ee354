import { ordersApi, type QuoteOrderApiArg, type QuoteOrderApiResponse, type ShopApiError } from '@shop/api-client';
import { shownDetail } from '../../features/errors';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { serverFieldErrors } from '../../features/forms/fieldErrors';
import { checkoutFingerprint, orderPayload, type OrderLine } from '../../features/payments/checkoutAttempt';
import { useAppDispatch } from '../../features/storeHooks';

/**
 * The checkout's quote: nothing to ask yet (no address, or an empty cart), being asked, the server's
 * answer, or no answer (with its reason when the server gave one).
 */
export type CheckoutQuote =
  | { phase: 'none' }
  | { phase: 'loading' }
  | { phase: 'ready'; quote: QuoteOrderApiResponse }
  | { phase: 'failed'; detail: string | undefined };

/**
 * The quote, asked as a request whose answer is read from the request itself and kept out of the store. Through the
 * mutation's hook, each question set the hook's own state, drawing the whole checkout again, a long task on a
 * phone, and its steps (sent, answered) were stored for nothing to read.
 */
const quoteOrder = (arg: QuoteOrderApiArg) => ordersApi.endpoints.quoteOrder.initiate(arg, { track: false });

interface Answer {
  key: string;
  round: number;
  quote?: QuoteOrderApiResponse;
  error?: ShopApiError;
}

/**
 * POST /api/user/orders/quote/ for the chosen address, the cart and its coupon, asked again whenever one of
 * them changes and when `refresh` is called (a refused order: the rules may have changed since). Only the
 * answer to the latest question counts; one still on its way when the question changes is dropped. A coupon
 * the server will not take (400 naming `coupon_code`) goes to `onCouponRefused` with the reason, to be taken
 * off: the quote is then asked again without it, and stays loading until then.
 */
export function useCheckoutQuote(
  addressId: number | null,
  lines: readonly OrderLine[],
  couponCode: string | null,
  onCouponRefused: (reason: string) => void,
): { state: CheckoutQuote; refresh: () => void } {
  const dispatch = useAppDispatch();
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer>();
  const key = addressId === null || lines.length === 0 ? null : checkoutFingerprint(addressId, lines, undefined, { coupon_code: couponCode });
  // Called from an answer, after the render that asked: the latest callback, without asking again when it changes.
  const couponRefused = useRef(onCouponRefused);
  useEffect(() => {
    couponRefused.current = onCouponRefused;
  });

  useEffect(() => {
    if (key === null || addressId === null) return undefined;
    let isLatest = true;
    const { address, items } = orderPayload(addressId, lines);
    const request = dispatch(quoteOrder({ orderQuoteRequest: { address, items, ...(couponCode ? { coupon_code: couponCode } : {}) } }));
    request.unwrap().then(
      (quote) => isLatest && setAnswer({ key, round, quote }),
      (error: ShopApiError) => {
        if (!isLatest) return;
        const refusal = couponCode === null ? undefined : serverFieldErrors(error, ['coupon_code']).coupon_code?.[0];
        if (refusal) couponRefused.current(refusal);
        else setAnswer({ key, round, error });
      },
    );
    return () => {
      isLatest = false;
      request.abort();
    };
  }, [addressId, couponCode, dispatch, key, lines, round]);

  const refresh = useCallback(() => setRound((count) => count + 1), []);

  // The same object until the quote's state changes, so what is drawn from it (the summary's payment step) is not drawn
  // again for each of the page's other renders.
  const state = useMemo((): CheckoutQuote => {
    if (key === null) return { phase: 'none' };
    if (answer?.key !== key || answer.round !== round) return { phase: 'loading' };
    if (answer.quote) return { phase: 'ready', quote: answer.quote };
    return { phase: 'failed', detail: shownDetail(answer.error) };
  }, [key, answer, round]);
  return { state, refresh };
}
