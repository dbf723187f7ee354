import { useListAdminMessagesQuery, type AdminMessageSummary } from '@shop/api-client/admin';
import { CONTACT_STATUSES } from '@shop/contracts/vocabulary';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { ListPage } from '@shop/ui/ListPage';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useNavigate } from 'react-router-dom';
import { messagesCopy } from '../../copy/messages';
import { messagesQueryArg, readMessageFilters, writeMessageFilters } from '../../features/messages/messageFilters';
import { orderTime } from '../../features/orders/orderText';
import { StatusLinks } from '../../features/page/StatusLinks';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { useListPage } from '../../features/page/useListPage';

const copy = messagesCopy.list;

/** Unread messages stand out by weight as well as by their status word. */
const weightOf = (message: AdminMessageSummary) => (message.status === 'unread' ? 'semibold' : 'regular');

const columns: DataTableColumn<AdminMessageSummary>[] = [
  {
    key: 'from',
    header: copy.columns.from,
    cell: (message) => (
      <Stack gap="0.5">
        <Text as="span" weight={weightOf(message)}>
          {message.name}
        </Text>
        <Text as="span" size="sm" tone="muted">
          {message.email}
        </Text>
      </Stack>
    ),
    width: '16rem',
  },
  {
    key: 'subject',
    header: copy.columns.subject,
    isRowHeader: true,
    cell: (message) => (
      <Stack gap="0.5">
        <Text as="span" weight={weightOf(message)}>
          {message.subject}
        </Text>
        <Text as="span" size="sm" tone="muted">
          {`${message.excerpt} · ${copy.replies(message.reply_count)}`}
        </Text>
      </Stack>
    ),
    minWidth: '16rem',
  },
  { key: 'received', header: copy.columns.received, cell: (message) => <time dateTime={message.created_at}>{orderTime(message.created_at)}</time>, width: '12rem' },
  {
    key: 'status',
    header: copy.columns.status,
    cell: (message) => (
      <Text as="span" weight={weightOf(message)}>
        {messagesCopy.status[message.status]}
      </Text>
    ),
    width: '8rem',
  },
];

/**
 * /admin/messages: the contact form's inbox, unread first, a page at a time, with a link per status and
 * its count. A row opens the message and its conversation. On a phone the table becomes DataTable's cards.
 */
export function MessagesPage() {
  const navigate = useNavigate();
  const [filters, changeFilters] = useAddressFilters(readMessageFilters, writeMessageFilters);
  const list = useListAdminMessagesQuery(messagesQueryArg(filters));
  const frame = useListPage(copy, list, { page: filters.page, onPageChange: (page) => changeFilters({ page }), isFiltered: Boolean(filters.status) });
  const counts = list.data?.counts;

  return (
    <ListPage
      {...frame}
      filters={
        <StatusLinks
          label={copy.statusNav}
          links={[{ status: undefined, label: copy.all }, ...CONTACT_STATUSES.map((status) => ({ status, label: messagesCopy.status[status], count: counts?.[status] }))]}
          current={filters.status}
          searchFor={(status) => writeMessageFilters({ status, page: 1 })}
        />
      }
      columns={columns}
      items={list.data?.items ?? []}
      onRowAction={(key) => void navigate(String(key))}
    />
  );
}
