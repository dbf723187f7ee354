import { useHandleMessageMutation, useMarkMessageSpamMutation, type AdminMessage } from '@shop/api-client/admin';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { messagesCopy } from '../../copy/messages';
import { fieldMessages, serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { orderTime } from '../../features/orders/orderText';
import { notify } from '../../features/toasts';

const copy = messagesCopy.detail;

/** The team's side of a message: a note only staff read, marking it handled, or filing it as spam. */
export function HandlingPanel({ message }: { message: AdminMessage }) {
  const [handle, handling] = useHandleMessageMutation();
  const [markSpam] = useMarkMessageSpamMutation();
  const [note, setNote] = useState(message.internal_note ?? '');
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [isSpamOpen, setSpamOpen] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const result = await handle({ messageId: message.id, messageHandling: { version: message.version, note: note.trim() } });
    if ('error' in result) {
      setProblem(serverProblem(result.error, copy));
      return;
    }
    notify.success(copy.handle.done);
  };

  const fileAsSpam = async () => {
    const result = await markSpam({ messageId: message.id, recordVersion: { version: message.version } });
    if ('error' in result) {
      notify.error(serverProblem(result.error, copy).detail);
      throw result.error;
    }
    notify.success(copy.spam.done);
  };

  return (
    <Surface as="section" aria-labelledby="message-handling">
      <SectionHeader title={copy.handle.heading} titleId="message-handling" />
      <Stack gap="4">
        {message.handled_at && <Text tone="muted">{copy.handle.handledAt(orderTime(message.handled_at))}</Text>}
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, ['note'] as const)}>
          <Stack gap="4">
            {problem && <FormErrorSummary title={copy.handle.problem} detail={problem.detail} errors={problem.errors} fieldLabels={{ note: copy.handle.note }} />}
            <TextArea name="note" label={copy.handle.note} description={copy.handle.hint} isRequired maxLength={2000} rows={4} value={note} onChange={setNote} />
            <div>
              <Button type="submit" variant={message.status === 'handled' ? 'secondary' : 'primary'} isPending={handling.isLoading} pendingLabel={copy.handle.pending}>
                {message.status === 'handled' ? copy.handle.update : copy.handle.submit}
              </Button>
            </div>
          </Stack>
        </Form>
        {message.status !== 'spam' && (
          <div>
            <Button variant="danger" onPress={() => setSpamOpen(true)}>
              {copy.spam.button}
            </Button>
          </div>
        )}
      </Stack>
      <AlertDialog
        isOpen={isSpamOpen}
        onOpenChange={setSpamOpen}
        title={copy.spam.title}
        variant="destructive"
        cancelLabel={copy.spam.cancel}
        confirmLabel={copy.spam.confirm}
        pendingLabel={copy.spam.pending}
        onConfirm={fileAsSpam}
      >
        {copy.spam.body}
      </AlertDialog>
    </Surface>
  );
}
