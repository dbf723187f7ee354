/**
 * The couriers staff may book an order's parcel with, as the back-office lists them: asked only of an order
 * that may go out now (orders), then of the aggregator (shipping).
 */
import type { Schema } from '@shop/contracts';
import type { Database } from '../db/database';
import { orderReadyToShip } from '../orders';
import { chargedWeightGrams, quoteOrder, type Carrier, type CourierSettings } from '../shipping';

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
