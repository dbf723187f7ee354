import { useRecordTransferPaymentMutation, type AdminOrder, type Schema } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { MoneyField } from '@shop/ui/MoneyField';
import { Radio, RadioGroup } from '@shop/ui/RadioGroup';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { indianToday } from '../../features/cod/remittanceForm';
import { FormDialog } from '../../features/forms/FormDialog';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = ordersCopy.transfer;
const FIELDS = ['amount_paise', 'received_on', 'method', 'reference', 'payment'] as const;
const FIELD_LABELS = { amount_paise: copy.amount, received_on: copy.day, method: copy.method, reference: copy.reference, payment: copy.open };

type Method = Schema<'TransferPaymentInput'>['method'];

/**
 * The bank transfer or UPI payment that reached the shop's account for an order placed to be paid so: the amount
 * (the order's total to start with), the day (today to start with), how it came and the bank's reference. The server
 * holds it to exactly the total and records it once; its refusals show against their fields in the summary.
 */
export function TransferPaymentDialog({ order, onClose }: { order: Pick<AdminOrder, 'id' | 'total_paise'>; onClose: () => void }) {
  const [record, { isLoading }] = useRecordTransferPaymentMutation();
  const [amountPaise, setAmountPaise] = useState<number | null>(order.total_paise);
  const [receivedOn, setReceivedOn] = useState(() => indianToday());
  const [method, setMethod] = useState<Method>('bank_transfer');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  const submit = async () => {
    if (isLoading) return;
    setProblem(null);
    const result = await record({ id: order.id, transferPaymentInput: { amount_paise: amountPaise ?? 0, received_on: receivedOn, method, reference: reference.trim() } });
    if ('error' in result) {
      setProblem(serverProblem(result.error, copy));
      return;
    }
    notify.success(copy.done(formatPaise(order.total_paise)));
    onClose();
  };

  return (
    <FormDialog
      isOpen
      onClose={onClose}
      words={copy}
      onSubmit={submit}
      isPending={isLoading}
      problem={problem}
      fields={FIELDS}
      fieldLabels={FIELD_LABELS}
      intro={<Text>{copy.intro(formatPaise(order.total_paise))}</Text>}
    >
      <MoneyField
        name="amount_paise"
        label={copy.amount}
        description={copy.amountHint}
        isRequired
        autoFocus
        value={amountPaise}
        onChange={setAmountPaise}
        errorMessage={problem?.errors.amount_paise?.join(' ')}
      />
      <TextField name="received_on" label={copy.day} type="date" isRequired value={receivedOn} onChange={setReceivedOn} errorMessage={problem?.errors.received_on?.join(' ')} />
      <RadioGroup label={copy.method} value={method} onChange={(value) => setMethod(value as Method)} orientation="horizontal">
        <Radio value="bank_transfer">{copy.methods.bank_transfer}</Radio>
        <Radio value="upi">{copy.methods.upi}</Radio>
      </RadioGroup>
      <TextField
        name="reference"
        label={copy.reference}
        description={copy.referenceHint}
        isRequired
        maxLength={100}
        value={reference}
        onChange={setReference}
        errorMessage={problem?.errors.reference?.join(' ')}
      />
    </FormDialog>
  );
}
