import { useAnswerComplaintMutation, type AdminComplaint } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { TextArea } from '@shop/ui/TextArea';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { complaintsCopy } from '../../copy/complaints';
import { fieldMessages, serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = complaintsCopy.detail.answer;

/** The answer the shopper reads on the complaint's page and by e-mail; once sent it joins the conversation. */
export function AnswerComplaintForm({ complaint }: { complaint: AdminComplaint }) {
  const [send, { isLoading }] = useAnswerComplaintMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const result = await send({ complaintId: complaint.id, messageReplyInput: { version: complaint.version, text: text.trim() } });
    if ('error' in result) {
      setProblem(serverProblem(result.error, complaintsCopy.detail));
      return;
    }
    setText('');
    notify.success(copy.sent);
  };

  return (
    <Surface as="section" aria-labelledby="complaint-answer">
      <SectionHeader title={copy.heading} titleId="complaint-answer" />
      <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, ['text'] as const)}>
        <Stack gap="4">
          {problem && <FormErrorSummary title={copy.problem} detail={problem.detail} errors={problem.errors} fieldLabels={{ text: copy.text }} />}
          <TextArea name="text" label={copy.text} description={copy.hint(complaint.email)} isRequired maxLength={5000} rows={5} value={text} onChange={setText} />
          <div>
            <Button type="submit" isPending={isLoading} pendingLabel={copy.pending}>
              {copy.submit}
            </Button>
          </div>
        </Stack>
      </Form>
    </Surface>
  );
}
