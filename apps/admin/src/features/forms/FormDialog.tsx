import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { Dialog, Modal } from '@shop/ui/Modal';
import { Stack } from '@shop/ui/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components/Form';
import { fieldMessages, type ServerProblem } from './serverProblem';

export interface FormDialogWords {
  title: string;
  cancel: string;
  submit: string;
  /** The submit button's label while the call is under way. */
  pending: string;
  /** The summary's title when the server refused the form. */
  problem: string;
}

interface FormDialogProps {
  isOpen: boolean;
  onClose: () => void;
  words: FormDialogWords;
  /** Called with the browser's own submission already stopped. */
  onSubmit: () => void | Promise<void>;
  isPending: boolean;
  /** `danger` for a step that cannot be undone. */
  submitVariant?: 'primary' | 'danger';
  problem: ServerProblem | null;
  /** The server's field names the dialog's fields are named after, so their messages show under them. */
  fields: readonly string[];
  /** The summary's names for those fields. */
  fieldLabels: Record<string, string>;
  /** Said before the summary and the fields, e.g. what the step will do. */
  intro?: ReactNode;
  /** `lg` for a form with a wide part, such as a calendar beside its times; `md` otherwise. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A small form in a modal dialog, as the back-office's steps use it (ship, refund, erase, answer a
 * review): Cancel and the submit button in the footer (the corner's cross keeps its own name, Close,
 * so a screen reader's list of buttons has one Cancel), the server's refusal summarised above the
 * fields and repeated under each field it names.
 */
export function FormDialog({ isOpen, onClose, words, onSubmit, isPending, submitVariant = 'primary', problem, fields, fieldLabels, intro, size = 'md', children }: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit();
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size={size}>
      <Dialog
        title={words.title}
        footer={
          <>
            <Button slot="close" variant="secondary" size="lg">
              {words.cancel}
            </Button>
            <Button type="submit" form={formId} variant={submitVariant} size="lg" isPending={isPending} pendingLabel={words.pending}>
              {words.submit}
            </Button>
          </>
        }
      >
        <Form id={formId} onSubmit={submit} validationBehavior="aria" validationErrors={fieldMessages(problem, fields)}>
          <Stack gap="4">
            {intro}
            {problem && <FormErrorSummary title={words.problem} detail={problem.detail} errors={problem.errors} fieldLabels={fieldLabels} />}
            {children}
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
