import { useListAdminCustomersQuery, type AdminCustomerSummary, type CustomerStatus } from '@shop/api-client/admin';
import { CUSTOMER_STATUSES } from '@shop/contracts/vocabulary';
import { formatPaise } from '@shop/rules';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { ListPage } from '@shop/ui/ListPage';
import { SearchField } from '@shop/ui/SearchField';
import { Select, SelectItem } from '@shop/ui/Select';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useNavigate } from 'react-router-dom';
import { customersCopy } from '../../copy/customers';
import { orderTime } from '../../features/orders/orderText';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { useListPage } from '../../features/page/useListPage';
import { CustomerStatusText } from '../CustomerPage/CustomerStatusText';

const copy = customersCopy.list;
const ANY = 'any';
const PAGE_SIZE = 25;

/** The list's search, status filter and page, as the address keeps them. */
interface CustomerFilters {
  q?: string;
  status?: CustomerStatus;
  page: number;
}

function readCustomerFilters(params: URLSearchParams): CustomerFilters {
  return {
    q: params.get('q') ?? undefined,
    status: CUSTOMER_STATUSES.find((value) => value === params.get('status')),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
}

function writeCustomerFilters(filters: CustomerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const columns: DataTableColumn<AdminCustomerSummary>[] = [
  {
    key: 'name',
    header: copy.columns.name,
    isRowHeader: true,
    minWidth: '14rem',
    cell: (customer) => (
      <Stack gap="0.5">
        <Text as="span">{customer.name}</Text>
        <Text as="span" size="sm" tone="muted">
          {customer.phone ? `${customer.email} · ${customer.phone}` : customer.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'joined', header: copy.columns.joined, width: '12rem', cell: (customer) => <time dateTime={customer.created_at}>{orderTime(customer.created_at)}</time> },
  { key: 'orders', header: copy.columns.orders, width: '6rem', isNumeric: true, cell: (customer) => String(customer.order_count) },
  { key: 'spent', header: copy.columns.spent, width: '9rem', isNumeric: true, cell: (customer) => formatPaise(customer.spent_paise) },
  { key: 'status', header: copy.columns.status, width: '9rem', cell: (customer) => <CustomerStatusText status={customer.status} isStaff={customer.is_staff} /> },
];

/** /admin/customers: every account, newest first, searched by name, e-mail or phone; the search and filter live in the address. */
export function CustomersPage() {
  const navigate = useNavigate();
  const [{ q, status, page }, changeFilters] = useAddressFilters(readCustomerFilters, writeCustomerFilters);
  const list = useListAdminCustomersQuery({ q, status, page, pageSize: PAGE_SIZE });
  const frame = useListPage(copy, list, { page, onPageChange: (next) => changeFilters({ page: next }), isFiltered: Boolean(q || status) });

  return (
    <ListPage
      {...frame}
      columns={columns}
      items={list.data?.items ?? []}
      onRowAction={(key) => void navigate(String(key))}
      toolbar={
        <>
          <SearchField
            label={copy.search}
            placeholder={copy.searchHint}
            collapse="never"
            defaultValue={q ?? ''}
            onSubmit={(value) => changeFilters({ page: 1, q: value.trim() || undefined })}
            onChange={(value) => value === '' && q && changeFilters({ page: 1, q: undefined })}
          />
          <Select label={copy.statusFilter} value={status ?? ANY} onChange={(key) => changeFilters({ page: 1, status: CUSTOMER_STATUSES.find((value) => value === key) })}>
            <SelectItem id={ANY}>{copy.anyStatus}</SelectItem>
            {CUSTOMER_STATUSES.map((value) => (
              <SelectItem key={value} id={value}>
                {customersCopy.status[value]}
              </SelectItem>
            ))}
          </Select>
        </>
      }
    />
  );
}
