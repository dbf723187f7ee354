/**
 * The back-office's landing figures, in India's calendar (UTC+05:30 all year): paid orders and their
 * revenue today, this month and per day for the last 30 days; orders waiting to ship; cash on delivery's
 * money with the couriers; reviews waiting for moderation; unanswered messages; open and overdue complaints; requests for quotation not yet priced; products low on stock. An
 * order counts as paid once its payment came in (a cash-on-delivery one once the courier collected it),
 * refunds or not; its revenue is its total less what was refunded, counted on the day it was placed.
 * It waits to ship while it is not sent yet and may go out (delivery.ts's rule): paid, possibly in part given back,
 * or cash on delivery confirmed; an order refunded in full has nothing left to send.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, products, productVariants, reviews } from '../db/schema';
import { MAY_GO_OUT, OUTSTANDING, TO_COLLECT } from '../orders';
import { isPaidOrder, netPaidPaise } from '../refunds';
import { complaintCounts } from '../complaints';
import { requestedQuoteCount } from '../quotes';
import { shopNow } from '../shop-clock';
import { lowStockThreshold } from './low-stock';
import { unreadMessageCount } from './unread-messages';
import { indianDate } from '../kernel';

const REVENUE_DAYS = 30;
const LOW_STOCK_SHOWN = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
/** The order's day in India, as YYYY-MM-DD, computed in the database the same way on both drivers. */
/** The orders' totals in paise: a month's pass 2^31, so summed as bigint and read as a number (below 2^53). */
const paiseOf = sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint`.mapWith(Number);
const indianDay = sql<string>`to_char((${orders.createdAt} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`;

export async function dashboardFigures(db: Database, now: Date = new Date()): Promise<Schema<'AdminDashboard'>> {
  const today = indianDate(now);
  const days = Array.from({ length: REVENUE_DAYS }, (_, index) => indianDate(new Date(startOfIndianDay(today).getTime() - (REVENUE_DAYS - 1 - index) * DAY_MS)));
  const monthStart = `${today.slice(0, 8)}01`;
  const since = startOfIndianDay(days[0]! < monthStart ? days[0]! : monthStart);
  const paid = isPaidOrder('"orders"');

  const [perDay, waiting, toCollect, outstanding, awaitingConfirmation, pendingReviews, unread, threshold, complaints, quotesRequested] = await Promise.all([
    db
      .select({ day: indianDay, orders: count(), revenue: sql<number>`coalesce(sum(${netPaidPaise('"orders"')}), 0)::bigint`.mapWith(Number) })
      .from(orders)
      .where(and(paid, gte(orders.createdAt, since)))
      .groupBy(indianDay),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(MAY_GO_OUT, inArray(orders.deliveryStatus, ['pending', 'processing']))),
    db.select({ paise: paiseOf }).from(orders).where(TO_COLLECT),
    db.select({ n: count(), paise: paiseOf }).from(orders).where(OUTSTANDING),
    db.select({ n: count() }).from(orders).where(eq(orders.codConfirmation, 'awaiting')),
    db.select({ n: count() }).from(reviews).where(eq(reviews.status, 'pending')),
    unreadMessageCount(db),
    lowStockThreshold(db),
    complaintCounts(db, shopNow()),
    requestedQuoteCount(db),
  ]);
  // Per variant: a product whose pack of 10 is plentiful can still be out of its pack of 50.
  const low = await db
    .select({ id: products.id, title: products.title, variant: productVariants.id, variant_label: productVariants.label, sku: productVariants.sku, stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.isRetired, false), lte(productVariants.stock, threshold.threshold)))
    .orderBy(asc(productVariants.stock), asc(products.title), asc(productVariants.position))
    .limit(LOW_STOCK_SHOWN);

  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const sumFrom = (first: string) => {
    const rows = perDay.filter((row) => row.day >= first && row.day <= today);
    return { orders: rows.reduce((n, row) => n + row.orders, 0), revenue_paise: rows.reduce((n, row) => n + row.revenue, 0) };
  };
  return {
    today: sumFrom(today),
    month: sumFrom(monthStart),
    cash_on_delivery: {
      to_collect_paise: toCollect[0]?.paise ?? 0,
      outstanding_paise: outstanding[0]?.paise ?? 0,
      outstanding_orders: outstanding[0]?.n ?? 0,
      awaiting_confirmation: awaitingConfirmation[0]?.n ?? 0,
    },
    awaiting_shipment: waiting[0]?.n ?? 0,
    pending_reviews: pendingReviews[0]?.n ?? 0,
    unread_messages: unread,
    open_complaints: complaints.open,
    overdue_complaints: complaints.overdue,
    quotes_requested: quotesRequested,
    low_stock: { threshold: threshold.threshold, version: threshold.version, products: low },
    revenue_by_day: days.map((date) => ({ date, orders: byDay.get(date)?.orders ?? 0, revenue_paise: byDay.get(date)?.revenue ?? 0 })),
  };
}
