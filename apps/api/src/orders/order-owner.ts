/** Whose an order is: the account that placed it, with the name and address it is known by. */
import { eq } from 'drizzle-orm';
import { isPossibleId, type Database, type Transaction } from '../db/database';
import { orders, users } from '../db/schema';

export interface OrderOwner {
  orderId: number;
  userId: number;
  name: string;
  email: string;
}

export async function orderOwner(db: Database | Transaction, orderId: number): Promise<OrderOwner | null> {
  if (!isPossibleId(orderId)) return null;
  const [row] = await db
    .select({ orderId: orders.id, userId: users.id, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}
