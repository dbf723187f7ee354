import { onDemand } from '../../shared/onDemand';
import type { DemoPaymentDialogProps } from './DemoPaymentWindow';

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
