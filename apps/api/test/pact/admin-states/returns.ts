/**
 * Provider states of the return pacts, the storefront's and the back-office's: a delivered order a customer may
 * return from, and a return at each step, each made through the shop's own flows (the request, the decision, the
 * receipt). Each returns the ids the consumer asks for with `fromProviderState`.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { orderItems, returns, users } from '../../../src/db/schema';
import { decideReturn } from '../../../src/flows/return-requests/decide';
import { receiveReturn } from '../../../src/flows/return-requests/receive';
import { requestReturn } from '../../../src/flows/return-requests/request';
import { createCustomer, createProduct, createStaff } from '../../support/fixtures';
import { deliverPactOrder, placePactOrder } from '../purchase-fixtures';
import { param, type StateHandler } from '../state-support';

const SITE = { siteUrl: 'https://shop.example' };

async function customer(db: Database, email: string) {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return existing ?? createCustomer(db, { email, name: 'Asha Patel', contact: '9876543210' });
}

export function returnStates(db: Database): Record<string, StateHandler> {
  /** A paid order of two units, delivered just now: `orderId` and its line's `orderItemId`. */
  async function delivered(email: string) {
    const owner = await customer(db, email);
    const order = await placePactOrder(db, owner.id, (await createProduct(db)).id);
    await deliverPactOrder(db, order);
    const [line] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    return { ownerId: owner.id, orderId: order.id, orderItemId: line!.id };
  }
  /** One unit of it asked back, no longer needed, as a refund: adds `returnId`. */
  async function requested(email: string) {
    const made = await delivered(email);
    const returnId = await requestReturn(db, made.ownerId, made.orderId, { lines: [{ order_item_id: made.orderItemId, quantity: 1 }], reason: 'no_longer_needed', resolution: 'refund', photo_ids: [] }, SITE);
    return { ...made, returnId };
  }
  async function approved(email: string) {
    const made = await requested(email);
    const staff = await createStaff(db, { staffRole: 'staff', email: 'kiran.das@birdshield.example' }).catch(() => createStaff(db, { staffRole: 'staff' }));
    await decideReturn(db, made.returnId, staff.id, { version: 1, decision: 'approve', pickup: 'self' }, SITE);
    return { ...made, staffId: staff.id };
  }
  const versionOf = async (returnId: number) => (await db.select({ version: returns.version }).from(returns).where(eq(returns.id, returnId)))[0]!.version;

  return {
    'customer {email} has a delivered order to return from': async (params) => {
      const { orderId, orderItemId } = await delivered(param(params, 'email'));
      return { orderId, orderItemId };
    },
    'customer {email} asked to return part of an order': async (params) => {
      const { orderId, orderItemId, returnId } = await requested(param(params, 'email'));
      return { orderId, orderItemId, returnId, version: await versionOf(returnId) };
    },
    'customer {email} has an approved return': async (params) => {
      const { orderItemId, returnId } = await approved(param(params, 'email'));
      return { orderItemId, returnId, version: await versionOf(returnId) };
    },
    'customer {email} has a return received and checked': async (params) => {
      const { orderItemId, returnId, staffId } = await approved(param(params, 'email'));
      await receiveReturn(db, returnId, staffId, { version: await versionOf(returnId), quality: 'passed', lines: [{ order_item_id: orderItemId, sellable: 1, damaged: 0 }] }, SITE);
      return { returnId, version: await versionOf(returnId) };
    },
  };
}
