/**
 * What the staff's figures count as paid and as revenue, in one place: an order whose money came in
 * stays paid when part or all of it is given back (it keeps its invoice), and what it brought in is its
 * total less the refunds the provider has processed. The dashboard and the customers' totals both use
 * these; the accountant's register shows the same as an invoice and its credit notes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PAID_PAYMENT_STATUSES } from '../db/tables/values';

const paidList = PAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', ');

/** True for an order whose payment came in, refunded or not; `order` names the orders row (table or alias). */
export function isPaidOrder(order: string): SQL<boolean> {
  return sql<boolean>`${sql.raw(`${order}.payment_status in (${paidList})`)}`;
}

/** An order's total less its processed refunds, in paise; `order` names the orders row (table or alias). */
export function netPaidPaise(order: string): SQL<number> {
  return sql<number>`${sql.raw(`(${order}.total_paise - coalesce((select sum(r.amount_paise) from refunds r where r.order_id = ${order}.id and r.status = 'processed'), 0))::bigint`)}`.mapWith(Number);
}
