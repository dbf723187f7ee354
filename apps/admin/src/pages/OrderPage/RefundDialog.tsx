import { useCreateRefundMutation, type AdminOrder } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { NumberField } from '@shop/ui/NumberField';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { FormDialog } from '../../features/forms/FormDialog';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = ordersCopy.refund;
const FIELDS = ['amount_paise', 'reason', 'reference', 'idempotency_key'] as const;
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
 * Cash collected at the door has no provider to give it back through: staff transfer it themselves, and
 * the dialog says so and asks for the transfer's reference, which the server requires for such an order
 * and refuses for an online one.
 */
export function RefundDialog({ order, isOpen, onClose }: RefundDialogProps) {
  const [createRefund, { isLoading }] = useCreateRefundMutation();
  const [rupees, setRupees] = useState(order.refundable_paise / 100);
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  // No provider holds the money of cash on delivery or of the buyer's own transfer: staff send it back and say how.
  const isCash = order.payment_method === 'cash_on_delivery' || order.payment_method === 'bank_transfer';
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const submit = async () => {
    if (isLoading) return;
    setProblem(null);
    const result = await createRefund({
      id: order.id,
      'Idempotency-Key': idempotencyKey,
      refundCreate: { amount_paise: Math.round(rupees * 100), reason: reason.trim(), ...(isCash ? { reference: reference.trim() } : {}) },
    });
    if ('error' in result) {
      setProblem(serverProblem(result.error, ordersCopy.actions));
      return;
    }
    notify.success(isCash ? copy.cashDone : copy.done);
    onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      words={{ ...copy, title: copy.title(order.id) }}
      onSubmit={submit}
      isPending={isLoading}
      problem={problem}
      fields={FIELDS}
      fieldLabels={{ amount_paise: copy.amount, reason: copy.reason, reference: copy.reference }}
      intro={isCash ? <Text>{order.payment_method === 'bank_transfer' ? copy.transferIntro : copy.cashIntro}</Text> : undefined}
    >
      {/* A NumberField rather than MoneyField: it keeps the amount between ₹0.01 and what is left to refund. */}
      <NumberField
        name="amount_paise"
        label={copy.amount}
        description={(isCash ? copy.cashAmountHint : copy.amountHint)(formatPaise(order.refundable_paise))}
        isRequired
        autoFocus
        minValue={1}
        maxValue={order.refundable_paise / 100}
        step={0.01}
        formatOptions={RUPEES}
        value={rupees}
        onChange={setRupees}
      />
      {isCash && (
        <TextField name="reference" label={copy.reference} description={copy.referenceHint} isRequired maxLength={100} value={reference} onChange={setReference} />
      )}
      <TextField name="reason" label={copy.reason} description={copy.reasonHint} isRequired maxLength={200} value={reason} onChange={setReason} />
    </FormDialog>
  );
}
