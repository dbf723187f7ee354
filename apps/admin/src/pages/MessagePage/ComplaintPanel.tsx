import { useMakeComplaintFromMessageMutation, type AdminMessage } from '@shop/api-client/admin';
import { Button } from '@shop/ui/Button';
import { LinkButton } from '@shop/ui/LinkButton';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useNavigate } from 'react-router-dom';
import { complaintsCopy } from '../../copy/complaints';
import { serverProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = complaintsCopy.fromMessage;

/**
 * A message that is a complaint becomes a ticket here: numbered, acknowledged to the visitor at once, its month
 * running from the message's arrival; the ticket's page opens. A message made a ticket links to it instead.
 */
export function ComplaintPanel({ message }: { message: AdminMessage }) {
  const navigate = useNavigate();
  const [make, { isLoading }] = useMakeComplaintFromMessageMutation();
  if (message.status === 'spam' && !message.complaint) return null;

  const makeTicket = async () => {
    const result = await make({ messageId: message.id, recordVersion: { version: message.version } });
    if ('error' in result) {
      notify.error(serverProblem(result.error, complaintsCopy.detail).detail);
      return;
    }
    notify.success(copy.done(result.data.number));
    void navigate(`/complaints/${result.data.id}`);
  };

  return (
    <Surface as="section" aria-labelledby="message-complaint">
      <SectionHeader title={copy.heading} titleId="message-complaint" />
      {message.complaint ? (
        <Stack gap="3">
          <Text>{copy.existing(message.complaint.number)}</Text>
          <div>
            <LinkButton href={`/complaints/${message.complaint.id}`} variant="secondary">
              {copy.open}
            </LinkButton>
          </div>
        </Stack>
      ) : (
        <Stack gap="3">
          <Text tone="muted">{copy.text}</Text>
          <div>
            <Button variant="secondary" onPress={() => void makeTicket()} isPending={isLoading} pendingLabel={copy.pending}>
              {copy.button}
            </Button>
          </div>
        </Stack>
      )}
    </Surface>
  );
}
