/**
 * Orders as the staff see them: every customer's, with money in paise and the customer's contact. The list
 * filters, searches, sorts and pages in the database, and counts the orders per status under the same filters
 * for the back-office's tabs. One order's page, which gathers what other modules keep of it, is a flow
 * (flows/order-page.ts) that shows the customer's other orders as this list does.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../catalog';
import { isPossibleId, type Database } from '../db/database';
import { orderItems, orders, users } from '../db/schema';
import { DELIVERY_STATUSES, PAYMENT_STATUSES, type DeliveryStatus, type PaymentStatus } from '../db/tables/values';

type AdminOrderSummary = Schema<'AdminOrderSummary'>;
export type AdminOrderPage = Schema<'AdminOrderPage'>;

export interface AdminOrderFilter {
  page: number;
  pageSize: number;
  paymentStatus?: PaymentStatus | undefined;
  deliveryStatus?: DeliveryStatus | undefined;
  /** Days (YYYY-MM-DD) in India time, both included. */
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  sort?: 'created_at' | 'total_paise' | 'id' | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** The shop trades in India: a day in a filter is India's day (UTC+05:30 all year, no daylight saving). */
const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60 * 1000;

const SORT_COLUMNS = { created_at: orders.createdAt, total_paise: orders.totalPaise, id: orders.id } as const;

/** Units per order, for the list's "3 items" without loading the lines. */
const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})::int`;

/** An order as a line of the list shows it, and as its page shows the customer's other orders. */
export const summaryColumns = {
  order: orders,
  customer: { id: users.id, name: users.name, email: users.email, phone: users.contact },
  itemCount,
};

export async function listAdminOrders(db: Database, filter: AdminOrderFilter): Promise<AdminOrderPage> {
  const common = commonConditions(filter);
  const byDelivery = filter.deliveryStatus ? eq(orders.deliveryStatus, filter.deliveryStatus) : undefined;
  const byPayment = filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined;
  const where = and(...common, byDelivery, byPayment);
  const column = SORT_COLUMNS[filter.sort ?? 'created_at'];
  const direction = filter.order === 'asc' ? asc : desc;

  const [rows, totals, deliveryCounts, paymentCounts] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    // Each tab counts what it would show: the other filters apply, its own does not.
    db
      .select({ status: orders.deliveryStatus, n: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(...common, byPayment))
      .groupBy(orders.deliveryStatus),
    db
      .select({ status: orders.paymentStatus, n: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(...common, byDelivery))
      .groupBy(orders.paymentStatus),
  ]);
  return {
    items: rows.map(toSummary),
    total: totals[0]?.total ?? 0,
    page: filter.page,
    page_size: filter.pageSize,
    counts: {
      delivery_status: tally(DELIVERY_STATUSES, deliveryCounts),
      payment_status: tally(PAYMENT_STATUSES, paymentCounts),
    },
  };
}

function commonConditions(filter: AdminOrderFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(orders.createdAt, startOfIndianDay(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, new Date(startOfIndianDay(filter.to).getTime() + DAY_MS)));
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(search));
  return conditions;
}

/**
 * `1042` or `#1042` is an order number (and also matches phones containing those digits); anything else
 * is looked for in the customer's name, e-mail and phone and in the delivery address's name and phone.
 */
function searchCondition(search: string): SQL {
  const needle = `%${escapeLike(search.replace(/^#/, ''))}%`;
  const matches: SQL[] = [
    ilike(users.name, needle),
    ilike(users.email, needle),
    ilike(users.contact, needle),
    ilike(orders.shipFullName, needle),
    ilike(orders.shipPhone, needle),
  ];
  const number = /^#?\d{1,10}$/.test(search) ? Number(search.replace(/^#/, '')) : NaN;
  if (isPossibleId(number)) matches.push(eq(orders.id, number));
  return or(...matches)!;
}

function tally<S extends string>(statuses: readonly S[], rows: { status: S; n: number }[]): Record<S, number> {
  return Object.fromEntries(statuses.map((status) => [status, rows.find((row) => row.status === status)?.n ?? 0])) as Record<S, number>;
}

type SummaryRow = { order: typeof orders.$inferSelect; customer: { id: number; name: string; email: string; phone: string | null }; itemCount: number };

export function toSummary({ order, customer, itemCount: units }: SummaryRow): AdminOrderSummary {
  return {
    id: order.id,
    version: order.version,
    created_at: order.createdAt.toISOString(),
    customer: { ...customer, phone: customer.phone || null },
    ship_to: `${order.shipFullName}, ${order.shipCity}`,
    total_paise: order.totalPaise,
    item_count: units,
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    delivery_status: order.deliveryStatus,
  };
}
