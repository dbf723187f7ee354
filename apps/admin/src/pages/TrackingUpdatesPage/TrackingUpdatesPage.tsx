import { useListUnmatchedTrackingUpdatesQuery, type UnmatchedTrackingPage } from '@shop/api-client/admin';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Pagination } from '@shop/ui/Pagination';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { shippingCopy } from '../../copy/shipping';
import { orderTime } from '../../features/orders/orderText';
import { readPageOnly, writePageOnly } from '../../features/page/pageOnly';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { usePageTitle } from '../../features/page/usePageTitle';

const copy = shippingCopy.trackingUpdates;
const PAGE_SIZE = 25;

type Update = UnmatchedTrackingPage['items'][number];

const columns: DataTableColumn<Update>[] = [
  { key: 'received', header: copy.columns.received, cell: (update) => <time dateTime={update.received_at}>{orderTime(update.received_at)}</time>, width: '12rem' },
  {
    key: 'awb',
    header: copy.columns.awb,
    isRowHeader: true,
    cell: (update) => (update.awb ? <Text as="span" wrap="breakWord">{update.awb}</Text> : <Text as="span" tone="muted">{copy.noAwb}</Text>),
    width: '14rem',
  },
  { key: 'status', header: copy.columns.status, cell: (update) => update.status ?? copy.none, width: '12rem' },
  { key: 'detail', header: copy.columns.detail, cell: (update) => update.detail ?? copy.none, minWidth: '14rem' },
];

/**
 * /admin/orders/tracking-updates: what the courier aggregator reported about AWBs the shop does not know, newest
 * first, a page at a time, for staff to match by hand (a parcel booked outside the shop, a mistyped number).
 */
export function TrackingUpdatesPage() {
  usePageTitle(copy.title);
  const [{ page }, changePage] = useAddressFilters(readPageOnly, writePageOnly);
  const list = useListUnmatchedTrackingUpdatesQuery({ page, pageSize: PAGE_SIZE });
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (list.data?.page_size ?? PAGE_SIZE)));
  return (
    <Stack gap="6">
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <LinkButton href="/orders" variant="ghost">
            {copy.back}
          </LinkButton>
        }
      />
      {list.isError ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void list.refetch()} isRetrying={list.isFetching} retryLabel={copy.retry} />
      ) : (
        <DataTable
          label={copy.tableLabel}
          columns={columns}
          items={list.data?.items ?? []}
          isLoading={list.isFetching}
          loadingLabel={copy.loading}
          emptyState={<EmptyState size="compact" headingLevel={2} title={copy.emptyTitle} description={copy.empty} />}
          footer={
            total > 0 && (
              <Pagination
                label={copy.pagesLabel}
                page={page}
                pageCount={pageCount}
                totalItems={total}
                pageSize={list.data?.page_size}
                itemName={copy.itemName}
                onPrevious={() => changePage({ page: Math.max(1, page - 1) })}
                onNext={() => changePage({ page: Math.min(pageCount, page + 1) })}
              />
            )
          }
        />
      )}
    </Stack>
  );
}
