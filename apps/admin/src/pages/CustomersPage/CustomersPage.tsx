import { useListAdminCustomersQuery, type AdminCustomerSummary, type CustomerStatus } from '@shop/api-client/admin';
import { CUSTOMER_STATUSES } from '@shop/contracts/vocabulary';
import { formatPaise } from '@shop/rules';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { EmptyState } from '@shop/ui/EmptyState';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Pagination } from '@shop/ui/Pagination';
import { SearchField } from '@shop/ui/SearchField';
import { Select, SelectItem } from '@shop/ui/Select';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useNavigate } from 'react-router-dom';
import { customersCopy } from '../../copy/customers';
import { orderTime } from '../../features/orders/orderText';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { usePageTitle } from '../../features/page/usePageTitle';
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
  usePageTitle(copy.title);
  const navigate = useNavigate();
  const [{ q, status, page }, changeFilters] = useAddressFilters(readCustomerFilters, writeCustomerFilters);
  const list = useListAdminCustomersQuery({ q, status, page, pageSize: PAGE_SIZE });

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack gap="6">
      <PageHeader title={copy.title} intro={copy.intro} />
      {list.isError ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void list.refetch()} isRetrying={list.isFetching} retryLabel={copy.retry} />
      ) : (
        <DataTable
          label={copy.tableLabel}
          columns={columns}
          items={list.data?.items ?? []}
          isLoading={list.isFetching}
          loadingLabel={copy.loading}
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
          emptyState={<EmptyState size="compact" headingLevel={2} title={copy.empty.title} description={q || status ? copy.empty.filtered : copy.empty.none} />}
          footer={
            total > 0 && (
              <Pagination
                label={copy.pagesLabel}
                page={page}
                pageCount={pageCount}
                totalItems={total}
                pageSize={PAGE_SIZE}
                itemName={copy.itemName}
                onPrevious={() => changeFilters({ page: Math.max(1, page - 1) })}
                onNext={() => changeFilters({ page: Math.min(pageCount, page + 1) })}
              />
            )
          }
        />
      )}
    </Stack>
  );
}
