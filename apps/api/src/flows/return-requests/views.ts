/**
 * Returns as the customer's order page and the back-office show them: lines with what came back, photos, the
 * pickup, the decision, the quality check and the resolution; staff's also with the order, the customer and what a
 * refund would give back.
 */
import type { Schema } from '@shop/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { creditNotes, orderItems, orders, refunds, returnLines, returns, users } from '../../db/schema';
import type { ReturnStatus } from '../../db/tables/values';
import { NotFoundError, problem } from '../../errors';
import type { MediaStorage } from '../../media';
import { isShopFault, photosOfReturns, photoView } from '../../returns';
import { goodsPaise, shippingDuePaise, type PricedLine } from './amount';

type ReturnRow = typeof returns.$inferSelect;
type ReturnView = Schema<'Return'>;
type AdminReturnView = Schema<'AdminReturn'>;

export const RETURN_NOT_FOUND = problem('return_not_found', 'Return not found.');

async function linesOf(db: Database | Transaction, returnIds: readonly number[]) {
  if (returnIds.length === 0) return [];
  return db
    .select({
      returnId: returnLines.returnId,
      orderItemId: returnLines.orderItemId,
      productName: orderItems.productName,
      quantity: returnLines.quantity,
      sellable: returnLines.sellable,
      damaged: returnLines.damaged,
      lineTotalPaise: orderItems.lineTotalPaise,
      discountPaise: orderItems.discountPaise,
      surveyCreditPaise: orderItems.surveyCreditPaise,
      ordered: orderItems.quantity,
      variantId: orderItems.variantId,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.returnId, [...returnIds]))
    .orderBy(asc(returnLines.orderItemId));
}

export { linesOf as returnLinesOf };

async function refundsOf(db: Database | Transaction, rows: readonly ReturnRow[]) {
  const ids = rows.map((row) => row.refundId).filter((id): id is number => id !== null);
  if (ids.length === 0) return new Map<number, { amountPaise: number; status: 'pending' | 'processed' | 'failed'; creditNote: string | null }>();
  const found = await db
    .select({ id: refunds.id, amountPaise: refunds.amountPaise, status: refunds.status, creditNote: creditNotes.number })
    .from(refunds)
    .leftJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
    .where(inArray(refunds.id, ids));
  return new Map(found.map((refund) => [refund.id, { amountPaise: refund.amountPaise, status: refund.status, creditNote: refund.creditNote }]));
}

async function reshapeAll(db: Database | Transaction, rows: readonly ReturnRow[], storage: Pick<MediaStorage, 'urlOf'>): Promise<ReturnView[]> {
  const ids = rows.map((row) => row.id);
  const [lines, photos, refundOf] = await Promise.all([linesOf(db, ids), photosOfReturns(db, ids), refundsOf(db, rows)]);
  return rows.map((row) => {
    const refund = row.refundId === null ? undefined : refundOf.get(row.refundId);
    return {
      id: row.id,
      status: row.status,
      reason: row.reason,
      resolution: row.resolution,
      note: row.note,
      lines: lines
        .filter((line) => line.returnId === row.id)
        .map((line) => ({ order_item_id: line.orderItemId, product_name: line.productName, quantity: line.quantity, sellable: line.sellable, damaged: line.damaged })),
      photos: photos.filter((photo) => photo.returnId === row.id).map((photo) => photoView(photo, storage)),
      requested_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
      decision_reason: row.decisionReason,
      pickup:
        row.pickupMethod === null
          ? null
          : {
              method: row.pickupMethod,
              status: row.pickupStatus,
              courier_name: row.courierName,
              awb: row.awb,
              pickup_date: row.pickupDate,
              picked_up_at: row.pickedUpAt?.toISOString() ?? null,
              arrived_at: row.arrivedAt?.toISOString() ?? null,
            },
      received_at: row.receivedAt?.toISOString() ?? null,
      quality_note: row.qualityNote,
      refund: refund ? { amount_paise: refund.amountPaise, status: refund.status, credit_note_number: refund.creditNote } : null,
      replacement_order_id: row.replacementOrderId,
    };
  });
}

/** The order's returns, oldest first, for its customer. */
export async function customerReturns(db: Database, orderId: number, storage: Pick<MediaStorage, 'urlOf'>): Promise<ReturnView[]> {
  const rows = await db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));
  return reshapeAll(db, rows, storage);
}

/** What a refund of this return gives back now. */
export async function refundDuePaise(db: Database | Transaction, row: ReturnRow, lines: readonly PricedLine[]): Promise<number> {
  return goodsPaise(lines) + (await shippingDuePaise(db, row));
}

const adminSelection = { ret: returns, customerName: users.name, paymentMethod: orders.paymentMethod };

async function reshapeAdmin(db: Database | Transaction, found: { ret: ReturnRow; customerName: string; paymentMethod: AdminReturnView['payment_method'] }[], storage: Pick<MediaStorage, 'urlOf'>) {
  const views = await reshapeAll(db, found.map((row) => row.ret), storage);
  const lines = await linesOf(db, found.map((row) => row.ret.id));
  return Promise.all(
    found.map(async ({ ret, customerName, paymentMethod }, index) => ({
      ...views[index]!,
      version: ret.version,
      order_id: ret.orderId,
      customer_name: customerName,
      payment_method: paymentMethod,
      pickup_error: ret.pickupError,
      refund_paise: await refundDuePaise(db, ret, lines.filter((line) => line.returnId === ret.id)),
      shop_at_fault: isShopFault(ret.reason),
    })),
  );
}

function adminQuery(db: Database | Transaction) {
  return db.select(adminSelection).from(returns).innerJoin(orders, eq(orders.id, returns.orderId)).innerJoin(users, eq(users.id, orders.userId));
}

export async function adminReturn(db: Database | Transaction, returnId: number, storage: Pick<MediaStorage, 'urlOf'>): Promise<AdminReturnView> {
  const found = await adminQuery(db).where(eq(returns.id, returnId));
  if (found.length === 0) throw new NotFoundError(RETURN_NOT_FOUND);
  return (await reshapeAdmin(db, found, storage))[0]!;
}

export async function adminReturnsOfOrder(db: Database, orderId: number, storage: Pick<MediaStorage, 'urlOf'>): Promise<AdminReturnView[]> {
  return reshapeAdmin(db, await adminQuery(db).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id)), storage);
}

/** Requested ones oldest first (the next to decide); the others newest first. */
export async function listReturns(
  db: Database,
  { status, page, pageSize }: { status: ReturnStatus; page: number; pageSize: number },
  storage: Pick<MediaStorage, 'urlOf'>,
): Promise<Schema<'AdminReturnPage'>> {
  const order = status === 'requested' ? [asc(returns.createdAt), asc(returns.id)] : [desc(returns.createdAt), desc(returns.id)];
  const [rows, counted] = await Promise.all([
    adminQuery(db)
      .where(eq(returns.status, status))
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ status: returns.status, n: count() }).from(returns).groupBy(returns.status),
  ]);
  const counts = { requested: 0, approved: 0, rejected: 0, received: 0, quality_failed: 0, refunded: 0, replaced: 0 };
  for (const { status: each, n } of counted) counts[each] = n;
  return { items: await reshapeAdmin(db, rows, storage), total: counts[status], page, page_size: pageSize, counts };
}

/** The dashboard's figures: requests to decide, and approved returns still to come back. */
export async function returnFigures(db: Database): Promise<{ returns_requested: number; returns_to_receive: number }> {
  const counted = await db.select({ status: returns.status, n: count() }).from(returns).where(inArray(returns.status, ['requested', 'approved'])).groupBy(returns.status);
  return {
    returns_requested: counted.find((row) => row.status === 'requested')?.n ?? 0,
    returns_to_receive: counted.find((row) => row.status === 'approved')?.n ?? 0,
  };
}
