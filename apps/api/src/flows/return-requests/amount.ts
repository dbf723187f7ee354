/**
 * What a return's refund gives back: each line's units that came back (those asked for, before receipt) at what
 * was paid for them, and, where the shop was at fault, the order's shipping fee, once per order (a second
 * shop-fault return of the same order does not refund it again).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { orders, returns } from '../../db/schema';
import type { ReturnReason } from '../../db/tables/values';
import { isShopFault, paidForUnits, SHOP_FAULT_REASONS } from '../../returns';
import { inArray } from 'drizzle-orm';

export interface PricedLine {
  lineTotalPaise: number;
  discountPaise: number;
  /** The line's share of a survey fee adjusted against the order: not paid for, so not refunded. */
  surveyCreditPaise: number;
  /** The order line's quantity. */
  ordered: number;
  /** Units asked to return. */
  quantity: number;
  sellable: number | null;
  damaged: number | null;
}

export function goodsPaise(lines: readonly PricedLine[]): number {
  return lines.reduce((total, line) => {
    const units = line.sellable === null ? line.quantity : line.sellable + (line.damaged ?? 0);
    return total + paidForUnits({ lineTotalPaise: line.lineTotalPaise, discountPaise: line.discountPaise + line.surveyCreditPaise, quantity: line.ordered }, units);
  }, 0);
}

/** The order's shipping fee, when this return is the first shop-fault one of the order refunded or being refunded. */
export async function shippingDuePaise(db: Database | Transaction, ret: { id: number; orderId: number; reason: ReturnReason }): Promise<number> {
  if (!isShopFault(ret.reason)) return 0;
  const [order] = await db.select({ shippingPaise: orders.shippingPaise }).from(orders).where(eq(orders.id, ret.orderId));
  const [earlier] = await db
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.orderId, ret.orderId), ne(returns.id, ret.id), eq(returns.status, 'refunded'), inArray(returns.reason, [...SHOP_FAULT_REASONS])))
    .limit(1);
  return earlier ? 0 : (order?.shippingPaise ?? 0);
}
