/**
 * Shipping's public face: the carrier port and its choice, parcels, delivery estimates and settings, shipments
 * and their scans, as the rest of the API uses them. Everything else in this folder is its own business.
 */
export { claimBooking, markBooked, releaseClaim, saveStep } from './booking-claims';
export type { Claim, ShipmentRow } from './booking-claims';
export { bookingOf } from './booking-state';
export { CarrierRefusedError, CarrierUnavailableError, chargedWeightGrams } from './carrier';
export type { Carrier, CourierQuote, TrackingScan, TrackingUpdate } from './carrier';
export { carrierFailure } from './carrier-failures';
export { packCart } from './cart-parcel';
export type { CartLine, PackedCart, PricedCartLine } from './cart-parcel';
export { checkPincode } from './check-pincode';
export { chooseCarrier } from './choose-carrier';
export { quoteOrder } from './courier-quotes';
export type { CourierSettings } from './courier-quotes';
export { CARRIER_ASKS_PER_CLIENT, createDeliveryEstimator, deliveryTimes } from './delivery-estimate';
export type { CourierChoice, DeliveryEstimate, DeliveryEstimator } from './delivery-estimate';
export { deliverySettings, reshapeDeliverySettings, setShippingRule, settingsOfUpdate, updateDeliverySettings } from './delivery-settings';
export type { DeliverySettings } from './delivery-settings';
export { returnShipmentRequestOf, shipmentRequestOf } from './order-parcel';
export { postOfficesOf, warmPincodeDirectory } from './pincode-directory';
export { shipmentLabel } from './shipment-label';
export type { ShipmentLabel } from './shipment-label';
export type { ShiprocketConfig } from './shiprocket-api';
export { listUnmatchedTrackingUpdates } from './unmatched-updates';
export { createUpstreamLookup } from './upstream-lookup';
export { readUpdate } from './webhook-reading';
export type { WebhookReading } from './webhook-reading';
export { DELIVERY_PROBLEM_RULES, givenAnswers, latestDeliveryProblem, reasonOf, reattemptDays, reshapeDeliveryProblem } from './delivery-problems';
export type { DeliveryProblemRow } from './delivery-problems';
