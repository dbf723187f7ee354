import { TextArea } from '@shop/ui/TextArea';
import { useState } from 'react';
import { reviewsCopy } from '../../copy/reviews';
import { FormDialog, type FormDialogWords } from '../../features/forms/FormDialog';
import { serverProblem, type ServerProblem } from '../../features/forms/serverProblem';

interface ReviewTextDialogWords extends FormDialogWords {
  label: string;
  hint: string;
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

  const submit = async () => {
    setProblem(null);
    const result = await onSubmit(text.trim());
    if (result.error) {
      setProblem(serverProblem(result.error, reviewsCopy.actions));
      return;
    }
    onClose();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      words={words}
      onSubmit={submit}
      isPending={isPending}
      problem={problem}
      fields={[field]}
      fieldLabels={{ [field]: words.label }}
    >
      <TextArea name={field} label={words.label} description={words.hint} isRequired maxLength={2000} rows={5} autoFocus value={text} onChange={setText} />
    </FormDialog>
  );
}
