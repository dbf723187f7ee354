import { useListDeliveryProblemsQuery, type AdminDeliveryProblem, type DeliveryProblemStatus } from '@shop/api-client/admin';
import { DELIVERY_PROBLEM_STATUSES } from '@shop/contracts/vocabulary';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useNavigate } from 'react-router-dom';
import { deliveryProblemsCopy as copy } from '../../copy/deliveryProblems';
import { answerText } from '../../features/orders/deliveryProblemText';
import { orderTime } from '../../features/orders/orderText';
import { StatusLinks } from '../../features/page/StatusLinks';
import { useAddressFilters } from '../../features/page/useAddressFilters';
import { useListPage } from '../../features/page/useListPage';

const PAGE_SIZE = 25;

interface Filters {
  status: DeliveryProblemStatus;
  page: number;
}

function readFilters(params: URLSearchParams): Filters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: DELIVERY_PROBLEM_STATUSES.find((known) => known === status) ?? 'open',
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

function writeFilters({ status, page }: Filters): URLSearchParams {
  return new URLSearchParams({ ...(status !== 'open' ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) });
}

const columns: DataTableColumn<AdminDeliveryProblem>[] = [
  { key: 'answer_by', header: copy.columns.deadline, cell: (problem) => <time dateTime={problem.answer_by}>{orderTime(problem.answer_by)}</time>, width: '11rem' },
  { key: 'order', header: copy.columns.order, cell: (problem) => copy.orderNumber(problem.order_id), isRowHeader: true, width: '8rem' },
  {
    key: 'customer',
    header: copy.columns.customer,
    cell: (problem) => (
      <Stack gap="0.5">
        <Text as="span">{problem.customer_name}</Text>
        <Text as="span" size="sm" tone="muted">
          {problem.city}
        </Text>
      </Stack>
    ),
    minWidth: '10rem',
  },
  {
    key: 'reason',
    header: copy.columns.reason,
    cell: (problem) => (
      <Stack gap="0.5">
        <Text as="span">{copy.reasons[problem.reason]}</Text>
        <Text as="span" size="sm" tone="muted">
          {copy.attempt(problem.attempt, problem.max_attempts)}
        </Text>
      </Stack>
    ),
    minWidth: '11rem',
  },
  {
    key: 'answer',
    header: copy.columns.answer,
    cell: (problem) => (
      <Stack gap="0.5">
        <Text as="span">{answerText(problem)}</Text>
        {problem.carrier_status && (
          <Text as="span" size="sm" tone={problem.carrier_status === 'refused' ? 'critical' : 'muted'}>
            {copy.carrier[problem.carrier_status]}
          </Text>
        )}
      </Stack>
    ),
    minWidth: '12rem',
  },
];

/**
 * /admin/orders/delivery-problems: parcels a courier could not deliver, waiting ones soonest deadline first, with a
 * link per status and its count; a row opens its order, where staff answer for the customer after a call.
 */
export function DeliveryProblemsPage() {
  const navigate = useNavigate();
  const [filters, changeFilters] = useAddressFilters(readFilters, writeFilters);
  const list = useListDeliveryProblemsQuery({ status: filters.status, page: filters.page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const frame = useListPage(copy, list, { page: filters.page, onPageChange: (page) => changeFilters({ page }) });
  const counts = list.data?.counts;
  return (
    <ListPage
      {...frame}
      actions={
        <LinkButton href="/orders" variant="ghost">
          {copy.back}
        </LinkButton>
      }
      filters={
        <StatusLinks
          label={copy.statusNav}
          links={DELIVERY_PROBLEM_STATUSES.map((status) => ({ status, label: copy.statuses[status], count: counts?.[status] }))}
          current={filters.status}
          searchFor={(status) => writeFilters({ status, page: 1 })}
        />
      }
      columns={columns}
      items={list.data?.items ?? []}
      onRowAction={(key) => {
        const problem = list.data?.items.find((item) => item.id === key);
        if (problem) void navigate(`/orders/${problem.order_id}`);
      }}
    />
  );
}
