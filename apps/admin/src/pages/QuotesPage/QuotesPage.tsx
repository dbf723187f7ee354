import { useListAdminQuotesQuery, type AdminQuoteSummary } from '@shop/api-client/admin';
import { QUOTE_STATUSES } from '@shop/contracts/vocabulary';
import { formatPaise } from '@shop/rules';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { ListPage } from '@shop/ui/ListPage';
import { SearchField } from '@shop/ui/SearchField';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useNavigate } from 'react-router-dom';
import { quotesCopy } from '../../copy/quotes';
import { orderTime } from '../../features/orders/orderText';
import { StatusLinks } from '../../features/page/StatusLinks';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { useListPage } from '../../features/page/useListPage';
import { quoteDay } from '../../features/quotes/quoteDay';
import { quotesQueryArg, readQuoteFilters, writeQuoteFilters } from '../../features/quotes/quoteFilters';

const copy = quotesCopy.list;

const columns: DataTableColumn<AdminQuoteSummary>[] = [
  {
    key: 'quote',
    header: copy.columns.quote,
    isRowHeader: true,
    minWidth: '12rem',
    cell: (quote) => (
      <Stack gap="0.5">
        <Text as="span" weight="semibold">
          {quote.number}
        </Text>
        <Text as="span" size="sm" tone="muted">
          <time dateTime={quote.created_at}>{orderTime(quote.created_at)}</time>
        </Text>
      </Stack>
    ),
  },
  {
    key: 'buyer',
    header: copy.columns.buyer,
    minWidth: '14rem',
    cell: (quote) => (
      <Stack gap="0.5">
        <Text as="span">{quote.organisation ?? quote.name}</Text>
        <Text as="span" size="sm" tone="muted">
          {quote.organisation ? `${quote.name} · ${quote.phone}` : quote.phone}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'site',
    header: copy.columns.site,
    width: '14rem',
    cell: (quote) => (
      <Stack gap="0.5">
        <Text as="span">{`${quotesCopy.siteKinds[quote.site_kind]}, ${quote.site_pincode}`}</Text>
        <Text as="span" size="sm" tone="muted">
          {[copy.lines(quote.line_count), quote.wants_installation ? copy.fitting : null].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'total',
    header: copy.columns.total,
    width: '10rem',
    isNumeric: true,
    cell: (quote) =>
      quote.total_paise === null ? (
        copy.notQuoted
      ) : (
        <Stack gap="0.5">
          <Text as="span">{formatPaise(quote.total_paise)}</Text>
          {quote.valid_until && (
            <Text as="span" size="sm" tone="muted">
              {copy.validUntil(quoteDay(quote.valid_until))}
            </Text>
          )}
        </Stack>
      ),
  },
  {
    key: 'status',
    header: copy.columns.status,
    width: '8rem',
    cell: (quote) => (
      <Text as="span" weight={quote.status === 'requested' ? 'semibold' : 'regular'}>
        {quotesCopy.status[quote.status]}
      </Text>
    ),
  },
];

/**
 * /admin/quotes: requests for quotation, newest first, a page at a time, with a link per status and its count
 * and a search by number, organisation or phone. A row opens the quote. On a phone the table becomes cards.
 */
export function QuotesPage() {
  const navigate = useNavigate();
  const [filters, changeFilters] = useAddressFilters(readQuoteFilters, writeQuoteFilters);
  const list = useListAdminQuotesQuery(quotesQueryArg(filters), { refetchOnMountOrArgChange: true });
  const frame = useListPage(copy, list, { page: filters.page, onPageChange: (page) => changeFilters({ page }), isFiltered: Boolean(filters.status || filters.q) });
  const counts = list.data?.counts;

  return (
    <ListPage
      {...frame}
      filters={
        <StatusLinks
          label={copy.statusNav}
          links={[{ status: undefined, label: copy.all }, ...QUOTE_STATUSES.map((status) => ({ status, label: quotesCopy.status[status], count: counts?.[status] }))]}
          current={filters.status}
          searchFor={(status) => writeQuoteFilters({ status, q: filters.q, page: 1 })}
        />
      }
      toolbar={
        <SearchField
          label={copy.search}
          placeholder={copy.searchHint}
          collapse="never"
          defaultValue={filters.q ?? ''}
          onSubmit={(value) => changeFilters({ page: 1, q: value.trim() || undefined })}
          onChange={(value) => value === '' && filters.q && changeFilters({ page: 1, q: undefined })}
        />
      }
      columns={columns}
      items={list.data?.items ?? []}
      onRowAction={(key) => void navigate(String(key))}
    />
  );
}
