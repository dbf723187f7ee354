import { useEraseCustomerMutation, type AdminCustomer } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { Dialog, Modal } from '@shop/ui/Modal';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { TextField } from '@shop/ui/TextField';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { customersCopy } from '../../copy/customers';
import { fieldMessages, serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
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
  const formId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={copy.title}
        closeLabel={copy.cancel}
        footer={
          <>
            <Button slot="close" variant="secondary" size="lg">
              {copy.cancel}
            </Button>
            <Button type="submit" form={formId} variant="danger" size="lg" isPending={isLoading} pendingLabel={copy.pending}>
              {copy.confirm}
            </Button>
          </>
        }
      >
        <Form id={formId} onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, FIELDS)}>
          <Stack gap="4">
            <Text>{copy.body}</Text>
            {problem && <FormErrorSummary title={copy.problem} detail={problem.detail} errors={problem.errors} fieldLabels={{ email: copy.confirmLabel }} />}
            <TextField name="email" label={copy.confirmLabel} description={customer.email} type="email" isRequired autoComplete="off" autoFocus value={email} onChange={setEmail} />
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
