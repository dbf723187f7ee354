/**
 * The couriers an order's parcel may be booked with: the aggregator's quotes from the pickup pincode to the
 * order's, only those that collect cash for a cash-on-delivery order, and the one the owner's choice
 * (COURIER_CHOICE) recommends, picked by the same rule as the shopper's delivery estimate.
 */
import type { Database } from '../db/database';
import type { orders } from '../db/schema';
import type { Carrier, CourierQuote, Parcel } from './carrier';
import { carrierFailure } from './carrier-failures';
import { chooseCourier, type CourierChoice } from './delivery-estimate';
import { parcelOfOrder } from './order-parcel';

export interface CourierSettings {
  pickupPincode: string;
  courierChoice: CourierChoice;
}

type OrderRow = typeof orders.$inferSelect;

export interface OrderQuotes {
  parcel: Parcel;
  couriers: CourierQuote[];
  recommended: CourierQuote | undefined;
}

/** Asks the aggregator; its failures become the shop's answers (carrier-failures.ts). */
export async function quoteOrder(db: Database, carrier: Carrier, order: OrderRow, settings: CourierSettings): Promise<OrderQuotes> {
  const parcel = await parcelOfOrder(db, order.id);
  const cashOnDelivery = order.paymentMethod === 'cash_on_delivery';
  let quoted: CourierQuote[];
  try {
    quoted = await carrier.quotes({ pickupPincode: settings.pickupPincode, deliveryPincode: order.shipZipCode, parcel, cashOnDelivery, declaredValuePaise: order.totalPaise });
  } catch (error) {
    throw carrierFailure(error);
  }
  // The aggregator is asked for cash-collecting couriers already; a courier that would not collect never gets a COD parcel.
  const couriers = cashOnDelivery ? quoted.filter((quote) => quote.cashOnDelivery) : quoted;
  return { parcel, couriers, recommended: chooseCourier(couriers, settings.courierChoice) };
}
