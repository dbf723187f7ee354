import type { OrderCreated, PaymentVerification } from '@shop/api-client';

/** What is paid through the provider: an order the API made, or a site survey's fee (its booking id as `id`). */
export type Payable = Pick<OrderCreated, 'id' | 'key' | 'razorpay_amount' | 'razorpay_order_id' | 'provider'>;
import type { RazorpayConstructor, RazorpayFailureResponse, RazorpayInstance, RazorpayOptions } from './razorpayTypes';

/** Who pays, for Checkout's prefill (from the profile). */
export interface Payer {
  name?: string;
  email?: string;
  contact?: string;
}

/** What the checkout does with each outcome: forward it to verify_payment, or nothing on dismiss. */
export interface PaymentOutcomeHandlers {
  onPaid: (verification: PaymentVerification) => void;
  onFailed: (verification: PaymentVerification) => void;
  onDismiss: () => void;
}

export interface RazorpayLabels {
  /** The shop's name at the top of the widget: 'BirdShield India'. */
  shopName: string;
  description?: string;
}

// The contract's limits on what verify_payment accepts.
const CODE_MAX = 100;
const DESCRIPTION_MAX = 500;

/** The failure Checkout reported, in the shape verify_payment takes (`razorpay_error` instead of a signature). */
function failedPaymentReport(order: Pick<Payable, 'razorpay_order_id'>, response: RazorpayFailureResponse): PaymentVerification {
  const { code, description, metadata } = response.error ?? {};
  return {
    razorpay_order_id: order.razorpay_order_id,
    ...(metadata?.payment_id ? { razorpay_payment_id: metadata.payment_id } : {}),
    razorpay_error: {
      code: (code || 'PAYMENT_FAILED').slice(0, CODE_MAX),
      description: (description || 'The payment did not go through.').slice(0, DESCRIPTION_MAX),
    },
  };
}

/** Checkout's options for an order the API created: its key, amount in paise, INR and provider order. */
function razorpayOptions(order: Payable, payer: Payer, labels: RazorpayLabels, handlers: PaymentOutcomeHandlers): RazorpayOptions {
  const prefill = Object.fromEntries(Object.entries(payer).filter(([, value]) => typeof value === 'string' && value !== ''));
  return {
    key: order.key,
    amount: order.razorpay_amount,
    currency: 'INR',
    order_id: order.razorpay_order_id,
    name: labels.shopName,
    ...(labels.description ? { description: labels.description } : {}),
    prefill,
    notes: { order: String(order.id) },
    handler: (response) =>
      handlers.onPaid({
        razorpay_order_id: response.razorpay_order_id,
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_signature: response.razorpay_signature,
      }),
    modal: { ondismiss: handlers.onDismiss },
  };
}

/**
 * Opens Razorpay's widget for the order. A failed attempt is reported at once (the order then
 * frees its stock); Razorpay keeps the widget open for another try, and a later success still
 * completes the same order on the server.
 */
export function openRazorpayCheckout(
  Razorpay: RazorpayConstructor,
  order: Payable,
  payer: Payer,
  labels: RazorpayLabels,
  handlers: PaymentOutcomeHandlers,
): RazorpayInstance {
  const checkout = new Razorpay(razorpayOptions(order, payer, labels, handlers));
  checkout.on('payment.failed', (response) => handlers.onFailed(failedPaymentReport(order, response)));
  checkout.open();
  return checkout;
}
