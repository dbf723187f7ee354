import { useRecordCodRemittanceMutation, type CodLedger } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { MoneyField } from '@shop/ui/MoneyField';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { codCopy } from '../../copy/cod';
import { indianToday, remittanceRequest, selectedTotal, type RemittanceForm } from '../../features/cod/remittanceForm';
import { FormDialog } from '../../features/forms/FormDialog';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = codCopy.remittance;
const FIELDS = ['amount_paise', 'remitted_on', 'reference', 'order_ids'] as const;
const FIELD_LABELS = { amount_paise: copy.amount, remitted_on: copy.day, reference: copy.reference, order_ids: copy.orders };

interface RemittanceDialogProps {
  /** The orders the remittance pays. */
  orders: CodLedger['outstanding']['orders'];
  onClose: () => void;
  onRecorded: () => void;
}

/**
 * A courier's remittance for the selected orders: the amount (their total to start with, as the bank statement
 * should show it), the day it reached the bank (today to start with, never later) and the bank reference. What
 * the form can tell is pointed out before sending; the server's refusals (a reference already recorded, an order
 * remitted meanwhile) show against their fields in the summary.
 */
export function RemittanceDialog({ orders, onClose, onRecorded }: RemittanceDialogProps) {
  const [record, { isLoading }] = useRecordCodRemittanceMutation();
  const [today] = useState(() => indianToday());
  const total = selectedTotal(orders);
  const [form, setForm] = useState<RemittanceForm>({ amountPaise: total, remittedOn: today, reference: '' });
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  const submit = async () => {
    if (isLoading) return;
    const checked = remittanceRequest(form, orders, { today, formatPaise, words: copy });
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    const result = await record({ codRemittanceCreate: checked.request });
    if ('error' in result) {
      setProblem(serverProblem(result.error, copy));
      return;
    }
    notify.success(copy.done(formatPaise(total)));
    onRecorded();
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
      intro={<Text>{copy.intro(orders.length, formatPaise(total))}</Text>}
    >
      <MoneyField
        name="amount_paise"
        label={copy.amount}
        description={copy.amountHint}
        isRequired
        autoFocus
        value={form.amountPaise}
        onChange={(amountPaise) => setForm((current) => ({ ...current, amountPaise }))}
        errorMessage={problem?.errors.amount_paise?.join(' ')}
      />
      <TextField
        name="remitted_on"
        label={copy.day}
        type="date"
        isRequired
        value={form.remittedOn}
        onChange={(remittedOn) => setForm((current) => ({ ...current, remittedOn }))}
      />
      <TextField
        name="reference"
        label={copy.reference}
        description={copy.referenceHint}
        isRequired
        maxLength={100}
        value={form.reference}
        onChange={(reference) => setForm((current) => ({ ...current, reference }))}
      />
    </FormDialog>
  );
}
