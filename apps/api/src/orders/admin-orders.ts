/**
 * Orders as the staff see them: every customer's, with money in paise, the customer's contact, the
 * payment attempts and the moves an order can make now. The list filters, searches, sorts and pages in
 * the database, and counts the orders per status under the same filters for the back-office's tabs.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, count, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../catalog/search';
import { isPossibleId, type Database } from '../db/database';
import { codRemittances, orderItems, orders, orderStatusHistory, payments, users } from '../db/schema';
import { DELIVERY_STATUSES, PAYMENT_STATUSES, type DeliveryStatus, type PaymentStatus } from '../db/tables/values';
import { NotFoundError, ORDER_NOT_FOUND } from '../errors';
import { refundsOf } from '../refunds/refunds';
import { bookingOf } from '../shipping/booking-state';
import { allowedMoves } from './delivery';
import { shipmentOf, shipToOf } from './order-view';
import { taxDocumentsOf } from './tax-documents';

export type AdminOrder = Schema<'AdminOrder'>;
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

const summaryColumns = {
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

function toSummary({ order, customer, itemCount: units }: SummaryRow): AdminOrderSummary {
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

/** The customer's other orders shown beside one, newest first. */
const OTHER_ORDERS_SHOWN = 20;

export async function getAdminOrder(db: Database, orderId: number): Promise<AdminOrder> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const [row] = await db.select(summaryColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
  if (!row) throw new NotFoundError(ORDER_NOT_FOUND);
  const { order } = row;
  const [items, attempts, timeline, others, documents, refunds, booking, remittance] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    db
      .select(summaryColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.userId, order.userId), ne(orders.id, orderId)))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(OTHER_ORDERS_SHOWN),
    taxDocumentsOf(db, [orderId]),
    refundsOf(db, orderId),
    bookingOf(db, orderId),
    order.codRemittanceId === null
      ? []
      : db
          .select({ id: codRemittances.id, reference: codRemittances.reference, remitted_on: codRemittances.remittedOn })
          .from(codRemittances)
          .where(eq(codRemittances.id, order.codRemittanceId)),
  ]);
  return {
    id: order.id,
    version: order.version,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    customer: { ...row.customer, phone: row.customer.phone || null },
    payment_status: order.paymentStatus,
    payment_method: order.paymentMethod,
    delivery_status: order.deliveryStatus,
    subtotal_paise: order.subtotalPaise,
    shipping_paise: order.shippingPaise,
    cod_fee_paise: order.codFeePaise,
    coupon_code: order.couponCode,
    discount_paise: order.discountPaise,
    total_paise: order.totalPaise,
    items: items.map((item) => ({
      id: item.id,
      product: item.productId,
      variant: item.variantId,
      variant_label: item.variantLabel,
      sku: item.sku,
      product_name: item.productName,
      product_image: item.productImage,
      unit_price_paise: item.unitPricePaise,
      quantity: item.quantity,
      line_total_paise: item.lineTotalPaise,
      discount_paise: item.discountPaise,
    })),
    address: shipToOf(order),
    shipment: shipmentOf(order),
    booking,
    cash_on_delivery: codStateOf(order, remittance[0] ?? null),
    payments: attempts.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      provider_payment_id: payment.providerPaymentId,
      amount_paise: payment.amountPaise,
      status: payment.status,
      method: payment.method,
      error: payment.errorDescription ?? payment.errorCode,
      created_at: payment.createdAt.toISOString(),
    })),
    timeline: timeline.map((entry) => ({ status: entry.status, at: entry.at.toISOString(), detail: entry.detail })),
    allowed_moves: allowedMoves(order),
    other_orders: others.map(toSummary),
    invoice_number: documents.get(orderId)!.invoiceNumber,
    credit_notes: documents.get(orderId)!.creditNotes,
    gstin: order.buyerGstin,
    business_name: order.buyerBusinessName,
    refunds: refunds.refunds,
    refundable_paise: refunds.refundablePaise,
  };
}

/**
 * Where a cash-on-delivery order's money stands for staff (null for an online payment): the customer's
 * confirmation and its deadline while unanswered, when it was confirmed, collected and remitted.
 */
function codStateOf(order: typeof orders.$inferSelect, remittance: Schema<'AdminCodState'>['remittance']): AdminOrder['cash_on_delivery'] {
  if (order.paymentMethod !== 'cash_on_delivery') return null;
  const unanswered = order.codConfirmation === 'awaiting' || order.codConfirmation === 'expired';
  return {
    confirmation: order.codConfirmation!,
    confirm_by: unanswered ? order.codConfirmBy!.toISOString() : null,
    confirmed_at: order.codConfirmation === 'confirmed' ? (order.codAnsweredAt?.toISOString() ?? null) : null,
    collected_at: order.codCollectedAt?.toISOString() ?? null,
    remittance,
  };
}
