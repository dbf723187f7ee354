import { errorStatus, type MessagingOptIn, useCreateOrderMutation, type OrderCreated, type Profile, type ShopApiError } from '@shop/api-client';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../features/storeHooks';
import { notifyAccount } from '../../shared/toasts';
import { checkoutCopy } from '../../copy/checkout';
import { clearCart } from '../../features/cart/cartSlice';
import { CheckoutAttempts, checkoutFingerprint, orderPayload, type OrderLine, type OrderTerms, type PaymentMethod } from '../../features/payments/checkoutAttempt';
import { checkoutRefusal, orderFailureMessage, type CheckoutRefusal } from '../../features/payments/orderFailure';
import { useOrderPayment } from '../../features/payments/useOrderPayment';
import { readToken } from '../../features/session';

const copy = checkoutCopy;

/**
 * Proceed to Pay: POST /api/user/orders/ (with the attempt's Idempotency-Key, the updates ticked, the business
 * billed and the coupon), then the provider the answer names (useOrderPayment). Either way the outcome goes to
 * verify_payment, and only its answer counts: success clears the cart (its coupon too) and goes to /orders; a
 * failure keeps the shopper here to try again.
 * Cash on delivery opens nothing: the order is placed, the cart cleared, and the shopper goes to the
 * order, which waits for their confirmation. A refused order's reasons at the address, the payment
 * method or the coupon go to `onRefused`, for the page to show them there.
 */
export function useCheckoutPayment(lines: readonly OrderLine[], profile: Profile | undefined, onRefused: (refusal: CheckoutRefusal) => void) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [createOrder] = useCreateOrderMutation();
  const [attempts] = useState(() => new CheckoutAttempts());
  const outcomes = useMemo(
    () => ({
      onPaid: () => {
        // Leave first: the page should not flash "your cart is empty" on its way out.
        void navigate('/orders');
        dispatch(clearCart());
      },
      onCashOnDelivery: (order: OrderCreated) => {
        // The order's link is encrypted (crypto-js, about 5 KB compressed): its code comes when an order needs it,
        // not with the checkout's first render. Leave first, as after a payment; the order's page asks for the
        // confirmation, and the orders list shows it too, should that code not come.
        void import('../../features/orders/orderLink')
          .then(({ orderDetailPath }) => navigate(orderDetailPath(order.id)))
          .catch(() => navigate('/orders'))
          .finally(() => dispatch(clearCart()));
      },
      // That order gave its stock back; the next press makes a new one.
      onPaymentFailed: () => attempts.renew(),
    }),
    [attempts, dispatch, navigate],
  );
  const { phase, setPhase, pay, settle, demoOrder, closeDemo } = useOrderPayment(profile, outcomes);

  const proceed = useCallback(
    async (addressId: number, method: PaymentMethod, messaging?: MessagingOptIn, terms?: OrderTerms) => {
      if (phase !== 'idle') return;
      if (readToken() === null) {
        notifyAccount.error(copy.noToken);
        return;
      }
      setPhase('creating');
      let order: OrderCreated;
      try {
        order = await createOrder({
          'Idempotency-Key': attempts.keyFor(checkoutFingerprint(addressId, lines, method, terms)),
          orderCreate: orderPayload(addressId, lines, method, messaging, terms),
        }).unwrap();
      } catch (thrown) {
        setPhase('idle');
        const error = thrown as ShopApiError;
        if (errorStatus(error) === 401) return;
        notifyAccount.error(orderFailureMessage(error, copy.orderFailed, copy.orderFailedBecause));
        onRefused(checkoutRefusal(error));
        return;
      }
      await pay(order);
    },
    [attempts, createOrder, lines, onRefused, pay, phase, setPhase],
  );

  return { phase, proceed, settle, demoOrder, closeDemo };
}
