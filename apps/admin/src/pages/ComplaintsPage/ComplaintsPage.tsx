import { useListAdminComplaintsQuery, type AdminComplaintSummary } from '@shop/api-client/admin';
import { COMPLAINT_STATUSES } from '@shop/contracts/vocabulary';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { Inline } from '@shop/ui/Inline';
import { ListPage } from '@shop/ui/ListPage';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useNavigate } from 'react-router-dom';
import { complaintsCopy } from '../../copy/complaints';
import { ComplaintClock } from '../../features/complaints/ComplaintClock';
import { complaintsQueryArg, readComplaintFilters, writeComplaintFilters } from '../../features/complaints/complaintFilters';
import { orderTime } from '../../features/orders/orderText';
import { StatusLinks } from '../../features/page/StatusLinks';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { useListPage } from '../../features/page/useListPage';

const copy = complaintsCopy.list;

const columns: DataTableColumn<AdminComplaintSummary>[] = [
  {
    key: 'ticket',
    header: copy.columns.ticket,
    isRowHeader: true,
    cell: (complaint) => (
      <Stack gap="0.5">
        <Text as="span" weight="semibold">
          {complaint.number}
        </Text>
        <Text as="span" size="sm" tone="muted">
          {complaint.excerpt}
        </Text>
      </Stack>
    ),
    minWidth: '18rem',
  },
  {
    key: 'from',
    header: copy.columns.from,
    cell: (complaint) => (
      <Stack gap="0.5">
        <Text as="span">{complaint.name}</Text>
        <Text as="span" size="sm" tone="muted">
          <time dateTime={complaint.received_at}>{orderTime(complaint.received_at)}</time>
        </Text>
      </Stack>
    ),
    width: '14rem',
  },
  { key: 'clock', header: copy.columns.clock, cell: (complaint) => <ComplaintClock complaint={complaint} />, width: '12rem' },
  {
    key: 'status',
    header: copy.columns.status,
    cell: (complaint) => (
      <Stack gap="0.5">
        <Text as="span" weight={complaint.status === 'open' ? 'semibold' : 'regular'}>
          {complaintsCopy.status[complaint.status]}
        </Text>
        {complaint.status === 'open' && (
          <Text as="span" size="sm" tone="muted">
            {copy.lastFrom[complaint.last_from]}
          </Text>
        )}
      </Stack>
    ),
    width: '11rem',
  },
];

/**
 * /admin/complaints: the complaint tickets, open ones first and the most overdue first among them, a page at a
 * time, with a link per status and its count (and how many are overdue). A row opens the ticket. On a phone
 * the table becomes DataTable's cards.
 */
export function ComplaintsPage() {
  const navigate = useNavigate();
  const [filters, changeFilters] = useAddressFilters(readComplaintFilters, writeComplaintFilters);
  const list = useListAdminComplaintsQuery(complaintsQueryArg(filters), { refetchOnMountOrArgChange: true });
  const frame = useListPage(copy, list, { page: filters.page, onPageChange: (page) => changeFilters({ page }), isFiltered: Boolean(filters.status) });
  const counts = list.data?.counts;

  return (
    <ListPage
      {...frame}
      filters={
        <Inline gap="3" alignY="center">
          <StatusLinks
            label={copy.statusNav}
            links={[{ status: undefined, label: copy.all }, ...COMPLAINT_STATUSES.map((status) => ({ status, label: complaintsCopy.status[status], count: counts?.[status] }))]}
            current={filters.status}
            searchFor={(status) => writeComplaintFilters({ status, page: 1 })}
          />
          {counts && counts.overdue > 0 && (
            <Text weight="semibold" tone="critical">
              {copy.overdue(counts.overdue)}
            </Text>
          )}
        </Inline>
      }
      columns={columns}
      items={list.data?.items ?? []}
      onRowAction={(key) => void navigate(String(key))}
    />
  );
}
