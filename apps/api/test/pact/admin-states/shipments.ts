/**
 * Provider states of the back-office's courier pacts: an order booked with the courier aggregator, and a
 * tracking update for an AWB the shop does not know. Both go through the shop's own code: the booking through
 * bookShipment with the running API's carrier, the update through the webhook's recording once the carrier has
 * read it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/database';
import { orders, shipments, users } from '../../../src/db/schema';
import { bookShipment } from '../../../src/flows/book-shipment';
import { applyTrackingUpdate } from '../../../src/flows/track-shipment/apply-update';
import { recordTrackingWebhook } from '../../../src/flows/track-shipment/webhook';
import { reattemptDays } from '../../../src/shipping';
import { testConfig } from '../../support/app';
import { createCustomer, createProduct, createStaff } from '../../support/fixtures';
import { payPactOrder, placePactOrder } from '../purchase-fixtures';
import { param, type StateContext, type StateHandler } from '../state-support';

const config = testConfig();
const quiet = { info() {}, warn() {}, error() {} };

async function customer(db: Database, email: string) {
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return existing ?? createCustomer(db, { email, name: 'Asha Patel', contact: '9876543210' });
}

export function adminShipmentStates(db: Database, context: StateContext): Record<string, StateHandler> {
  const handlers: Record<string, StateHandler> = {
    // Returns `orderId`: a paid order booked by a packer, so shipped, with its label at the aggregator.
    'customer {email} has an order booked with the courier aggregator': async (params) => {
      const owner = await customer(db, param(params, 'email'));
      const order = await placePactOrder(db, owner.id, (await createProduct(db)).id);
      await payPactOrder(db, order);
      const [paid] = await db.select({ version: orders.version }).from(orders).where(eq(orders.id, order.id));
      const packer = await createStaff(db, { staffRole: 'staff' });
      await bookShipment(db, context.carrier, order.id, { version: paid!.version }, {
        pickupPincode: config.pickupPincode,
        courierChoice: config.courierChoice,
        siteUrl: config.siteUrl,
        seller: config.seller,
        staffId: packer.id,
      });
      return { orderId: order.id };
    },
    // Also the storefront's: returns `orderId` of a booked order whose courier found nobody home an hour ago, and
    // `reattemptDate`, a day a new attempt may be asked for (tomorrow in India).
    'customer {email} has an order the courier could not deliver': async (params) => {
      const { orderId } = (await handlers['customer {email} has an order booked with the courier aggregator']!(params)) as { orderId: number };
      const [{ awb }] = (await db.select({ awb: shipments.awb }).from(shipments).where(eq(shipments.orderId, orderId))) as [{ awb: string }];
      const at = new Date(Date.now() - 3600_000);
      const scan = { step: 'delivery_failed' as const, detail: 'Consignee not available', at, key: `${awb}:failed:1` };
      await applyTrackingUpdate(db, context.carrier.name, { awb, courierStatus: 'UNDELIVERED', scans: [scan] }, { siteUrl: config.siteUrl, seller: config.seller });
      return { orderId, reattemptDate: reattemptDays(new Date()).earliest };
    },
    'the courier aggregator sent a tracking update for an AWB the shop does not know': async (params) => {
      const awb = param(params, 'awb');
      const scan = { step: 'in_transit' as const, detail: 'Arrived at hub, Nagpur', at: new Date('2026-11-20T09:30:00Z'), key: `${awb}:in_transit:1` };
      const body = JSON.stringify({ awb, current_status: 'IN TRANSIT', scans: [{ status: 'IN TRANSIT', location: 'Nagpur', date: scan.at.toISOString() }] });
      await recordTrackingWebhook(db, context.carrier.name, body, { update: { awb, courierStatus: 'IN TRANSIT', scans: [scan] } }, { siteUrl: config.siteUrl, seller: config.seller, logger: quiet });
      return undefined;
    },
  };
  return handlers;
}
