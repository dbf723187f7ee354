import type { DeliveryStatus, ListAdminOrdersApiArg, PaymentStatus } from '@shop/api-client/admin';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@shop/contracts/vocabulary';

/**
 * The orders list's filters, sort and page, kept in the address (`?delivery=pending&q=ravi&page=2`), so a
 * reload, the Back button from an order and a link shared with a colleague show the same orders.
 */
export interface OrderFilters {
  page: number;
  delivery?: DeliveryStatus;
  payment?: PaymentStatus;
  q?: string;
  /** Calendar days (`yyyy-mm-dd`), India time on the server, both included. */
  from?: string;
  to?: string;
  sort: NonNullable<ListAdminOrdersApiArg['sort']>;
  order: NonNullable<ListAdminOrdersApiArg['order']>;
}

const SORTS = ['created_at', 'total_paise', 'id'] as const;
const ORDERS_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** What the address asks for; anything malformed (an edited URL) is left out rather than sent. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, 100);
  const from = params.get('from');
  const to = params.get('to');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
    delivery: oneOf(DELIVERY_STATUSES, params.get('delivery')),
    payment: oneOf(PAYMENT_STATUSES, params.get('payment')),
    q: q || undefined,
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    sort: oneOf(SORTS, params.get('sort')) ?? 'created_at',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.delivery) params.set('delivery', filters.delivery);
  if (filters.payment) params.set('payment', filters.payment);
  if (filters.q) params.set('q', filters.q);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort !== 'created_at') params.set('sort', filters.sort);
  if (filters.order !== 'desc') params.set('order', filters.order);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasOrderFilters(filters: OrderFilters): boolean {
  return Boolean(filters.delivery || filters.payment || filters.q || filters.from || filters.to);
}

export function isOrderRangeBackwards(filters: Pick<OrderFilters, 'from' | 'to'>): boolean {
  return Boolean(filters.from && filters.to && filters.to < filters.from);
}

export function ordersQueryArg(filters: OrderFilters): ListAdminOrdersApiArg {
  return {
    page: filters.page,
    pageSize: ORDERS_PAGE_SIZE,
    deliveryStatus: filters.delivery,
    paymentStatus: filters.payment,
    q: filters.q,
    from: filters.from,
    to: filters.to,
    sort: filters.sort,
    order: filters.order,
  };
}
