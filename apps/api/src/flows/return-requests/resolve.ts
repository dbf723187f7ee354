/**
 * A received return resolved as the shopper asked. A refund goes through the refunds engine (the provider that
 * took the money, or for cash on delivery the transfer staff made, by its reference), with the return's own key,
 * so asking twice (a double click, two staff) makes one refund; its credit note and mail come with it as with any
 * refund. A replacement is a new order at ₹0 linked to the original, its stock taken now, to pack and ship like any
 * order. The return is then locked, checked and marked in one transaction: of two staff, one wins and the other
 * is told (409 naming `version`). Audited.
 */
import type { Schema } from '@shop/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { isPossibleId, type Database, type Transaction } from '../../db/database';
import { orderItems, orders, orderStatusHistory, productVariants, returns } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { ConflictError, InvalidInputError, NotFoundError, problem } from '../../errors';
import { notify } from '../../notify';
import { lockStockRows } from '../../orders';
import type { PaymentGateway } from '../../payments';
import { startRefund, type RefundContext } from '../../refunds';
import { lockReturn } from './lock';
import { refundDuePaise, returnLinesOf, RETURN_NOT_FOUND } from './views';

const REASON_WORDS = { damaged_in_transit: 'arrived damaged', defective: 'defective', wrong_item: 'wrong item sent', not_as_described: 'not as described', no_longer_needed: 'no longer needed' } as const;

export async function resolveReturn(db: Database, gateway: PaymentGateway, returnId: number, staffId: number, resolution: Schema<'ReturnResolution'>, context: RefundContext): Promise<void> {
  const [row] = isPossibleId(returnId) ? await db.select().from(returns).where(eq(returns.id, returnId)) : [];
  if (!row) throw new NotFoundError(RETURN_NOT_FOUND);
  if (row.resolution === 'replacement') {
    if (resolution.reference !== undefined) throw new InvalidInputError({ reference: [problem('replacement_takes_no_reference', 'A replacement needs no transfer reference.')] }, 'The return cannot be resolved.');
    return inTransaction(db, (tx) => replace(tx, returnId, staffId, resolution.version, context));
  }
  // Checked before the money moves; checked again under the lock once it has.
  await inTransaction(db, (tx) => lockReturn(tx, returnId, resolution.version, 'received', 'refunded'));
  const lines = await returnLinesOf(db, [row.id]);
  const amountPaise = await refundDuePaise(db, row, lines);
  if (amountPaise <= 0) {
    const nothing = problem('return_nothing_received', 'Nothing came back to refund.');
    throw new ConflictError(nothing, { version: [nothing] });
  }
  const units = lines.reduce((total, line) => total + (line.sellable ?? 0) + (line.damaged ?? 0), 0);
  const refund = await startRefund(
    db,
    gateway,
    {
      orderId: row.orderId,
      amountPaise,
      reason: `Return #${row.id}: ${units} ${units === 1 ? 'unit' : 'units'} ${REASON_WORDS[row.reason]}`,
      idempotencyKey: `return-${row.id}`,
      staffId,
      reference: resolution.reference,
    },
    context,
  );
  await inTransaction(db, async (tx) => {
    const locked = await lockReturn(tx, returnId, resolution.version, 'received', 'refunded');
    await tx.update(returns).set({ status: 'refunded', refundId: refund.id, version: locked.version + 1 }).where(eq(returns.id, locked.id));
    await recordAudit(tx, { actorId: staffId, action: 'return.refund', entityType: 'return', entityId: locked.id, before: { status: locked.status }, after: { status: 'refunded', refund_id: refund.id, amount_paise: amountPaise } });
    const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, locked.orderId));
    await notify(tx, { name: 'return_update', news: { orderId: locked.orderId, returnId: locked.id, step: 'refunded' }, siteUrl: context.siteUrl }, { userId: order!.userId });
  });
}

/** The replacement order: the original's address, the units that came back at ₹0, paid, its stock taken now. */
async function replace(tx: Transaction, returnId: number, staffId: number, version: number, context: RefundContext): Promise<void> {
  const row = await lockReturn(tx, returnId, version, 'received', 'replaced');
  const [original] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  const lines = (await returnLinesOf(tx, [row.id])).map((line) => ({ ...line, units: (line.sellable ?? 0) + (line.damaged ?? 0) })).filter((line) => line.units > 0);
  if (lines.length === 0) {
    const nothing = problem('return_nothing_received', 'Nothing came back to replace.');
    throw new ConflictError(nothing, { version: [nothing] });
  }
  // A return holds catalogue lines only (the offer never lists a quotation's service line), so each has its variant.
  const items = (await tx.select().from(orderItems).where(inArray(orderItems.id, lines.map((line) => line.orderItemId))).orderBy(asc(orderItems.id))).flatMap((item) =>
    item.productId === null || item.variantId === null ? [] : [{ ...item, productId: item.productId, variantId: item.variantId }],
  );
  await lockStockRows(tx, items.map((item) => item.variantId));
  const stock = await tx.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.id, items.map((item) => item.variantId)));
  const short = items.filter((item) => (stock.find((each) => each.id === item.variantId)?.stock ?? 0) < lines.find((line) => line.orderItemId === item.id)!.units);
  if (short.length > 0) {
    const message = `Not enough in stock to replace ${short.map((item) => item.productName).join(', ')}: restock it first, or refund instead.`;
    const shortage = problem('replacement_out_of_stock', message);
    throw new ConflictError(shortage, { version: [shortage] });
  }
  const { id: _id, createdAt: _created, updatedAt: _updated, version: _version, ...address } = original!;
  const [made] = await tx
    .insert(orders)
    .values({
      userId: address.userId,
      addressId: address.addressId,
      shipFullName: address.shipFullName,
      shipPhone: address.shipPhone,
      shipAddress: address.shipAddress,
      shipAddressLine2: address.shipAddressLine2,
      shipCity: address.shipCity,
      shipState: address.shipState,
      shipZipCode: address.shipZipCode,
      buyerGstin: address.buyerGstin,
      buyerBusinessName: address.buyerBusinessName,
      subtotalPaise: 0,
      totalPaise: 0,
      // Nothing to pay: the replacement is owed, so it is ready to pack at once.
      paymentMethod: 'online',
      paymentStatus: 'completed',
      replacesOrderId: original!.id,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    items.map((item) => ({
      orderId: made!.id,
      productId: item.productId,
      variantId: item.variantId,
      productName: item.productName,
      variantLabel: item.variantLabel,
      sku: item.sku,
      productImage: item.productImage,
      unitPricePaise: 0,
      quantity: lines.find((line) => line.orderItemId === item.id)!.units,
      lineTotalPaise: 0,
      hsnCode: item.hsnCode,
      gstRatePercent: item.gstRatePercent,
    })),
  );
  for (const item of items) {
    const units = lines.find((line) => line.orderItemId === item.id)!.units;
    await tx.update(productVariants).set({ stock: sql`${productVariants.stock} - ${units}`, version: sql`${productVariants.version} + 1` }).where(eq(productVariants.id, item.variantId));
  }
  await tx.insert(orderStatusHistory).values({ orderId: made!.id, status: 'pending', detail: `Replacement for return #${row.id} of order #${original!.id}` });
  await tx.update(returns).set({ status: 'replaced', replacementOrderId: made!.id, version: row.version + 1 }).where(eq(returns.id, row.id));
  await recordAudit(tx, { actorId: staffId, action: 'return.replace', entityType: 'return', entityId: row.id, before: { status: row.status }, after: { status: 'replaced', replacement_order_id: made!.id } });
  await notify(tx, { name: 'return_update', news: { orderId: row.orderId, returnId: row.id, step: 'replaced' }, siteUrl: context.siteUrl }, { userId: original!.userId });
}
