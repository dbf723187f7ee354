/**
 * Cash on delivery's money as the owner follows it: what couriers still have to collect (confirmed orders
 * not yet delivered), what they collected and still owe the shop (oldest delivery first, so the longest
 * owed is chased first), and the remittances recorded, newest first.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { codRemittances, orders } from '../db/schema';

export type CodLedger = Schema<'CodLedger'>;

const REMITTANCES_SHOWN = 50;

/** Confirmed by the customer and not yet delivered (or returned): cash a courier is yet to collect. */
export const TO_COLLECT = and(eq(orders.paymentMethod, 'cash_on_delivery'), eq(orders.codConfirmation, 'confirmed'), eq(orders.paymentStatus, 'to_collect'))!;

/** Collected at the door and not yet paid to the shop by the courier. */
export const OUTSTANDING = and(eq(orders.paymentMethod, 'cash_on_delivery'), isNotNull(orders.codCollectedAt), isNull(orders.codRemittanceId))!;

export async function codLedger(db: Database): Promise<CodLedger> {
  const [toCollect, outstanding, remittances] = await Promise.all([
    db.select({ orders: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint`.mapWith(Number) }).from(orders).where(TO_COLLECT),
    db
      .select({
        id: orders.id,
        total_paise: orders.totalPaise,
        collectedAt: orders.codCollectedAt,
        awb: orders.trackingNumber,
        courier_name: orders.courierName,
        customer_name: orders.shipFullName,
      })
      .from(orders)
      .where(OUTSTANDING)
      .orderBy(asc(orders.codCollectedAt), asc(orders.id)),
    db.select().from(codRemittances).orderBy(desc(codRemittances.remittedOn), desc(codRemittances.id)).limit(REMITTANCES_SHOWN),
  ]);
  const paidFor = remittances.length
    ? await db
        .select({ id: orders.id, remittanceId: orders.codRemittanceId })
        .from(orders)
        .where(inArray(orders.codRemittanceId, remittances.map((remittance) => remittance.id)))
        .orderBy(asc(orders.id))
    : [];
  return {
    to_collect: { orders: toCollect[0]?.orders ?? 0, total_paise: toCollect[0]?.total ?? 0 },
    outstanding: {
      total_paise: outstanding.reduce((total, order) => total + order.total_paise, 0),
      orders: outstanding.map(({ collectedAt, ...order }) => ({ ...order, collected_at: collectedAt!.toISOString() })),
    },
    remittances: remittances.map((remittance) => ({
      id: remittance.id,
      reference: remittance.reference,
      remitted_on: remittance.remittedOn,
      amount_paise: remittance.amountPaise,
      order_ids: paidFor.filter((order) => order.remittanceId === remittance.id).map((order) => order.id),
      recorded_at: remittance.createdAt.toISOString(),
    })),
  };
}
