/**
 * Provider states of cash on delivery: a customer's order paid on delivery at each step from their
 * confirmation to the cash collected, and the owner's switch. The storefront's pacts use some of them too.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { orders } from '../../../src/db/schema';
import { changeDeliveryStatus } from '../../../src/orders/delivery';
import { deliverySettings, updateDeliverySettings } from '../../../src/shipping/delivery-settings';
import { createProduct, createStaff } from '../../support/fixtures';
import { confirmCodPactOrder, placeCodPactOrder, PACT_SITE } from '../purchase-fixtures';
import { param, type StateHandler } from '../state-support';
import { customer } from './orders';

type Step = 'awaiting' | 'confirmed' | 'shipped' | 'delivered';

/**
 * A cash-on-delivery order of the customer's brought to `step` the way the shop does it; answers its id, the
 * version a move must send, the link's secret, and the total the courier collects.
 */
async function codOrderOf(db: Database, email: string, step: Step, quantity = 2) {
  const owner = await customer(db, email);
  const { order, token } = await placeCodPactOrder(db, owner.id, (await createProduct(db)).id, quantity);
  if (step !== 'awaiting') await confirmCodPactOrder(db, token, order.id);
  if (step === 'shipped' || step === 'delivered') {
    const shipment = { courier: 'Delhivery', trackingNumber: `DLV${order.id}0000`, trackingUrl: `https://www.delhivery.com/track/package/DLV${order.id}0000` };
    await changeDeliveryStatus(db, order.id, { to: 'shipped', shipment }, PACT_SITE);
  }
  if (step === 'delivered') await changeDeliveryStatus(db, order.id, { to: 'delivered' }, PACT_SITE);
  const [row] = await db.select({ version: orders.version, totalPaise: orders.totalPaise }).from(orders).where(eq(orders.id, order.id));
  return { orderId: order.id, orderVersion: row!.version, codToken: token, amountPaise: row!.totalPaise };
}

export function cashOnDeliveryStates(db: Database): Record<string, StateHandler> {
  return {
    'customer {email} has a cash-on-delivery order awaiting confirmation': (params) => codOrderOf(db, param(params, 'email'), 'awaiting'),
    'customer {email} has a confirmed cash-on-delivery order': (params) => codOrderOf(db, param(params, 'email'), 'confirmed'),
    'customer {email} has a shipped cash-on-delivery order': (params) => codOrderOf(db, param(params, 'email'), 'shipped'),
    // One unit: what the courier collected is one product and the fee.
    'customer {email} has a delivered cash-on-delivery order': (params) => codOrderOf(db, param(params, 'email'), 'delivered', 1),

    'the shop has switched cash on delivery off': async () => {
      const owner = await createStaff(db, { email: 'owner@birdshield.example', name: 'Vikram Rao' });
      await updateDeliverySettings(db, { ...(await deliverySettings(db)), codEnabled: false }, owner.id);
      return undefined;
    },
  };
}
