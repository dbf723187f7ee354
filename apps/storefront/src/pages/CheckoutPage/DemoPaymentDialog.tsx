import type { DemoPayment as SignedDemoPayment, PaymentVerification } from '@shop/api-client';
import type { ReactNode } from 'react';
import type { Payable } from '../../features/payments/razorpayCheckout';
import { onDemand } from '../../shared/onDemand';

export interface DemoPaymentDialogProps {
  /** What to pay, as the API answered it (provider 'demo'): an order, or a survey's fee; null when closed. */
  order: Payable | null;
  /** Forwards the outcome to the verification; resolves true when it is paid. */
  onSettle: (order: Payable, verification: PaymentVerification) => Promise<boolean>;
  onClose: () => void;
  /** What the demo provider signs for a payment of it: an order's unless said (a survey's fee has its own call). */
  requestSignedPayment?: (id: number) => Promise<SignedDemoPayment>;
  /** What is paid, beside the amount: "Order #42" unless said. */
  reference?: { label: string; text: (id: number) => string };
  /** Shown under the amount while the window is open, e.g. the minutes left on a held survey. */
  note?: ReactNode;
}

// The window's code (react-aria's modal and dialog, about 29 KB compressed) comes when a payment opens it: the
// checkout, a quotation and a survey would otherwise wait for it on their first render, for a window that a shop
// with Razorpay's keys never shows.
const demoPaymentWindow = onDemand<DemoPaymentDialogProps>(async () => (await import('./DemoPaymentWindow')).DemoPaymentWindow);

/**
 * The demo provider's stand-in for Razorpay's window, for a shop running without payment keys. 'Pay
 * now' asks the API for what Razorpay would hand the browser after a payment (signed), 'Fail payment'
 * reports a failed one; both then go through the same verification as with Razorpay. Closing it
 * leaves the order unpaid; Proceed to Pay opens it again.
 */
export function DemoPaymentDialog(props: DemoPaymentDialogProps) {
  const Window = demoPaymentWindow.useOverlay(props.order !== null, props.onClose);
  return Window ? <Window {...props} /> : null;
}
