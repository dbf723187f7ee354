import { useListUnmatchedTrackingUpdatesQuery, type UnmatchedTrackingPage } from '@shop/api-client/admin';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { Text } from '@shop/ui/Text';
import { shippingCopy } from '../../copy/shipping';
import { orderTime } from '../../features/orders/orderText';
import { readPageOnly, writePageOnly } from '../../features/page/pageOnly';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { useListPage } from '../../features/page/useListPage';

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
  const [{ page }, changePage] = useAddressFilters(readPageOnly, writePageOnly);
  const list = useListUnmatchedTrackingUpdatesQuery({ page, pageSize: PAGE_SIZE });
  const frame = useListPage(copy, list, { page, onPageChange: (next) => changePage({ page: next }) });
  return (
    <ListPage
      {...frame}
      actions={
        <LinkButton href="/orders" variant="ghost">
          {copy.back}
        </LinkButton>
      }
      columns={columns}
      items={list.data?.items ?? []}
    />
  );
}
