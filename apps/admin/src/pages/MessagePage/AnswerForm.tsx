import { useReplyToMessageMutation, type AdminMessage } from '@shop/api-client/admin';
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
import { notify } from '../../features/toasts';

const copy = messagesCopy.detail.answer;

/** The answer e-mailed to the visitor; once sent it joins the conversation above and the box empties. */
export function AnswerForm({ message }: { message: AdminMessage }) {
  const [send, { isLoading }] = useReplyToMessageMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const result = await send({ messageId: message.id, messageReplyInput: { version: message.version, text: text.trim() } });
    if ('error' in result) {
      setProblem(serverProblem(result.error, messagesCopy.detail));
      return;
    }
    setText('');
    notify.success(copy.sent);
  };

  return (
    <Surface as="section" aria-labelledby="message-answer">
      <SectionHeader title={copy.heading} titleId="message-answer" />
      {message.status === 'spam' ? (
        <Text tone="muted">{copy.spam}</Text>
      ) : (
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, ['text'] as const)}>
          <Stack gap="4">
            {problem && <FormErrorSummary title={copy.problem} detail={problem.detail} errors={problem.errors} fieldLabels={{ text: copy.text }} />}
            <TextArea name="text" label={copy.text} description={copy.hint(message.email)} isRequired maxLength={5000} rows={6} value={text} onChange={setText} />
            <div>
              <Button type="submit" isPending={isLoading} pendingLabel={copy.pending}>
                {copy.submit}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Surface>
  );
}
