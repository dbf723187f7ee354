/**
 * Delivery problems as the customer's order and the back-office show them: the order's latest, and staff's list
 * with the order, the customer, the parcel and where the answer stands with the courier.
 */
import type { Schema } from '@shop/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deliveryProblems, orders, shipments, users } from '../../db/schema';
import type { DeliveryProblemStatus } from '../../db/tables/values';
import { latestDeliveryProblem, reshapeDeliveryProblem, type DeliveryProblemRow } from '../../shipping';
import { shopNow } from '../../shop-clock';

type AdminDeliveryProblem = Schema<'AdminDeliveryProblem'>;

/** The order's latest delivery problem for its customer; null when it has none. */
export async function customerDeliveryProblem(db: Database, orderId: number, now: Date = shopNow()): Promise<Schema<'DeliveryProblem'> | null> {
  const row = await latestDeliveryProblem(db, orderId);
  return row ? reshapeDeliveryProblem(row, now) : null;
}

const listed = {
  problem: deliveryProblems,
  customerName: users.name,
  city: orders.shipCity,
  paymentMethod: orders.paymentMethod,
  courierName: shipments.courierName,
  awb: shipments.awb,
};

function listedQuery(db: Database) {
  return db
    .select(listed)
    .from(deliveryProblems)
    .innerJoin(orders, eq(orders.id, deliveryProblems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(shipments, eq(shipments.id, deliveryProblems.shipmentId));
}

type ListedRow = { problem: DeliveryProblemRow; customerName: string; city: string; paymentMethod: AdminDeliveryProblem['payment_method']; courierName: string | null; awb: string | null };

function reshapeAdmin(row: ListedRow, now: Date): AdminDeliveryProblem {
  return {
    ...reshapeDeliveryProblem(row.problem, now),
    order_id: row.problem.orderId,
    customer_name: row.customerName,
    city: row.city,
    payment_method: row.paymentMethod,
    courier_name: row.courierName,
    awb: row.awb,
    carrier_status: row.problem.carrierStatus,
    carrier_error: row.problem.carrierError,
  };
}

export async function adminDeliveryProblem(db: Database, problemId: number, now: Date = shopNow()): Promise<AdminDeliveryProblem> {
  const [row] = await listedQuery(db).where(eq(deliveryProblems.id, problemId));
  return reshapeAdmin(row!, now);
}

/** The order's latest problem for its page in the back-office; null when it has none. */
export async function adminDeliveryProblemOfOrder(db: Database, orderId: number, now: Date = shopNow()): Promise<AdminDeliveryProblem | null> {
  const [row] = await listedQuery(db).where(eq(deliveryProblems.orderId, orderId)).orderBy(desc(deliveryProblems.id)).limit(1);
  return row ? reshapeAdmin(row, now) : null;
}

/** Open ones soonest deadline first (the next to act on); answered and expired ones newest first. */
export async function listDeliveryProblems(
  db: Database,
  { status, page, pageSize }: { status: DeliveryProblemStatus; page: number; pageSize: number },
  now: Date = shopNow(),
): Promise<Schema<'AdminDeliveryProblemPage'>> {
  const order = status === 'open' ? [asc(deliveryProblems.answerBy), asc(deliveryProblems.id)] : [desc(deliveryProblems.reportedAt), desc(deliveryProblems.id)];
  const [rows, counted] = await Promise.all([
    listedQuery(db)
      .where(eq(deliveryProblems.status, status))
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ status: deliveryProblems.status, n: count() }).from(deliveryProblems).groupBy(deliveryProblems.status),
  ]);
  const counts = { open: 0, answered: 0, expired: 0 };
  for (const { status: each, n } of counted) counts[each] = n;
  return { items: rows.map((row) => reshapeAdmin(row, now)), total: counts[status], page, page_size: pageSize, counts };
}

/** The dashboard's figure: problems waiting for an answer. */
export async function openDeliveryProblems(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deliveryProblems).where(eq(deliveryProblems.status, 'open'));
  return row?.n ?? 0;
}
