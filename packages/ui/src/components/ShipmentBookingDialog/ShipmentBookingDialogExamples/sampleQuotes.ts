import type { CourierQuote } from '../bookingWords';
import type { Parcel } from '../parcelFormat';

/** What the aggregator offers for the stories' parcel, Delhi to Pune (stories only). */
export const sampleQuotes: CourierQuote[] = [
  { id: 'dlv-surface', name: 'Delhivery Surface', rate: 84, estimatedDays: 4, cashOnDelivery: true },
  { id: 'xb-surface', name: 'Xpressbees Surface', rate: 92, estimatedDays: 5, cashOnDelivery: true },
  { id: 'bd-air', name: 'Blue Dart Air', rate: 186, estimatedDays: 2, cashOnDelivery: true },
  { id: 'ekart', name: 'Ekart Logistics', rate: 89, estimatedDays: 6, cashOnDelivery: false },
];

/** A roll of netting and a box of spikes: 1.2 kg, billed as 2 kg for its size. */
export const sampleParcel: Parcel = { weightGrams: 1200, lengthCm: 30, breadthCm: 20, heightCm: 15, chargedWeightGrams: 2000 };
