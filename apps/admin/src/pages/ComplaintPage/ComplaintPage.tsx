import { useGetAdminComplaintQuery, type AdminComplaint } from '@shop/api-client/admin';
import { Box } from '@shop/ui/Box';
import { Grid } from '@shop/ui/Grid';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { MessageThread, type ThreadEntry } from '@shop/ui/MessageThread';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { complaintsCopy } from '../../copy/complaints';
import { ComplaintClock } from '../../features/complaints/ComplaintClock';
import { orderTime } from '../../features/orders/orderText';
import { isRecordId, RecordPage } from '../../features/page/RecordPage';
import { AnswerComplaintForm } from './AnswerComplaintForm';
import { ResolvePanel } from './ResolvePanel';

const copy = complaintsCopy.detail;

function threadOf(complaint: AdminComplaint): ThreadEntry[] {
  return [
    { id: 'complaint', author: complaint.name, email: complaint.email, body: complaint.text, sentAt: complaint.received_at, direction: 'incoming' },
    ...complaint.messages.map(
      (message): ThreadEntry =>
        message.author === 'shopper'
          ? { id: message.id, author: complaint.name, body: message.body, sentAt: message.created_at, direction: 'incoming' }
          : { id: message.id, author: message.staff?.name ?? copy.formerStaff, body: message.body, sentAt: message.created_at, direction: 'outgoing' },
    ),
  ];
}

/**
 * /admin/complaints/:complaintId: one ticket, its clocks and facts, the conversation both ways, the answer form
 * and, while it is open, the resolution that closes it.
 */
export function ComplaintPage() {
  const id = Number(useParams().complaintId);
  const isValidId = isRecordId(id);
  const query = useGetAdminComplaintQuery({ complaintId: id }, { skip: !isValidId, refetchOnMountOrArgChange: true });
  return (
    <RecordPage query={query} isValidId={isValidId} words={copy} backHref="/complaints" title={(complaint) => complaint.number} intro={(complaint) => complaint.excerpt}>
      {(complaint) => (
        <>
          <Inline gap="3">
            <Text weight="semibold">{complaintsCopy.status[complaint.status]}</Text>
            <ComplaintClock complaint={complaint} size="md" />
          </Inline>
          <Grid columns={{ mobile: 1, lg: 2 }} gap="6" alignItems="flex-start">
            <Stack gap="6">
              <Surface as="section" aria-labelledby="complaint-thread">
                <SectionHeader title={copy.thread} titleId="complaint-thread" />
                <MessageThread
                  entries={threadOf(complaint)}
                  aria-labelledby="complaint-thread"
                  formatDate={(date) => orderTime(date.toISOString())}
                  directionLabels={{ incoming: copy.from, outgoing: copy.outgoing }}
                />
              </Surface>
              {complaint.status === 'open' && <AnswerComplaintForm complaint={complaint} />}
            </Stack>
            <Stack gap="6">
              <Facts complaint={complaint} />
              <ResolvePanel key={complaint.version} complaint={complaint} />
            </Stack>
          </Grid>
        </>
      )}
    </RecordPage>
  );
}

function Facts({ complaint }: { complaint: AdminComplaint }) {
  return (
    <Surface as="section" aria-labelledby="complaint-facts">
      <SectionHeader title={copy.facts} titleId="complaint-facts" />
      <Box as="dl" display="grid" gap="3">
        <Fact label={copy.shopper}>
          <Text>{complaint.name}</Text>
          <Text size="sm" tone="muted">
            {complaint.email}
          </Text>
        </Fact>
        <Fact label={copy.order}>
          {complaint.order_id === null ? (
            <Text tone="muted">{copy.noOrder}</Text>
          ) : (
            <LinkButton href={`/orders/${complaint.order_id}`} variant="ghost" size="sm">
              {copy.openOrder(complaint.order_id)}
            </LinkButton>
          )}
        </Fact>
        {complaint.contact_message_id !== null && (
          <Fact label={copy.fromMessage}>
            <LinkButton href={`/messages/${complaint.contact_message_id}`} variant="ghost" size="sm">
              {copy.openMessage}
            </LinkButton>
          </Fact>
        )}
        <Fact label={copy.received}>{orderTime(complaint.received_at)}</Fact>
        <Fact label={copy.acknowledged}>
          {Date.parse(complaint.acknowledged_at) > Date.parse(complaint.acknowledge_by)
            ? `${orderTime(complaint.acknowledged_at)} (${copy.acknowledgedLate(orderTime(complaint.acknowledge_by))})`
            : orderTime(complaint.acknowledged_at)}
        </Fact>
        {complaint.resolved_at === null ? (
          <Fact label={copy.resolveBy}>{orderTime(complaint.resolve_by)}</Fact>
        ) : (
          <Fact label={copy.resolvedAt}>{`${orderTime(complaint.resolved_at)}${complaint.resolved_by ? ` · ${complaint.resolved_by.name}` : ''}`}</Fact>
        )}
      </Box>
    </Surface>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" size="sm" tone="muted">
        {label}
      </Text>
      <Box as="dd" margin="0">
        {children}
      </Box>
    </Stack>
  );
}
