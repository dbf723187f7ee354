/**
 * The couriers staff may book an order's parcel with: the aggregator's quotes from the pickup pincode to the
 * order's, only those that collect cash for a cash-on-delivery order, and the one the owner's choice
 * (COURIER_CHOICE) recommends, picked by the same rule as the shopper's delivery estimate.
 */
import type { Schema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { orders } from '../db/schema';
import { assertVersion } from '../audit/versions';
import { NotFoundError, ORDER_NOT_FOUND } from '../errors';
import { refuseImpossibleMove } from '../orders/delivery';
import { chargedWeightGrams, type Carrier, type CourierQuote, type Parcel } from './carrier';
import { carrierFailure } from './carrier-failures';
import { chooseCourier, type CourierChoice } from './delivery-estimate';
import { parcelOfOrder } from './order-parcel';

export interface CourierSettings {
  pickupPincode: string;
  courierChoice: CourierChoice;
}

type OrderRow = typeof orders.$inferSelect;

/**
 * The order, if it may go out now: as changeDeliveryStatus would refuse a move to shipped (unpaid, cash on
 * delivery not confirmed, already shipped), and a stale version when one is sent; 404 for no such order.
 */
export async function orderReadyToShip(db: Database, orderId: number, version?: number): Promise<OrderRow> {
  const [order] = isPossibleId(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  if (version !== undefined) assertVersion(order.version, version, 'order');
  refuseImpossibleMove(order, 'shipped');
  return order;
}

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

export async function listCourierQuotes(db: Database, carrier: Carrier, orderId: number, settings: CourierSettings): Promise<Schema<'CourierQuotes'>> {
  const order = await orderReadyToShip(db, orderId);
  const { parcel, couriers, recommended } = await quoteOrder(db, carrier, order, settings);
  return {
    pickup_pincode: settings.pickupPincode,
    delivery_pincode: order.shipZipCode,
    parcel: {
      weight_grams: parcel.weightGrams,
      length_cm: parcel.lengthCm,
      breadth_cm: parcel.breadthCm,
      height_cm: parcel.heightCm,
      charged_weight_grams: chargedWeightGrams(parcel),
    },
    recommended_courier_id: recommended?.courierId ?? null,
    couriers: couriers.map((quote) => ({
      courier_id: quote.courierId,
      courier_name: quote.courierName,
      rate_paise: quote.ratePaise,
      estimated_days: quote.estimatedDays,
      cash_on_delivery: quote.cashOnDelivery,
    })),
  };
}
