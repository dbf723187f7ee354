import type { DeliveryStatus } from '@shop/api-client/admin';
import { DELIVERY_STATUSES } from '@shop/contracts/vocabulary';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { useLocation } from 'react-router-dom';
import { ordersCopy } from '../../copy/orders';
import { writeOrderFilters, type OrderFilters } from '../../features/orders/orderFilters';

const copy = ordersCopy.list;

interface StatusChipsProps {
  filters: OrderFilters;
  /** Orders per delivery status under the other filters, from the list's answer. */
  counts: Record<DeliveryStatus, number> | undefined;
}

/**
 * One link per delivery status with its count ("Pending 4"), the current one marked: links, so each
 * view has an address and the Back button returns to it. Big enough to tap with a parcel in the other hand.
 */
export function StatusChips({ filters, counts }: StatusChipsProps) {
  const { pathname } = useLocation();
  const hrefFor = (delivery: DeliveryStatus | undefined) => {
    const search = writeOrderFilters({ ...filters, delivery, page: 1 }).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const chip = (delivery: DeliveryStatus | undefined, label: string) => {
    const isCurrent = filters.delivery === delivery;
    return (
      <li key={delivery ?? 'all'}>
        <LinkButton href={hrefFor(delivery)} variant={isCurrent ? 'primary' : 'secondary'} aria-current={isCurrent ? 'page' : undefined}>
          {label}
        </LinkButton>
      </li>
    );
  };
  return (
    <nav aria-label={copy.statusNav}>
      <Inline as="ul" gap="2" role="list">
        {chip(undefined, copy.allStatuses)}
        {DELIVERY_STATUSES.map((status) => chip(status, copy.withCount(ordersCopy.delivery[status], counts?.[status])))}
      </Inline>
    </nav>
  );
}
