/** Whether an order may go out now, asked before the courier aggregator is: its courier quotes and its booking. */
import { eq } from 'drizzle-orm';
import { assertVersion } from '../audit';
import { isPossibleId, type Database } from '../db/database';
import { orders } from '../db/schema';
import { NotFoundError, ORDER_NOT_FOUND } from '../errors';
import { refuseImpossibleMove } from './delivery';

/**
 * The order, if it may go out now: as changeDeliveryStatus would refuse a move to shipped (unpaid, cash on
 * delivery not confirmed, already shipped), and a stale version when one is sent; 404 for no such order.
 */
export async function orderReadyToShip(db: Database, orderId: number, version?: number): Promise<typeof orders.$inferSelect> {
  const [order] = isPossibleId(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  if (version !== undefined) assertVersion(order.version, version, 'order');
  refuseImpossibleMove(order, 'shipped');
  return order;
}
