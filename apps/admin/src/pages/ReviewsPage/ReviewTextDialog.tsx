import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { Dialog, Modal } from '@shop/ui/Modal';
import { Stack } from '@shop/ui/Stack';
import { TextArea } from '@shop/ui/TextArea';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { reviewsCopy } from '../../copy/reviews';
import { fieldMessages, serverProblem, type ServerProblem } from '../../features/forms/serverProblem';

interface ReviewTextDialogWords {
  title: string;
  label: string;
  hint: string;
  cancel: string;
  submit: string;
  pending: string;
  problem: string;
}

interface ReviewTextDialogProps {
  /** The field the server names in its errors: `reason` or `text`. */
  field: 'reason' | 'text';
  words: ReviewTextDialogWords;
  initialText?: string;
  isOpen: boolean;
  onClose: () => void;
  /** Sends the text; answers the call's error, if any. */
  onSubmit: (text: string) => Promise<{ error?: unknown }>;
  isPending: boolean;
}

/**
 * One piece of text staff write about a review (the reason for a rejection, the shop's reply), with the
 * server's refusals under the field and a stale version (someone else decided first) in the summary.
 */
export function ReviewTextDialog({ field, words, initialText = '', isOpen, onClose, onSubmit, isPending }: ReviewTextDialogProps) {
  const [text, setText] = useState(initialText);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const formId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const result = await onSubmit(text.trim());
    if (result.error) {
      setProblem(serverProblem(result.error, reviewsCopy.actions));
      return;
    }
    onClose();
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={words.title}
        closeLabel={words.cancel}
        footer={
          <>
            <Button slot="close" variant="secondary" size="lg">
              {words.cancel}
            </Button>
            <Button type="submit" form={formId} size="lg" isPending={isPending} pendingLabel={words.pending}>
              {words.submit}
            </Button>
          </>
        }
      >
        <Form id={formId} onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, [field])}>
          <Stack gap="4">
            {problem && <FormErrorSummary title={words.problem} detail={problem.detail} errors={problem.errors} fieldLabels={{ [field]: words.label }} />}
            <TextArea name={field} label={words.label} description={words.hint} isRequired maxLength={2000} rows={5} autoFocus value={text} onChange={setText} />
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
