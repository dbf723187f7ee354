/**
 * What of a delivered order may still be returned: each line's delivered units less those already asked for by a
 * return that was not rejected, and whether any reason will do (a non-returnable product or category takes only
 * the shop's fault), until the window closes. The request checks against this, and the order page offers it.
 */
import type { Schema } from '@shop/contracts';
import { and, asc, desc, eq, ne, sum } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { orderItems, orders, orderStatusHistory, products, returnLines, returns } from '../../db/schema';
import { returnableForAnyReason, SHOP_FAULT_REASONS, windowClosesAt, type ReturnSettings } from '../../returns';

interface OfferLine {
  orderItemId: number;
  productName: string;
  variantId: number;
  delivered: number;
  returnable: number;
  anyReason: boolean;
}

export interface Offer {
  deliveredAt: Date | null;
  openUntil: Date | null;
  lines: OfferLine[];
}

/** The order's lines and what of each may still be returned; `openUntil` null when not delivered. */
export async function offerOf(db: Database | Transaction, order: Pick<typeof orders.$inferSelect, 'id' | 'deliveryStatus'>, settings: ReturnSettings): Promise<Offer> {
  const [delivered] =
    order.deliveryStatus === 'delivered'
      ? await db
          .select({ at: orderStatusHistory.at })
          .from(orderStatusHistory)
          .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'delivered')))
          .orderBy(desc(orderStatusHistory.at))
          .limit(1)
      : [];
  const items = await db
    .select({ id: orderItems.id, productName: orderItems.productName, variantId: orderItems.variantId, quantity: orderItems.quantity, productId: orderItems.productId, categoryId: products.categoryId })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id))
    // Joined to its product, so a quotation's service line (no product, nothing to send back) is not offered.
    .then((rows) => rows.flatMap((row) => (row.productId === null || row.variantId === null ? [] : [{ ...row, productId: row.productId, variantId: row.variantId }])));
  const asked = await db
    .select({ orderItemId: returnLines.orderItemId, units: sum(returnLines.quantity).mapWith(Number) })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, order.id), ne(returns.status, 'rejected')))
    .groupBy(returnLines.orderItemId);
  const askedOf = new Map(asked.map((row) => [row.orderItemId, row.units]));
  return {
    deliveredAt: delivered?.at ?? null,
    openUntil: delivered ? windowClosesAt(delivered.at, settings.windowDays) : null,
    lines: items.map((item) => ({
      orderItemId: item.id,
      productName: item.productName,
      variantId: item.variantId,
      delivered: item.quantity,
      returnable: Math.max(0, item.quantity - (askedOf.get(item.id) ?? 0)),
      anyReason: returnableForAnyReason(settings, item),
    })),
  };
}

/** The order page's offer: null when nothing may be returned now. */
export function reshapeOffer(offer: Offer, settings: ReturnSettings, now: Date): Schema<'ReturnOffer'> | null {
  if (!offer.openUntil || offer.openUntil < now || offer.lines.every((line) => line.returnable === 0)) return null;
  return {
    open_until: offer.openUntil.toISOString(),
    lines: offer.lines.map((line) => ({ order_item_id: line.orderItemId, product_name: line.productName, returnable_quantity: line.returnable, any_reason: line.anyReason })),
    replacement_reasons: settings.replacementReasons,
    shop_fault_reasons: [...SHOP_FAULT_REASONS],
  };
}
