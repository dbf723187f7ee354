import { useEraseCustomerMutation, type AdminCustomer } from '@shop/api-client/admin';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useState } from 'react';
import { customersCopy } from '../../copy/customers';
import { FormDialog } from '../../features/forms/FormDialog';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = customersCopy.eraseDialog;
const FIELDS = ['email', 'version'] as const;

interface EraseDialogProps {
  customer: AdminCustomer;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Erasure asks for the customer's e-mail typed out, as the server does, so the wrong account is not
 * erased by a slip; the server's refusal (a wrong e-mail, someone else's change) shows in the form.
 */
export function EraseDialog({ customer, isOpen, onClose }: EraseDialogProps) {
  const [erase, { isLoading }] = useEraseCustomerMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  const submit = async () => {
    setProblem(null);
    const result = await erase({ customerId: customer.id, customerErase: { version: customer.version, email: email.trim() } });
    if ('error' in result) {
      setProblem(serverProblem(result.error, customersCopy.actions));
      return;
    }
    notify.success(customersCopy.actions.erased);
    onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      words={{ ...copy, submit: copy.confirm }}
      onSubmit={submit}
      isPending={isLoading}
      submitVariant="danger"
      problem={problem}
      fields={FIELDS}
      fieldLabels={{ email: copy.confirmLabel }}
      intro={<Text>{copy.body}</Text>}
    >
      <TextField name="email" label={copy.confirmLabel} description={customer.email} type="email" isRequired autoComplete="off" autoFocus value={email} onChange={setEmail} />
    </FormDialog>
  );
}
