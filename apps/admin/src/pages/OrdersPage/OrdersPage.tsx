import { useListAdminOrdersQuery, type AdminOrderSummary } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { OrderBadge } from '@shop/ui/OrderBadge';
import { PageHeader } from '@shop/ui/PageHeader';
import { Pagination } from '@shop/ui/Pagination';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useNavigate } from 'react-router-dom';
import { ordersCopy } from '../../copy/orders';
import { hasOrderFilters, isOrderRangeBackwards, ordersQueryArg, readOrderFilters, writeOrderFilters, type OrderFilters } from '../../features/orders/orderFilters';
import { orderTime } from '../../features/orders/orderText';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { usePageTitle } from '../../features/page/usePageTitle';
import { CashChips } from './CashChips';
import { OrderFilterBar } from './OrderFilterBar';
import { StatusChips } from './StatusChips';

const copy = ordersCopy.list;

const columns: DataTableColumn<AdminOrderSummary>[] = [
  { key: 'id', header: copy.columns.number, cell: (order) => copy.orderNumber(order.id), isRowHeader: true, allowsSorting: true, width: '7rem' },
  { key: 'created_at', header: copy.columns.date, cell: (order) => <time dateTime={order.created_at}>{orderTime(order.created_at)}</time>, allowsSorting: true, width: '12rem' },
  {
    key: 'customer',
    header: copy.columns.customer,
    cell: (order) => (
      <Stack gap="0.5">
        <Text as="span">{order.customer.name}</Text>
        <Text as="span" size="sm" tone="muted">
          {`${order.ship_to} · ${copy.items(order.item_count)}`}
        </Text>
      </Stack>
    ),
    minWidth: '12rem',
  },
  { key: 'total_paise', header: copy.columns.total, cell: (order) => formatPaise(order.total_paise), isNumeric: true, allowsSorting: true, width: '9rem' },
  {
    key: 'payment',
    header: copy.columns.payment,
    cell: (order) => (
      <Stack gap="1" align="left">
        <OrderBadge kind="payment" status={order.payment_status} label={ordersCopy.payment[order.payment_status]} />
        <Text as="span" size="sm" tone="muted">
          {ordersCopy.paymentMethod[order.payment_method]}
        </Text>
      </Stack>
    ),
    width: '12rem',
  },
  {
    key: 'delivery',
    header: copy.columns.delivery,
    cell: (order) => <OrderBadge kind="delivery" status={order.delivery_status} label={ordersCopy.delivery[order.delivery_status]} />,
    width: '9rem',
  },
];

/**
 * /admin/orders: every order, newest first, a page at a time; links of delivery status, and of cash on
 * delivery's to collect and collected, with their counts (the packer's "what is waiting" at a glance), search
 * and filters kept in the address. A row opens the order; its payment says how it is paid. On a phone the
 * table becomes DataTable's cards.
 */
export function OrdersPage() {
  usePageTitle(copy.title);
  const navigate = useNavigate();
  const [filters, changeFilters] = useAddressFilters(readOrderFilters, writeOrderFilters);
  const backwards = isOrderRangeBackwards(filters);
  const list = useListAdminOrdersQuery(ordersQueryArg(filters), { skip: backwards });

  const orders = backwards ? [] : (list.data?.items ?? []);
  const total = backwards ? 0 : (list.data?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / (list.data?.page_size ?? 1)));

  return (
    <Stack gap="6">
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <LinkButton href="/orders/tracking-updates" variant="secondary">
            {copy.trackingUpdates}
          </LinkButton>
        }
      />
      <Stack gap="3">
        <StatusChips filters={filters} counts={list.data?.counts.delivery_status} />
        <CashChips filters={filters} counts={list.data?.counts.payment_status} />
      </Stack>
      {list.isError && !backwards ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void list.refetch()} isRetrying={list.isFetching} retryLabel={copy.retry} />
      ) : (
        <DataTable
          label={copy.tableLabel}
          columns={columns}
          items={orders}
          isLoading={list.isFetching}
          loadingLabel={copy.loading}
          sortDescriptor={{ column: filters.sort, direction: filters.order === 'asc' ? 'ascending' : 'descending' }}
          onSortChange={(descriptor) =>
            changeFilters({ page: 1, sort: descriptor.column as OrderFilters['sort'], order: descriptor.direction === 'ascending' ? 'asc' : 'desc' })
          }
          onRowAction={(key) => void navigate(String(key))}
          toolbar={<OrderFilterBar filters={filters} onChange={changeFilters} />}
          emptyState={
            <EmptyState size="compact" headingLevel={2} title={copy.empty.title} description={hasOrderFilters(filters) ? copy.empty.filtered : copy.empty.none} />
          }
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
