import { useListMyComplaintsQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Heading } from '@shop/ui/Heading';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Text } from '@shop/ui/Text';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { complaintCopy } from '../../copy/complaints';
import { complaintDate, complaintPath } from '../../features/complaints/complaintDate';
import { ComplaintStatus } from '../../features/complaints/ComplaintStatus';
import * as styles from './MyComplaints.css';

const copy = complaintCopy.mine;

/** The signed-in customer's complaints, newest first, each with its status and the way to its page. */
export function MyComplaints() {
  const headingId = useId();
  const { data, isError, isFetching, refetch } = useListMyComplaintsQuery();
  return (
    <Box as="section" aria-labelledby={headingId} display="grid" gap="3">
      <Heading level={2} id={headingId} size={{ mobile: 'lg', md: 'xl' }}>
        {copy.title}
      </Heading>
      {isError && <LoadFailed message={copy.loadFailed} retryLabel={complaintCopy.ticket.retry} onRetry={() => void refetch()} isRetrying={isFetching} />}
      {data?.length === 0 && <Text tone="muted">{copy.empty}</Text>}
      {data && data.length > 0 && (
        <Box as="ul" display="grid" gap="3">
          {data.map((complaint) => (
            <Box as="li" key={complaint.number} display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" padding="4" borderRadius="md" border="default" background="surface">
              <Box display="grid" gap="1">
                <Link className={styles.number} to={complaintPath(complaint.token)}>
                  {complaint.number}
                </Link>
                <Text size="sm" tone="muted">
                  {complaint.order_id === null ? copy.noOrder : copy.aboutOrder(complaint.order_id)} · {copy.resolveBy(complaintDate(complaint.resolve_by))}
                </Text>
              </Box>
              <ComplaintStatus status={complaint.status} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
