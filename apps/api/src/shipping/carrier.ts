/**
 * The courier aggregator the shop ships through, as the domain needs it: which couriers deliver a parcel
 * from the shop's pickup pincode to a shopper's, at what rate, in how many days, and whether they collect
 * cash on delivery. Adapters: shiprocket-carrier.ts (the real aggregator) and demo-carrier.ts (for
 * `npm start`); choose-carrier.ts picks one from the configuration.
 */

/** A packed parcel as a courier weighs and measures it. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface ServiceabilityRequest {
  pickupPincode: string;
  deliveryPincode: string;
  parcel: Parcel;
  /** Whether the parcel would be paid for on delivery: couriers quote only those that collect cash. */
  cashOnDelivery: boolean;
  /** What the parcel's contents are worth, for the courier's liability. */
  declaredValuePaise: number;
}

/** One courier's offer for a parcel. */
export interface CourierQuote {
  courierId: string;
  courierName: string;
  ratePaise: number;
  /** Working days from pickup to delivery, as the courier estimates them. */
  estimatedDays: number;
  /** Whether this courier collects cash on delivery to that pincode. */
  cashOnDelivery: boolean;
}

export interface Carrier {
  /** Shown to staff (which integration booked a parcel) and in logs. */
  readonly name: 'shiprocket' | 'demo';
  /**
   * The couriers that deliver the parcel: an empty list when none serves that pincode. Throws
   * CarrierUnavailableError when the aggregator cannot be asked (down, slow, refusing the shop's login).
   */
  quotes(request: ServiceabilityRequest): Promise<CourierQuote[]>;
}

export class CarrierUnavailableError extends Error {}

/**
 * The weight a courier charges for: the heavier of the parcel's own and its volumetric weight (length ×
 * breadth × height in cm / 5000, in kg), as Indian couriers and aggregators bill.
 */
export function chargedWeightGrams(parcel: Parcel): number {
  const volumetricGrams = Math.ceil((parcel.lengthCm * parcel.breadthCm * parcel.heightCm) / 5);
  return Math.max(parcel.weightGrams, volumetricGrams);
}

/** `units` of one product packed together: their weights add up, and they stack one above the other. */
export function parcelOfUnits(parcel: Parcel, units: number): Parcel {
  return { ...parcel, weightGrams: parcel.weightGrams * units, heightCm: parcel.heightCm * units };
}
