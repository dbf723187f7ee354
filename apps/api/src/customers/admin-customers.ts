/**
 * Customer accounts as staff see them: the list (searched and filtered in the database, with each one's
 * orders and money spent) and one customer with their addresses, orders and reviews. The password hash
 * and session fields are never selected, so they cannot leak into an answer.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../catalog';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { addresses, orders, products, reviews, users } from '../db/schema';
import { NotFoundError, problem } from '../errors';
import { isPaidOrder, netPaidPaise } from '../refunds';

export type AdminCustomer = Schema<'AdminCustomer'>;
type AdminCustomerSummary = Schema<'AdminCustomerSummary'>;
export type CustomerStatus = Schema<'CustomerStatus'>;

export const CUSTOMER_NOT_FOUND = problem('customer_not_found', 'Customer not found.');

export interface AdminCustomerFilter {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: CustomerStatus | undefined;
}

// Qualified by hand: a select from one table renders its columns unqualified, which inside these
// subqueries would name the subquery's own table.
const orderCount = sql<number>`(select count(*) from orders o where o.user_id = "users"."id")::int`;
const spentPaise = sql<number>`(select coalesce(sum(${netPaidPaise('o')}), 0) from orders o where o.user_id = "users"."id" and ${isPaidOrder('o')})::bigint`.mapWith(Number);
const itemCount = sql<number>`(select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = "orders"."id")::int`;

/** The account columns staff may see: no password hash, no session state. */
const customerColumns = {
  id: users.id,
  version: users.version,
  name: users.name,
  email: users.email,
  phone: users.contact,
  isActive: users.isActive,
  isStaff: sql<boolean>`${users.staffRole} is not null`,
  erasedAt: users.erasedAt,
  createdAt: users.createdAt,
  orderCount,
  spentPaise,
};

type CustomerRow = { id: number; version: number; name: string; email: string; phone: string | null; isActive: boolean; isStaff: boolean; erasedAt: Date | null; createdAt: Date; orderCount: number; spentPaise: number };

export async function listAdminCustomers(db: Database, filter: AdminCustomerFilter): Promise<Schema<'AdminCustomerPage'>> {
  const conditions: SQL[] = [];
  const search = filter.search?.trim();
  if (search) {
    const needle = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(users.name, needle), ilike(users.email, needle), ilike(users.contact, needle))!);
  }
  if (filter.status === 'erased') conditions.push(isNotNull(users.erasedAt));
  if (filter.status === 'deactivated') conditions.push(and(isNull(users.erasedAt), eq(users.isActive, false))!);
  if (filter.status === 'active') conditions.push(and(isNull(users.erasedAt), eq(users.isActive, true))!);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toSummary), total: totals[0]?.total ?? 0, page: filter.page, page_size: filter.pageSize };
}

export function customerStatus(row: Pick<CustomerRow, 'isActive' | 'erasedAt'>): CustomerStatus {
  if (row.erasedAt) return 'erased';
  return row.isActive ? 'active' : 'deactivated';
}

function toSummary(row: CustomerRow): AdminCustomerSummary {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    email: row.email,
    phone: row.phone || null,
    status: customerStatus(row),
    is_staff: row.isStaff,
    created_at: row.createdAt.toISOString(),
    order_count: row.orderCount,
    spent_paise: row.spentPaise,
  };
}

export async function getAdminCustomer(db: Database | Transaction, customerId: number): Promise<AdminCustomer> {
  if (!isPossibleId(customerId)) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, customerId));
  if (!row) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  const [addressRows, orderRows, reviewRows] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, customerId)).orderBy(asc(addresses.id)),
    db
      .select({
        order: orders,
        itemCount,
      })
      .from(orders)
      .where(eq(orders.userId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
    customerReviews(db, customerId),
  ]);
  return {
    ...toSummary(row),
    erased_at: row.erasedAt?.toISOString() ?? null,
    addresses: addressRows.map(toAddress),
    orders: orderRows.map(({ order, itemCount }) => ({
      id: order.id,
      created_at: order.createdAt.toISOString(),
      total_paise: order.totalPaise,
      item_count: itemCount,
      payment_status: order.paymentStatus,
      delivery_status: order.deliveryStatus,
    })),
    reviews: reviewRows,
  };
}

export function toAddress(address: typeof addresses.$inferSelect): Schema<'AdminCustomerAddress'> {
  return {
    id: address.id,
    full_name: address.fullName,
    phone: address.phone,
    address: address.address,
    address_line2: address.addressLine2 ?? '',
    city: address.city,
    state: address.state,
    zip_code: address.zipCode,
  };
}

export async function customerReviews(db: Database | Transaction, customerId: number): Promise<Schema<'AdminCustomerReview'>[]> {
  const rows = await db
    .select({ review: reviews, productTitle: products.title })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, customerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ review, productTitle }) => ({
    id: review.id,
    product: review.productId,
    product_title: productTitle,
    rating: review.rating,
    review_text: review.reviewText,
    status: review.status,
    created_at: review.createdAt.toISOString(),
  }));
}
