import { errorStatus, useVerifyPaymentMutation, type OrderCreated, type PaymentVerification, type Profile, type ShopApiError } from '@shop/api-client';
import { useCallback, useState } from 'react';
import { checkoutCopy } from '../../copy/checkout';
import { notifyAccount } from '../../shared/toasts';
import { timings } from '../../shared/timings';
import { readToken } from '../session';
import { loadRazorpay } from './loadRazorpay';
import { openRazorpayCheckout, type Payable } from './razorpayCheckout';

const copy = checkoutCopy;

/** Where the payment stands: making the order, the provider's window open, or verifying its answer. */
export type PaymentPhase = 'idle' | 'creating' | 'paying' | 'verifying';

export interface OrderPaymentOutcomes {
  /** The order is paid (verify_payment said so). */
  onPaid: () => void;
  /** A cash-on-delivery order was placed: nothing to open, it waits for the customer's confirmation. */
  onCashOnDelivery?: (order: OrderCreated) => void;
  /** The provider reported the payment failed or abandoned: that order gave its stock back. */
  onPaymentFailed?: () => void;
  /** An accepted quotation ordered to be paid by bank transfer or UPI: nothing to open, the buyer pays from their bank. */
  onBankTransfer?: (order: OrderCreated) => void;
  /**
   * Sends the widget's outcome to the API and answers its word: an order's verify_payment unless said (a site
   * survey's fee has its own verification).
   */
  verify?: (id: number, verification: PaymentVerification) => Promise<{ status: 'success' | 'failure' }>;
}

/**
 * Paying what the API just opened a payment for (the checkout's order, an accepted quotation's, or a held site
 * survey's fee): the provider its answer names,
 * Razorpay's Checkout loaded only now or the demo provider in the page's own dialog (`demoOrder`); either way the
 * outcome goes to verify_payment, and only its answer counts.
 */
export function useOrderPayment(profile: Profile | undefined, outcomes: OrderPaymentOutcomes) {
  const [verifyPayment] = useVerifyPaymentMutation();
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [demoOrder, setDemoOrder] = useState<Payable | null>(null);
  const { onPaid, onCashOnDelivery, onPaymentFailed, onBankTransfer, verify } = outcomes;

  /** Sends the widget's outcome to the API; true when the order is paid. */
  const settle = useCallback(
    async (order: Payable, verification: PaymentVerification): Promise<boolean> => {
      if (readToken() === null) {
        notifyAccount.error(copy.noToken);
        return false;
      }
      const isFailureReport = verification.razorpay_error !== undefined;
      setPhase('verifying');
      try {
        const result = verify ? await verify(order.id, verification) : await verifyPayment({ id: order.id, paymentVerification: verification }).unwrap();
        if (result.status === 'success') {
          notifyAccount.success(copy.paymentSuccessful);
          onPaid();
          return true;
        }
      } catch (thrown) {
        // A refused token signs the customer out (the store's rule); nothing more to say here.
        if (errorStatus(thrown as ShopApiError) === 401) return false;
      } finally {
        setPhase('idle');
      }
      if (isFailureReport) {
        onPaymentFailed?.();
        notifyAccount.error(copy.paymentFailed);
      } else {
        notifyAccount.error(copy.verificationFailed);
      }
      return false;
    },
    [onPaid, onPaymentFailed, verify, verifyPayment],
  );

  /** Opens the way the new order is paid. */
  const pay = useCallback(
    async (order: Payable) => {
      if (order.provider === 'cash_on_delivery') {
        setPhase('idle');
        notifyAccount.success(copy.codPlaced);
        onCashOnDelivery?.(order as OrderCreated);
        return;
      }
      if (order.provider === 'bank_transfer') {
        setPhase('idle');
        notifyAccount.success(copy.transferPlaced);
        onBankTransfer?.(order as OrderCreated);
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
    [onBankTransfer, onCashOnDelivery, profile, settle],
  );

  return { phase, setPhase, pay, settle, demoOrder, closeDemo: () => setDemoOrder(null) };
}
