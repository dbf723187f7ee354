import { usePayDemoOrderMutation, type DemoPayment as SignedDemoPayment, type PaymentVerification } from '@shop/api-client';
import { formatRupees, paiseToRupees } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { Grid } from '@shop/ui/Grid';
import { Dialog, Modal } from '@shop/ui/Modal';
import { Text, type TextSize } from '@shop/ui/Text';
import { useState, type ReactNode } from 'react';
import { notifyAccount } from '../../shared/toasts';
import { checkoutCopy } from '../../copy/checkout';
import type { Payable } from '../../features/payments/razorpayCheckout';

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

const copy = checkoutCopy.demo;

/** The demo provider's window as a modal (DemoPaymentDialog fetches it when a payment opens it). */
export function DemoPaymentWindow({ order, ...rest }: DemoPaymentDialogProps) {
  return (
    <Modal isOpen={order !== null} onOpenChange={(open) => !open && rest.onClose()} isDismissable={false} size="sm">
      {order && <DemoPayment order={order} {...rest} />}
    </Modal>
  );
}

function DemoPayment({ order, onSettle, onClose, requestSignedPayment, reference = { label: copy.order, text: copy.orderNumber }, note }: DemoPaymentDialogProps & { order: Payable }) {
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
        return requestSignedPayment ? await requestSignedPayment(order.id) : await payDemoOrder({ id: order.id }).unwrap();
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
      <Box display="grid" gap="3">
        <Grid as="dl" columns={2} gap="3" padding="4" borderRadius="md" background="subtle">
          <DemoFact label={copy.amount} size="2xl">
            {formatRupees(paiseToRupees(order.razorpay_amount))}
          </DemoFact>
          <DemoFact label={reference.label} size="xl">
            {reference.text(order.id)}
          </DemoFact>
        </Grid>
        {note}
        <Text tone="muted" leading="body">
          {copy.explanation}
        </Text>
        <Text tone="muted" leading="body">
          {copy.choice}
        </Text>
      </Box>
    </Dialog>
  );
}

/** A label and its figure in the payment window's tinted box. */
function DemoFact({ label, size, children }: { label: string; size: TextSize; children: ReactNode }) {
  return (
    <div>
      <Text as="dt" size="sm" tone="muted">
        {label}
      </Text>
      <Text as="dd" size={size} weight="semibold" tone="default" tabularNums>
        {children}
      </Text>
    </div>
  );
}
