import { useListReturnsQuery, type AdminReturn, type ReturnStatus } from '@shop/api-client/admin';
import { RETURN_STATUSES } from '@shop/contracts/vocabulary';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useNavigate } from 'react-router-dom';
import { returnsCopy as copy } from '../../copy/returns';
import { orderTime } from '../../features/orders/orderText';
import { StatusLinks } from '../../features/page/StatusLinks';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { useListPage } from '../../features/page/useListPage';

const PAGE_SIZE = 25;

interface Filters {
  status: ReturnStatus;
  page: number;
}

function readFilters(params: URLSearchParams): Filters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: RETURN_STATUSES.find((known) => known === status) ?? 'requested',
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

function writeFilters({ status, page }: Filters): URLSearchParams {
  return new URLSearchParams({ ...(status !== 'requested' ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) });
}

const columns: DataTableColumn<AdminReturn>[] = [
  { key: 'requested', header: copy.columns.requested, cell: (ret) => <time dateTime={ret.requested_at}>{orderTime(ret.requested_at)}</time>, width: '11rem' },
  {
    key: 'order',
    header: copy.columns.order,
    cell: (ret) => (
      <Stack gap="0.5">
        <Text as="span">{copy.returnNumber(ret.id)}</Text>
        <Text as="span" size="sm" tone="muted">
          {copy.orderNumber(ret.order_id)}
        </Text>
      </Stack>
    ),
    isRowHeader: true,
    width: '9rem',
  },
  { key: 'customer', header: copy.columns.customer, cell: (ret) => ret.customer_name, minWidth: '10rem' },
  {
    key: 'reason',
    header: copy.columns.reason,
    cell: (ret) => (
      <Stack gap="0.5">
        <Text as="span">{copy.reasons[ret.reason]}</Text>
        <Text as="span" size="sm" tone="muted">
          {ret.lines.map((line) => copy.detail.line(line.quantity, line.product_name)).join(', ')}
        </Text>
      </Stack>
    ),
    minWidth: '12rem',
  },
  { key: 'wanted', header: copy.columns.wanted, cell: (ret) => copy.wanted[ret.resolution], width: '8rem' },
];

/**
 * /admin/orders/returns: return requests by status, those to decide oldest first, with a link per status and its
 * count; a row opens the return, where staff decide, receive and resolve it.
 */
export function ReturnsPage() {
  const navigate = useNavigate();
  const [filters, changeFilters] = useAddressFilters(readFilters, writeFilters);
  const list = useListReturnsQuery({ status: filters.status, page: filters.page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const frame = useListPage(copy, list, { page: filters.page, onPageChange: (page) => changeFilters({ page }) });
  const counts = list.data?.counts;
  return (
    <ListPage
      {...frame}
      actions={
        <>
          <LinkButton href="/settings/returns" variant="secondary">
            {copy.settings}
          </LinkButton>
          <LinkButton href="/orders" variant="ghost">
            {copy.back}
          </LinkButton>
        </>
      }
      filters={
        <StatusLinks
          label={copy.statusNav}
          links={RETURN_STATUSES.map((status) => ({ status, label: copy.statuses[status], count: counts?.[status] }))}
          current={filters.status}
          searchFor={(status) => writeFilters({ status, page: 1 })}
        />
      }
      columns={columns}
      items={list.data?.items ?? []}
      onRowAction={(key) => void navigate(`/orders/returns/${String(key)}`)}
    />
  );
}
