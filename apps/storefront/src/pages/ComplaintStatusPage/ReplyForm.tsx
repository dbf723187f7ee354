import { useReplyToComplaintMutation } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Button } from '@shop/ui/Button';
import { TextArea } from '@shop/ui/TextArea';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { complaintCopy } from '../../copy/complaints';
import { serverFieldErrors, type FieldErrors } from '../../features/forms/fieldErrors';
import { serverFormError } from '../../features/forms/serverFormError';
import { notify } from '../../shared/toasts';

const copy = complaintCopy.ticket;
const FIELDS = ['text'] as const;

/**
 * The shopper's answer on an open complaint: it joins the thread (the page's query is updated with the
 * server's answer), and the field empties. A complaint resolved meanwhile is refused with the server's words.
 */
export function ReplyForm({ token }: { token: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [reply, { isLoading }] = useReplyToComplaintMutation();
  const [text, setText] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<'text'>>({});
  const [formError, setFormError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if (text.trim() === '') {
      setFieldErrors({ text: [copy.blank] });
      formRef.current?.querySelector('textarea')?.focus();
      return;
    }
    try {
      await reply({ token, complaintReplyInput: { text: text.trim() } }).unwrap();
      setText('');
      setFieldErrors({});
      notify.success(copy.sent);
    } catch (error) {
      setFieldErrors(serverFieldErrors(error, FIELDS));
      setFormError(serverFormError(error, FIELDS));
    }
  };

  return (
    <Box display="grid" gap="3" padding={{ mobile: '4', md: '6' }} borderRadius="lg" border="default" background="surface">
      <Form ref={formRef} aria-label={copy.reply} validationBehavior="aria" validationErrors={fieldErrors} onSubmit={(event) => void onSubmit(event)}>
        <Box display="grid" gap="4">
          <TextArea
            name="text"
            label={copy.reply}
            description={copy.replyHint}
            rows={4}
            value={text}
            onChange={(value) => {
              setText(value);
              setFieldErrors({});
            }}
            maxLength={5000}
            isRequired
            isReadOnly={isLoading}
          />
          {formError && (
            <Box as="p" role="alert" padding="3" borderRadius="md" border="error" background="error" color="error" fontSize="sm" fontWeight="medium">
              {formError}
            </Box>
          )}
          <div>
            <Button type="submit" isPending={isLoading} pendingLabel={copy.sending}>
              {copy.send}
            </Button>
          </div>
        </Box>
      </Form>
    </Box>
  );
}
