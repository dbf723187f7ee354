/**
 * How much stock one customer may hold without paying. An unpaid order reserves its units until it is
 * paid or expires, so without a cap one account could keep the whole catalogue out of stock for
 * everyone else, again and again. The hold lasts about as long as a Razorpay Checkout session. A
 * cash-on-delivery order waiting for its customer's confirmation holds its units the same way, so it
 * counts too.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { InvalidInputError } from '../errors';

export interface UnpaidOrderLimits {
  /** Minutes an unpaid order keeps its stock before it is expired and the stock goes back on sale. */
  holdMinutes: number;
  /** Unpaid orders one customer may have open at once. */
  ordersPerCustomer: number;
  /** Units one customer's unpaid orders may reserve together, the new order's included. */
  unitsPerCustomer: number;
}

export const DEFAULT_UNPAID_ORDER_LIMITS: UnpaidOrderLimits = { holdMinutes: 30, ordersPerCustomer: 3, unitsPerCustomer: 100 };

/**
 * Refuses a new order that would take the customer past either cap. Runs inside the checkout's
 * per-customer lock, so two checkouts at once cannot both slip under it.
 */
export async function assertWithinUnpaidLimits(tx: Transaction, userId: number, newUnits: number, limits: UnpaidOrderLimits): Promise<void> {
  const [open] = await tx
    .select({
      orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), or(eq(orders.paymentStatus, 'pending'), eq(orders.codConfirmation, 'awaiting')), ne(orders.deliveryStatus, 'cancelled')));
  const { orders: openOrders, units: heldUnits } = open ?? { orders: 0, units: 0 };
  const holdWords = `Unpaid orders are released ${limits.holdMinutes} minutes after they were placed; cash-on-delivery orders when their time to confirm ends.`;
  if (openOrders >= limits.ordersPerCustomer) {
    throw new InvalidInputError(
      { items: [`You already have ${openOrders} unpaid orders. Pay for or confirm one of them (My orders), or wait until they expire. ${holdWords}`] },
      `At most ${limits.ordersPerCustomer} unpaid orders may be open at once.`,
    );
  }
  if (heldUnits + newUnits > limits.unitsPerCustomer) {
    const left = Math.max(0, limits.unitsPerCustomer - heldUnits);
    throw new InvalidInputError(
      {
        items: [
          heldUnits > 0
            ? `Your unpaid orders already hold ${heldUnits} items; at most ${limits.unitsPerCustomer} may be held at once, so this order can have ${left} more. Pay for or confirm your open orders first, or wait until they expire. ${holdWords}`
            : `One order can hold at most ${limits.unitsPerCustomer} items until it is paid. For a larger quantity, please contact us.`,
        ],
      },
      `At most ${limits.unitsPerCustomer} items may be held in unpaid orders at once.`,
    );
  }
}
