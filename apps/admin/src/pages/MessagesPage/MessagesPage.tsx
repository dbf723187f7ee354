import { useListAdminMessagesQuery, type AdminMessageSummary, type ContactStatus } from '@shop/api-client/admin';
import { CONTACT_STATUSES } from '@shop/contracts/vocabulary';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { EmptyState } from '@shop/ui/EmptyState';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Pagination } from '@shop/ui/Pagination';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useLocation, useNavigate } from 'react-router-dom';
import { messagesCopy } from '../../copy/messages';
import { messagesQueryArg, readMessageFilters, writeMessageFilters } from '../../features/messages/messageFilters';
import { orderTime } from '../../features/orders/orderText';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { usePageTitle } from '../../features/page/usePageTitle';

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
  usePageTitle(copy.title);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [filters, changeFilters] = useAddressFilters(readMessageFilters, writeMessageFilters);
  const list = useListAdminMessagesQuery(messagesQueryArg(filters));
  const messages = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (list.data?.page_size ?? 1)));
  const counts = list.data?.counts;

  const chip = (status: ContactStatus | undefined) => {
    const isCurrent = filters.status === status;
    const search = writeMessageFilters({ status, page: 1 }).toString();
    const label = status ? messagesCopy.status[status] : copy.all;
    return (
      <li key={status ?? 'all'}>
        <LinkButton href={search ? `${pathname}?${search}` : pathname} variant={isCurrent ? 'primary' : 'secondary'} aria-current={isCurrent ? 'page' : undefined}>
          {status && counts ? `${label} ${counts[status]}` : label}
        </LinkButton>
      </li>
    );
  };

  return (
    <Stack gap="6">
      <PageHeader title={copy.title} intro={copy.intro} />
      <nav aria-label={copy.statusNav}>
        <Inline as="ul" gap="2" role="list">
          {chip(undefined)}
          {CONTACT_STATUSES.map((status) => chip(status))}
        </Inline>
      </nav>
      {list.isError ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void list.refetch()} isRetrying={list.isFetching} retryLabel={copy.retry} />
      ) : (
        <DataTable
          label={copy.tableLabel}
          columns={columns}
          items={messages}
          isLoading={list.isFetching}
          loadingLabel={copy.loading}
          onRowAction={(key) => void navigate(String(key))}
          emptyState={<EmptyState size="compact" headingLevel={2} title={copy.empty.title} description={filters.status ? copy.empty.filtered : copy.empty.none} />}
          footer={
            total > 0 && (
              <Pagination
                label={copy.pagesLabel}
                page={filters.page}
                pageCount={pageCount}
                totalItems={total}
                pageSize={list.data?.page_size}
                itemName={copy.itemName}
                onPrevious={() => changeFilters({ page: Math.max(1, filters.page - 1) })}
                onNext={() => changeFilters({ page: Math.min(pageCount, filters.page + 1) })}
              />
            )
          }
        />
      )}
    </Stack>
  );
}
