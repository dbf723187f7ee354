import { useResolveComplaintMutation, type AdminComplaint } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { FormErrorSummary } from '@shop/ui/FormErrorSummary';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { TextArea } from '@shop/ui/TextArea';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { complaintsCopy } from '../../copy/complaints';
import { fieldMessages, serverProblem, type ServerProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = complaintsCopy.detail.resolve;

/**
 * The resolution the shopper reads, which closes the ticket; once closed, the resolution as recorded. A
 * colleague who closed it first wins: the server's refusal says so, and the page shows their resolution.
 */
export function ResolvePanel({ complaint }: { complaint: AdminComplaint }) {
  const [resolve, { isLoading }] = useResolveComplaintMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ServerProblem | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const result = await resolve({ complaintId: complaint.id, complaintResolutionInput: { version: complaint.version, resolution: text.trim() } });
    if ('error' in result) {
      setProblem(serverProblem(result.error, complaintsCopy.detail));
      return;
    }
    notify.success(copy.done);
  };

  return (
    <Surface as="section" aria-labelledby="complaint-resolve">
      <SectionHeader title={complaint.status === 'resolved' ? copy.resolution : copy.heading} titleId="complaint-resolve" />
      {complaint.status === 'resolved' ? (
        <Text leading="body">
          {complaint.resolution}
        </Text>
      ) : (
        <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" validationErrors={fieldMessages(problem, ['resolution'] as const)}>
          <Stack gap="4">
            {problem && <FormErrorSummary title={copy.problem} detail={problem.detail} errors={problem.errors} fieldLabels={{ resolution: copy.text }} />}
            <TextArea name="resolution" label={copy.text} description={copy.hint} isRequired maxLength={5000} rows={4} value={text} onChange={setText} />
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
