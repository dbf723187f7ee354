import { useListAdminOrdersQuery, type AdminOrderSummary } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { OrderBadge } from '@shop/ui/OrderBadge';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useNavigate } from 'react-router-dom';
import { ordersCopy } from '../../copy/orders';
import { hasOrderFilters, isOrderRangeBackwards, ordersQueryArg, readOrderFilters, writeOrderFilters, type OrderFilters } from '../../features/orders/orderFilters';
import { orderTime } from '../../features/orders/orderText';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { useListPage } from '../../features/page/useListPage';
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
  const navigate = useNavigate();
  const [filters, changeFilters] = useAddressFilters(readOrderFilters, writeOrderFilters);
  const backwards = isOrderRangeBackwards(filters);
  const list = useListAdminOrdersQuery(ordersQueryArg(filters), { skip: backwards });

  const frame = useListPage(copy, list, {
    page: filters.page,
    onPageChange: (page) => changeFilters({ page }),
    isFiltered: hasOrderFilters(filters),
    isSkipped: backwards,
  });

  return (
    <ListPage
      {...frame}
      actions={
        <>
          <LinkButton href="/orders/returns" variant="secondary">
            {copy.returns}
          </LinkButton>
          <LinkButton href="/orders/delivery-problems" variant="secondary">
            {copy.deliveryProblems}
          </LinkButton>
          <LinkButton href="/orders/tracking-updates" variant="secondary">
            {copy.trackingUpdates}
          </LinkButton>
        </>
      }
      filters={
        <Stack gap="3">
          <StatusChips filters={filters} counts={list.data?.counts.delivery_status} />
          <CashChips filters={filters} counts={list.data?.counts.payment_status} />
        </Stack>
      }
      columns={columns}
      items={backwards ? [] : (list.data?.items ?? [])}
      sortDescriptor={{ column: filters.sort, direction: filters.order === 'asc' ? 'ascending' : 'descending' }}
      onSortChange={(descriptor) =>
        changeFilters({ page: 1, sort: descriptor.column as OrderFilters['sort'], order: descriptor.direction === 'ascending' ? 'asc' : 'desc' })
      }
      onRowAction={(key) => void navigate(String(key))}
      toolbar={<OrderFilterBar filters={filters} onChange={changeFilters} />}
    />
  );
}
