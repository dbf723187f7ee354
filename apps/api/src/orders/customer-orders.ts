/** A customer's own orders. Another customer's order does not exist as far as this customer can tell. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { orderItems, orders, orderStatusHistory, payments, refunds } from '../db/schema';
import type { MessageLanguage, PaymentProvider } from '../db/tables/values';
import { NotFoundError, ORDER_NOT_FOUND } from '../errors';
import { reshapeOrder, type OrderView } from './order-view';
import { taxDocumentsOf } from './tax-documents';

/**
 * Newest first, each with its lines, timeline, refunds and tax documents, in six queries whatever the number of orders.
 * `siteUrl` makes the lines' picture URLs absolute (media/image-url.ts); the statuses are worded in `language`.
 */
export async function listCustomerOrders(db: Database, userId: number, siteUrl: string, language: MessageLanguage = 'en'): Promise<OrderView[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return withLinesAndHistory(db, rows, siteUrl, language);
}

export async function getCustomerOrder(db: Database, userId: number, orderId: number, siteUrl: string, language: MessageLanguage = 'en'): Promise<OrderView> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (rows.length === 0) throw new NotFoundError(ORDER_NOT_FOUND);
  return (await withLinesAndHistory(db, rows, siteUrl, language))[0]!;
}

async function withLinesAndHistory(db: Database, rows: (typeof orders.$inferSelect)[], siteUrl: string, language: MessageLanguage): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, history, refundRows, attempts, documents] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.id)),
    db.select({ orderId: payments.orderId, provider: payments.provider, status: payments.status }).from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
    taxDocumentsOf(db, ids),
  ]);
  return rows.map((row) =>
    reshapeOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      history.filter((entry) => entry.orderId === row.id),
      siteUrl,
      refundRows.filter((refund) => refund.orderId === row.id),
      paymentProviderOf(attempts.filter((attempt) => attempt.orderId === row.id)),
      documents.get(row.id),
      language,
    ),
  );
}

/** The provider that took the money (the captured attempt), else the one the order's payment was opened with. */
function paymentProviderOf(attempts: { provider: PaymentProvider; status: string }[]): PaymentProvider | null {
  return (attempts.find((attempt) => attempt.status === 'captured') ?? attempts[0])?.provider ?? null;
}
