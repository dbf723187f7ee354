import type { AdminOrderPage } from '@shop/api-client/admin';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { Text } from '@shop/ui/Text';
import { useLocation } from 'react-router-dom';
import { ordersCopy } from '../../copy/orders';
import { writeOrderFilters, type OrderFilters } from '../../features/orders/orderFilters';

const copy = ordersCopy.list;
const CASH_STATUSES = ['to_collect', 'collected'] as const;

interface CashChipsProps {
  filters: OrderFilters;
  /** Orders per payment status under the other filters, from the list's answer. */
  counts: AdminOrderPage['counts']['payment_status'] | undefined;
}

/**
 * Cash on delivery's orders by where their cash stands, with their counts: to collect (confirmed, on their
 * way to the door) and collected. Links, as the delivery statuses are, each keeping the other filters.
 */
export function CashChips({ filters, counts }: CashChipsProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-labelledby="orders-cash-nav">
      <Inline gap="3">
        <Text as="span" id="orders-cash-nav" weight="semibold">
          {copy.cashNav}
        </Text>
        <Inline as="ul" gap="2" role="list">
          {CASH_STATUSES.map((status) => {
            const isCurrent = filters.payment === status;
            const search = writeOrderFilters({ ...filters, payment: status, page: 1 }).toString();
            return (
              <li key={status}>
                <LinkButton href={`${pathname}?${search}`} variant={isCurrent ? 'primary' : 'secondary'} aria-current={isCurrent ? 'page' : undefined}>
                  {copy.withCount(copy.cash[status], counts?.[status])}
                </LinkButton>
              </li>
            );
          })}
        </Inline>
      </Inline>
    </nav>
  );
}
