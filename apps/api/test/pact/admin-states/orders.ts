/** Provider states of the back-office's order pacts: a customer's orders at each step of delivery. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { orders, users } from '../../../src/db/schema';
import { createCustomer, createProduct } from '../../support/fixtures';
import { deliverPactOrder, payPactOrder, placePactOrder, shipPactOrder } from '../purchase-fixtures';
import { param, type StateHandler } from '../state-support';

/** The customer with this address, created if the database has none yet (states of one interaction compose). */
export async function customer(db: Database, email: string) {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return existing ?? createCustomer(db, { email, name: 'Asha Patel', contact: '9876543210' });
}

/** An order of the customer's, placed as the shop places them, then moved by `step`; answers its id and version. */
async function orderOf(db: Database, email: string, step: (db: Database, order: Awaited<ReturnType<typeof placePactOrder>>) => Promise<void>) {
  const owner = await customer(db, email);
  const product = await createProduct(db);
  const order = await placePactOrder(db, owner.id, product.id);
  await step(db, order);
  const [row] = await db.select({ version: orders.version }).from(orders).where(eq(orders.id, order.id));
  return { orderId: order.id, orderVersion: row!.version };
}

export function adminOrderStates(db: Database): Record<string, StateHandler> {
  return {
    // Each returns `orderId` and `orderVersion` (the version a move must send).
    'customer {email} has a paid order awaiting shipment': (params) => orderOf(db, param(params, 'email'), payPactOrder),
    // Also the storefront's: the customer's order detail shows the courier and the Track link.
    'customer {email} has a shipped order': (params) => orderOf(db, param(params, 'email'), shipPactOrder),
    'customer {email} has a delivered order': (params) => orderOf(db, param(params, 'email'), deliverPactOrder),
  };
}
