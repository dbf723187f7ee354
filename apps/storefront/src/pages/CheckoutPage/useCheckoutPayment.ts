import {
  errorStatus,
  type MessagingOptIn,
  useCreateOrderMutation,
  useVerifyPaymentMutation,
  type OrderCreated,
  type PaymentVerification,
  type Profile,
  type ShopApiError,
} from '@shop/api-client';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../features/storeHooks';
import { notifyAccount } from '../../shared/toasts';
import { checkoutCopy } from '../../copy/checkout';
import { clearCart } from '../../features/cart/cartSlice';
import { orderDetailPath } from '../../features/orders/orderLink';
import { CheckoutAttempts, checkoutFingerprint, orderPayload, type OrderLine, type OrderTerms, type PaymentMethod } from '../../features/payments/checkoutAttempt';
import { loadRazorpay } from '../../features/payments/loadRazorpay';
import { checkoutRefusal, orderFailureMessage, type CheckoutRefusal } from '../../features/payments/orderFailure';
import { openRazorpayCheckout } from '../../features/payments/razorpayCheckout';
import { readToken } from '../../features/session';
import { timings } from '../../shared/timings';

const copy = checkoutCopy;

/** Where the payment stands: making the order, the provider's window open, or verifying its answer. */
export type PaymentPhase = 'idle' | 'creating' | 'paying' | 'verifying';

/**
 * Proceed to Pay: POST /api/user/orders/ (with the attempt's Idempotency-Key, the updates ticked, the business
 * billed and the coupon), then the provider the answer names. Razorpay's Checkout is loaded only now; the demo
 * provider is paid in the page's own dialog (`demoOrder`). Either way the outcome goes to verify_payment, and
 * only its answer counts: success clears the cart (its coupon too) and goes to /orders; a failure keeps the
 * shopper here to try again.
 * Cash on delivery opens nothing: the order is placed, the cart cleared, and the shopper goes to the
 * order, which waits for their confirmation. A refused order's reasons at the address, the payment
 * method or the coupon go to `onRefused`, for the page to show them there.
 */
export function useCheckoutPayment(lines: readonly OrderLine[], profile: Profile | undefined, onRefused: (refusal: CheckoutRefusal) => void) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [createOrder] = useCreateOrderMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [attempts] = useState(() => new CheckoutAttempts());
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [demoOrder, setDemoOrder] = useState<OrderCreated | null>(null);

  /** Sends the widget's outcome to the API; true when the order is paid. */
  const settle = useCallback(
    async (order: OrderCreated, verification: PaymentVerification): Promise<boolean> => {
      if (readToken() === null) {
        notifyAccount.error(copy.noToken);
        return false;
      }
      const isFailureReport = verification.razorpay_error !== undefined;
      setPhase('verifying');
      try {
        const result = await verifyPayment({ id: order.id, paymentVerification: verification }).unwrap();
        if (result.status === 'success') {
          notifyAccount.success(copy.paymentSuccessful);
          // Leave first: the page should not flash "your cart is empty" on its way out.
          void navigate('/orders');
          dispatch(clearCart());
          return true;
        }
      } catch (thrown) {
        // A refused token signs the customer out (the store's rule); nothing more to say here.
        if (errorStatus(thrown as ShopApiError) === 401) return false;
      } finally {
        setPhase('idle');
      }
      if (isFailureReport) {
        // That order gave its stock back; the next press makes a new one.
        attempts.renew();
        notifyAccount.error(copy.paymentFailed);
      } else {
        notifyAccount.error(copy.verificationFailed);
      }
      return false;
    },
    [attempts, dispatch, navigate, verifyPayment],
  );

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

      if (order.provider === 'cash_on_delivery') {
        setPhase('idle');
        notifyAccount.success(copy.codPlaced);
        // Leave first, as after a payment; the order's page asks for the confirmation.
        void navigate(orderDetailPath(order.id));
        dispatch(clearCart());
        return;
      }

      if (order.provider === 'demo') {
        setPhase('idle');
        setDemoOrder(order);
        return;
      }

      setPhase('paying');
      try {
        const Razorpay = await loadRazorpay(timings.razorpayScriptTimeoutMs);
        openRazorpayCheckout(
          Razorpay,
          order,
          { name: profile?.name, email: profile?.email, contact: profile?.contact },
          { shopName: copy.razorpay.shopName, description: copy.razorpay.description(order.id) },
          {
            onPaid: (verification) => void settle(order, verification),
            onFailed: (verification) => void settle(order, verification),
            onDismiss: () => setPhase('idle'),
          },
        );
      } catch {
        // Offline, or a blocker: the order waits, unpaid, and the next press tries again.
        setPhase('idle');
        notifyAccount.error(copy.providerUnavailable);
      }
    },
    [attempts, createOrder, dispatch, lines, navigate, onRefused, phase, profile, settle],
  );

  return { phase, proceed, settle, demoOrder, closeDemo: () => setDemoOrder(null) };
}
