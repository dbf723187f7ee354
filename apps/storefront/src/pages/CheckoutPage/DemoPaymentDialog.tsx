import { usePayDemoOrderMutation, type OrderCreated, type PaymentVerification } from '@shop/api-client';
import { formatRupees, paiseToRupees } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { Dialog, Modal } from '@shop/ui/Modal';
import { useState } from 'react';
import { notifyAccount } from '../../shared/toasts';
import { checkoutCopy } from '../../copy/checkout';
import * as styles from './CheckoutPage.css';

const copy = checkoutCopy.demo;

export interface DemoPaymentDialogProps {
  /** The order to pay, as POST /api/user/orders/ answered it (provider 'demo'); null when closed. */
  order: OrderCreated | null;
  /** Forwards the outcome to verify_payment; resolves true when the order is paid. */
  onSettle: (order: OrderCreated, verification: PaymentVerification) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The demo provider's stand-in for Razorpay's window, for a shop running without payment keys. 'Pay
 * now' asks the API for what Razorpay would hand the browser after a payment (signed), 'Fail payment'
 * reports a failed one; both then go through the same verification as with Razorpay. Closing it
 * leaves the order unpaid; Proceed to Pay opens it again.
 */
export function DemoPaymentDialog({ order, onSettle, onClose }: DemoPaymentDialogProps) {
  return (
    <Modal isOpen={order !== null} onOpenChange={(open) => !open && onClose()} isDismissable={false} size="sm">
      {order && <DemoPayment order={order} onSettle={onSettle} onClose={onClose} />}
    </Modal>
  );
}

function DemoPayment({ order, onSettle, onClose }: DemoPaymentDialogProps & { order: OrderCreated }) {
  const [payDemoOrder] = usePayDemoOrderMutation();
  const [running, setRunning] = useState<'pay' | 'fail' | null>(null);

  const finish = async (outcome: 'pay' | 'fail', verification: () => Promise<PaymentVerification | null>) => {
    setRunning(outcome);
    const report = await verification();
    const isPaid = report ? await onSettle(order, report) : false;
    setRunning(null);
    if (!isPaid) onClose();
  };

  const pay = () =>
    finish('pay', async () => {
      try {
        return await payDemoOrder({ id: order.id }).unwrap();
      } catch {
        notifyAccount.error(checkoutCopy.paymentFailed);
        return null;
      }
    });

  const fail = () =>
    finish('fail', async () => ({
      razorpay_order_id: order.razorpay_order_id,
      razorpay_error: { code: copy.cancelledCode, description: copy.cancelledDescription },
    }));

  return (
    <Dialog
      title={copy.title}
      closeLabel={copy.close}
      footer={
        <>
          <Button variant="secondary" onPress={() => void fail()} isDisabled={running === 'pay'} isPending={running === 'fail'} pendingLabel={copy.failing}>
            {copy.fail}
          </Button>
          <Button onPress={() => void pay()} isDisabled={running === 'fail'} isPending={running === 'pay'} pendingLabel={copy.paying}>
            {copy.payNow}
          </Button>
        </>
      }
    >
      <div className={styles.demo}>
        <dl className={styles.demoFacts}>
          <div>
            <dt>{copy.amount}</dt>
            <dd className={styles.demoAmount}>{formatRupees(paiseToRupees(order.razorpay_amount))}</dd>
          </div>
          <div>
            <dt>{copy.order}</dt>
            <dd className={styles.demoOrder}>{copy.orderNumber(order.id)}</dd>
          </div>
        </dl>
        <p className={styles.demoText}>{copy.explanation}</p>
        <p className={styles.demoText}>{copy.choice}</p>
      </div>
    </Dialog>
  );
}
