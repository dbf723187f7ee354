import type { DeliveryStatus } from '@shop/api-client/admin';
import { DELIVERY_STATUSES } from '@shop/contracts/vocabulary';
import { ordersCopy } from '../../copy/orders';
import { writeOrderFilters, type OrderFilters } from '../../features/orders/orderFilters';
import { StatusLinks } from '../../features/page/StatusLinks';

const copy = ordersCopy.list;

interface StatusChipsProps {
  filters: OrderFilters;
  /** Orders per delivery status under the other filters, from the list's answer. */
  counts: Record<DeliveryStatus, number> | undefined;
}

/**
 * All orders, then one link per delivery status with its count ("Pending 4"), each keeping the other filters. Big
 * enough to tap with a parcel in the other hand.
 */
export function StatusChips({ filters, counts }: StatusChipsProps) {
  return (
    <StatusLinks
      label={copy.statusNav}
      links={[{ status: undefined, label: copy.allStatuses }, ...DELIVERY_STATUSES.map((status) => ({ status, label: ordersCopy.delivery[status], count: counts?.[status] }))]}
      current={filters.delivery}
      searchFor={(delivery) => writeOrderFilters({ ...filters, delivery, page: 1 })}
    />
  );
}
