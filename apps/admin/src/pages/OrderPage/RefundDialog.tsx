import { useCreateRefundMutation, type AdminOrder } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { Dialog, Modal } from '@shop/ui/Modal';
import { NumberField } from '@shop/ui/NumberField';
import { Stack } from '@shop/ui/Stack';
import { TextField } from '@shop/ui/TextField';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { ordersCopy } from '../../copy/orders';
import { fieldMessages, serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = ordersCopy.refund;
const FIELDS = ['amount_paise', 'reason', 'idempotency_key'] as const;
/** Rupees as the shop prints them, with paise; the field parses what staff type the same way. */
const RUPEES = { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

interface RefundDialogProps {
  order: AdminOrder;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Amount (rupees, the whole refundable remainder to start with) and a reason. The dialog names its
 * request with one key for as long as it is open, so a double click or a retry after a lost answer
 * gets the same refund back, never a second one. Mount it afresh (a new `key`) for a new refund.
 */
export function RefundDialog({ order, isOpen, onClose }: RefundDialogProps) {
  const [createRefund, { isLoading }] = useCreateRefundMutation();
  const [rupees, setRupees] = useState(order.refundable_paise / 100);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const formId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setProblem(null);
    const result = await createRefund({
      id: order.id,
      'Idempotency-Key': idempotencyKey,
      refundCreate: { amount_paise: Math.round(rupees * 100), reason: reason.trim() },
    });
    if ('error' in result) {
      setProblem(serverProblem(result.error, ordersCopy.actions));
      return;
    }
    notify.success(copy.done);
    onClose();
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={copy.title(order.id)}
        closeLabel={copy.cancel}
        footer={
          <>
            <Button slot="close" variant="secondary" size="lg">
              {copy.cancel}
            </Button>
            <Button type="submit" form={formId} size="lg" isPending={isLoading} pendingLabel={copy.pending}>
              {copy.submit}
            </Button>
          </>
        }
      >
        <Form id={formId} onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, FIELDS)}>
          <Stack gap="4">
            {problem && <FormErrorSummary title={copy.problem} detail={problem.detail} errors={problem.errors} fieldLabels={{ amount_paise: copy.amount, reason: copy.reason }} />}
            {/* A NumberField rather than MoneyField: it keeps the amount between ₹0.01 and what is left to refund. */}
            <NumberField
              name="amount_paise"
              label={copy.amount}
              description={copy.amountHint(formatPaise(order.refundable_paise))}
              isRequired
              autoFocus
              minValue={1}
              maxValue={order.refundable_paise / 100}
              step={0.01}
              formatOptions={RUPEES}
              value={rupees}
              onChange={setRupees}
            />
            <TextField name="reason" label={copy.reason} description={copy.reasonHint} isRequired maxLength={200} value={reason} onChange={setReason} />
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
