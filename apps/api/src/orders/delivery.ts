/**
 * Moving an order along its delivery: processing, shipped, delivered, or cancelled. Until the shop has
 * a back office, staff do it through a staff-only API call or the command line (scripts/order-status.ts).
 * Every change is written to the order's timeline, which the customer sees.
 */
import { eq } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { orders, orderStatusHistory } from '../db/schema';
import type { DeliveryStatus } from '../db/tables/values';
import { InvalidInputError, NotFoundError } from '../errors';
import { ORDER_NOT_FOUND } from './customer-orders';
import { releaseStock } from './stock';

/** Where an order may go from each status. Delivered and cancelled are final. */
const NEXT: Record<DeliveryStatus, readonly DeliveryStatus[]> = {
  pending: ['processing', 'shipped', 'delivered', 'cancelled'],
  processing: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export async function changeDeliveryStatus(db: Database, orderId: number, status: DeliveryStatus): Promise<{ from: DeliveryStatus; to: DeliveryStatus }> {
  if (!isPossibleId(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ deliveryStatus: orders.deliveryStatus, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const from = order.deliveryStatus;
    if (!NEXT[from].includes(status)) {
      throw new InvalidInputError({ delivery_status: [`An order that is ${from} cannot become ${status}.`] }, 'This change of delivery status is not allowed.');
    }
    // Goods go out only for paid orders; an unpaid one can only be cancelled.
    if (status !== 'cancelled' && order.paymentStatus !== 'completed') {
      throw new InvalidInputError({ delivery_status: [`The order's payment is ${order.paymentStatus}; only paid orders are processed.`] }, 'This order is not paid.');
    }
    await tx.update(orders).set({ deliveryStatus: status }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusHistory).values({ orderId, status });
    // Units of an order cancelled before it left the warehouse go back on sale, unless a failed payment
    // already gave them back. Refunding a paid order is done at the payment provider.
    if (status === 'cancelled' && from !== 'shipped' && order.paymentStatus !== 'failed') await releaseStock(tx, orderId);
    return { from, to: status };
  });
}
