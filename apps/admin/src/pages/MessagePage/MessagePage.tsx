import { useGetAdminMessageQuery, useMarkMessageReadMutation, type AdminMessage } from '@shop/api-client/admin';
import { Grid } from '@shop/ui/Grid';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { MessageThread, type ThreadEntry } from '@shop/ui/MessageThread';
import { PageHeader } from '@shop/ui/PageHeader';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { messagesCopy } from '../../copy/messages';
import { orderTime } from '../../features/orders/orderText';
import { usePageTitle } from '../../features/page/usePageTitle';
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
  const isValidId = Number.isInteger(id) && id >= 1 && id <= 2147483647;
  const query = useGetAdminMessageQuery({ messageId: id }, { skip: !isValidId });
  const message = query.data;
  usePageTitle(message?.subject ?? (isValidId && !query.isError ? copy.loading : copy.notFound));
  useMarkReadOnOpen(message);
  const back = (
    <LinkButton href="/messages" variant="ghost">
      {copy.back}
    </LinkButton>
  );

  if (!isValidId || (query.isError && 'status' in query.error && query.error.status === 404)) {
    return <PageHeader title={copy.notFound} actions={back} />;
  }
  if (query.isError) {
    return (
      <Stack gap="6">
        <PageHeader title={copy.notFound} actions={back} />
        <LoadFailed message={copy.loadFailed} onRetry={() => void query.refetch()} isRetrying={query.isFetching} retryLabel={copy.retry} />
      </Stack>
    );
  }
  if (!message) {
    return (
      <Stack gap="6">
        <PageHeader title={copy.loading} actions={back} />
        <Spinner label={copy.loading} />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <PageHeader title={message.subject} intro={copy.received(orderTime(message.created_at))} actions={back} />
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
    </Stack>
  );
}
