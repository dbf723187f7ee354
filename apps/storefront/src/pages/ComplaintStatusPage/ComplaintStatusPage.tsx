import { errorStatus, useGetComplaintQuery, type Schema } from '@shop/api-client';
import { shownDetail } from '../../features/errors';
import { Box } from '@shop/ui/Box';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { MailIcon } from '@shop/ui/Icon';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { MessageThread, type ThreadEntry } from '@shop/ui/MessageThread';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ReadingColumn } from '../../components/TaskPage';
import { complaintCopy } from '../../copy/complaints';
import { complaintDate } from '../../features/complaints/complaintDate';
import { ComplaintStatus } from '../../features/complaints/ComplaintStatus';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import * as styles from './ComplaintStatusPage.css';
import { ReplyForm } from './ReplyForm';

const copy = complaintCopy.ticket;

/**
 * /complaint/{token}: a complaint's status page, by the secret link its acknowledgement mailed (or from the
 * customer's list). The ticket's number, status and deadlines, the thread both ways, the resolution once there
 * is one, and, while it is open, the shopper's way to write to us about it. Never rendered on the server, never
 * indexed; a link the shop does not know says so kindly.
 */
export function ComplaintStatusPage() {
  useDocumentMetadata({ title: copy.pageTitle, noindex: true });
  const { token = '' } = useParams();
  const { data, error, isFetching, refetch } = useGetComplaintQuery({ token });

  if (data) {
    return (
      <ReadingColumn>
        <Ticket complaint={data} token={token} />
      </ReadingColumn>
    );
  }
  const status = errorStatus(error);
  if (status === 404 || status === 400) {
    return (
      <ReadingColumn>
        <div role="alert">
          <EmptyState
            headingLevel={1}
            title={copy.unknownLink.title}
            description={copy.unknownLink.message}
            icon={<MailIcon />}
            action={<LinkButton href="/complaint">{copy.fileNew}</LinkButton>}
          />
        </div>
      </ReadingColumn>
    );
  }
  if (error) {
    return (
      <ReadingColumn>
        <Heading level={1} className={visuallyHidden}>
          {copy.pageTitle}
        </Heading>
        <LoadFailed message={(status === 429 && shownDetail(error)) || copy.loadFailed} onRetry={() => void refetch()} isRetrying={isFetching} retryLabel={copy.retry} />
      </ReadingColumn>
    );
  }
  return (
    <ReadingColumn>
      <Heading level={1} className={visuallyHidden}>
        {copy.pageTitle}
      </Heading>
      <Box display="grid" justifyItems="center" paddingY="12">
        <Spinner label={copy.loading} size="lg" />
      </Box>
    </ReadingColumn>
  );
}

function Ticket({ complaint, token }: { complaint: Schema<'Complaint'>; token: string }) {
  const threadId = useId();
  const resolutionId = useId();
  const entries: ThreadEntry[] = [
    { id: 'complaint', author: copy.you, body: complaint.text, sentAt: complaint.received_at, direction: 'incoming' },
    ...complaint.messages.map((message, index) => ({
      id: index,
      author: message.author === 'shopper' ? copy.you : copy.shop,
      body: message.body,
      sentAt: message.created_at,
      direction: message.author === 'shopper' ? ('incoming' as const) : ('outgoing' as const),
    })),
  ];
  return (
    <>
      <Box as="header" display="grid" gap="3">
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
          <Heading level={1} size={{ mobile: '2xl', md: '3xl' }} className={styles.number}>
            {copy.heading(complaint.number)}
          </Heading>
          <ComplaintStatus status={complaint.status} size="md" />
        </Box>
        <Box as="dl" display="grid" gap="2" className={styles.facts}>
          <Fact label={copy.received}>{complaintDate(complaint.received_at)}</Fact>
          <Fact label={copy.acknowledged}>{complaintDate(complaint.acknowledged_at)}</Fact>
          {complaint.resolved_at ? (
            <Fact label={copy.resolvedOn}>{complaintDate(complaint.resolved_at)}</Fact>
          ) : (
            <Fact label={copy.resolveBy}>{complaintDate(complaint.resolve_by)}</Fact>
          )}
          {complaint.order_id !== null && <Fact label={copy.order}>#{complaint.order_id}</Fact>}
        </Box>
      </Box>

      {complaint.resolution !== null && (
        <Box as="section" aria-labelledby={resolutionId} display="grid" gap="2" padding={{ mobile: '4', md: '6' }} borderRadius="lg" border="success" background="success">
          <Heading level={2} id={resolutionId} size="lg">
            {copy.resolution}
          </Heading>
          <Text leading="body" className={styles.plain}>
            {complaint.resolution}
          </Text>
        </Box>
      )}

      <Box as="section" aria-labelledby={threadId} display="grid" gap="3">
        <Heading level={2} id={threadId} size="lg">
          {copy.thread}
        </Heading>
        <MessageThread entries={entries} formatDate={(date) => complaintDate(date.toISOString())} directionLabels={copy.directions} aria-labelledby={threadId} />
      </Box>

      {complaint.status === 'open' ? (
        <ReplyForm token={token} />
      ) : (
        <Box display="grid" gap="3" justifyItems="start">
          <Text tone="muted" leading="body">
            {copy.closed}
          </Text>
          <LinkButton href="/complaint" variant="secondary">
            {copy.fileNew}
          </LinkButton>
        </Box>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box display="flex" flexWrap="wrap" gap="2">
      <Box as="dt" color="muted">
        {label}:
      </Box>
      <Box as="dd" fontWeight="semibold" className={styles.plain}>
        {children}
      </Box>
    </Box>
  );
}
