import { useGetAdminMessageQuery, useMarkMessageReadMutation, type AdminMessage } from '@shop/api-client/admin';
import { Grid } from '@shop/ui/Grid';
import { MessageThread, type ThreadEntry } from '@shop/ui/MessageThread';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { messagesCopy } from '../../copy/messages';
import { orderTime } from '../../features/orders/orderText';
import { isRecordId, RecordPage } from '../../features/page/RecordPage';
import { AnswerForm } from './AnswerForm';
import { ComplaintPanel } from './ComplaintPanel';
import { HandlingPanel } from './HandlingPanel';

const copy = messagesCopy.detail;

function threadOf(message: AdminMessage): ThreadEntry[] {
  return [
    { id: `message-${message.id}`, author: message.name, email: message.email, body: message.message, sentAt: message.created_at, direction: 'incoming' },
    ...message.replies.map(
      (reply): ThreadEntry => ({
        id: reply.id,
        author: reply.author?.name ?? copy.formerStaff,
        body: reply.body,
        sentAt: reply.created_at,
        direction: 'outgoing',
        delivery: reply.delivery,
      }),
    ),
  ];
}

/**
 * Opening an unread message marks it read (once, with the version just loaded); a colleague who opened
 * it first has done so already, and the refusal changes nothing worth telling.
 */
function useMarkReadOnOpen(message: AdminMessage | undefined) {
  const [markRead] = useMarkMessageReadMutation();
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!message || message.status !== 'unread' || marked.current === message.id) return;
    marked.current = message.id;
    void markRead({ messageId: message.id, recordVersion: { version: message.version } });
  }, [message, markRead]);
}

/** /admin/messages/:messageId: one contact message and the conversation, the answer form, making it a complaint ticket, and the team's note. */
export function MessagePage() {
  const id = Number(useParams().messageId);
  const isValidId = isRecordId(id);
  const query = useGetAdminMessageQuery({ messageId: id }, { skip: !isValidId });
  useMarkReadOnOpen(query.data);
  return (
    <RecordPage
      query={query}
      isValidId={isValidId}
      words={copy}
      backHref="/messages"
      title={(message) => message.subject}
      intro={(message) => copy.received(orderTime(message.created_at))}
    >
      {(message) => (
        <>
          <Text weight="semibold">{messagesCopy.status[message.status]}</Text>
          <Grid columns={{ mobile: 1, lg: 2 }} gap="6" alignItems="flex-start">
            <Stack gap="6">
              <Surface as="section" aria-labelledby="message-thread">
                <SectionHeader title={copy.thread} titleId="message-thread" />
                <MessageThread
                  entries={threadOf(message)}
                  aria-labelledby="message-thread"
                  formatDate={(date) => orderTime(date.toISOString())}
                  deliveryLabels={copy.deliveries}
                  directionLabels={{ incoming: copy.from, outgoing: copy.outgoing }}
                />
              </Surface>
              <AnswerForm message={message} />
            </Stack>
            <Stack gap="6">
              <ComplaintPanel message={message} />
              <HandlingPanel key={message.version} message={message} />
            </Stack>
          </Grid>
        </>
      )}
    </RecordPage>
  );
}
