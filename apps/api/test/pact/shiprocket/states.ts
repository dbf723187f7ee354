/**
 * Provider states of the Shiprocket pact, set up on the fake Shiprocket the verifier has just reset. Each
 * returns the values the consumer asked for with `fromProviderState`: the token of a login, the id of a
 * shipment the fake made.
 */
import type { FakeCourier, FakeShiprocket } from '../../support/fake-shiprocket';
import { param, type StateHandler } from '../state-support';

const DELIVERY_PINCODE = '560001';

const courier = (id: number): FakeCourier => ({ courier_company_id: id, courier_name: 'Delhivery Surface', rate: 72.5, estimated_delivery_days: '4', etd: 'Dec 03, 2026', cod: 1 });

export function shiprocketStateHandlers(fake: FakeShiprocket): Record<string, StateHandler> {
  /** Order `orderId` as the shop's custom order would make it, to the pincode couriers serve. */
  const order = (orderId: string) => fake.placeOrder({ order_id: orderId, billing_pincode: DELIVERY_PINCODE, billing_customer_name: 'Asha Patel', payment_method: 'COD', weight: 1.2 });
  /** A return order as orders/create/return would make it, picked up from the pincode couriers serve. */
  const returnOrder = (orderId: string) =>
    Object.assign(fake.placeOrder({ order_id: orderId, billing_pincode: DELIVERY_PINCODE, pickup_pincode: DELIVERY_PINCODE, payment_method: 'Prepaid', weight: 1.2 }), { isReturn: true });
  const withAwb = (orderId: string) => {
    const made = order(orderId);
    fake.assignAwb(made, courier(12));
    return made;
  };

  return {
    'the shop is logged in at Shiprocket': async () => ({ token: fake.issueToken() }),

    'couriers serve pincode {pincode}': async (params) => {
      fake.couriers.set(param(params, 'pincode'), [courier(12)]);
      return undefined;
    },

    'Shiprocket has no order {orderId}': async () => undefined,

    'Shiprocket has no return order {orderId}': async () => undefined,

    'Shiprocket has return order {orderId}': async (params) => {
      returnOrder(param(params, 'orderId'));
      return undefined;
    },

    'Shiprocket has a new return shipment for return order {orderId}': async (params) => {
      fake.couriers.set(DELIVERY_PINCODE, [courier(12)]);
      return { shipmentId: returnOrder(param(params, 'orderId')).shipmentId };
    },

    'Shiprocket has order {orderId}': async (params) => {
      order(param(params, 'orderId'));
      return undefined;
    },

    'Shiprocket has cancelled order {orderId}': async (params) => {
      order(param(params, 'orderId')).status = 'CANCELED';
      return undefined;
    },

    'Shiprocket has a new shipment for order {orderId}, which courier {courierId} serves': async (params) => {
      fake.couriers.set(DELIVERY_PINCODE, [courier(Number(param(params, 'courierId')))]);
      return { shipmentId: order(param(params, 'orderId')).shipmentId };
    },

    'Shiprocket has a shipment with an AWB for order {orderId}': async (params) => ({ shipmentId: withAwb(param(params, 'orderId')).shipmentId }),

    'Shiprocket has a shipment for order {orderId} whose pickup is scheduled': async (params) => {
      const made = withAwb(param(params, 'orderId'));
      made.pickupScheduledAt = new Date();
      return { shipmentId: made.shipmentId };
    },

    'Shiprocket has an undelivered parcel with AWB {awb}': async (params) => {
      const awb = param(params, 'awb');
      fake.recordScan(awb, 'out_for_delivery', new Date(Date.now() - 2 * 3600_000));
      fake.recordScan(awb, 'undelivered', new Date(Date.now() - 3600_000));
      // A day Shiprocket takes for a re-attempt: tomorrow.
      return { deferredDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) };
    },

    'Shiprocket has an undelivered parcel with AWB {awb}, already acted on': async (params) => {
      const awb = param(params, 'awb');
      const { parcel } = fake.recordScan(awb, 'undelivered', new Date(Date.now() - 3600_000));
      parcel.ndrActions = [{ body: { action: 're-attempt', comments: 'Earlier answer' }, at: new Date() }];
      return undefined;
    },

    'Shiprocket has scans of AWB {awb}: picked up, then in transit': async (params) => {
      const awb = param(params, 'awb');
      fake.recordScan(awb, 'picked_up', new Date('2026-11-30T04:00:00Z'));
      fake.recordScan(awb, 'in_transit', new Date('2026-11-30T05:00:00Z'));
      return undefined;
    },
  };
}
