/** The customer's single order as its page shows it: the order, its latest delivery problem, its returns and what may still be returned. */
import type { Schema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import type { MessageLanguage } from '../../db/tables/values';
import type { MediaStorage } from '../../media';
import { getCustomerOrder } from '../../orders';
import { returnSettings } from '../../returns';
import { shopNow } from '../../shop-clock';
import { customerDeliveryProblem } from '../delivery-problems/views';
import { offerOf, reshapeOffer } from './offer';
import { customerReturns } from './views';

/** `context.language`: the call's, which the statuses are worded in (English without one). */
export async function shopperOrder(
  db: Database,
  userId: number,
  orderId: number,
  context: { siteUrl: string; storage: Pick<MediaStorage, 'urlOf'>; language?: MessageLanguage },
  now: Date = shopNow(),
): Promise<Schema<'Order'>> {
  const order = await getCustomerOrder(db, userId, orderId, context.siteUrl, context.language);
  const [row] = await db.select({ id: orders.id, deliveryStatus: orders.deliveryStatus }).from(orders).where(eq(orders.id, order.id));
  const settings = await returnSettings(db);
  const [deliveryProblem, returns, offer] = await Promise.all([customerDeliveryProblem(db, order.id), customerReturns(db, order.id, context.storage), offerOf(db, row!, settings)]);
  return { ...order, delivery_problem: deliveryProblem, returns, return_offer: reshapeOffer(offer, settings, now) };
}
