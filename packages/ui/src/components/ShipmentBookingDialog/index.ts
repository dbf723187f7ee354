export { ShipmentBookingDialog, type ShipmentBookingDialogProps } from './ShipmentBookingDialog';
export type { CourierQuote, ShipmentBookingLabels } from './bookingWords';
export type { Parcel } from './parcelFormat';
