import type { ShipmentCardProps } from '../ShipmentCard';

/**
 * Shipments the stories show (stories only). Label and tracking addresses point at this Storybook, so a
 * test that follows them stays on the machine.
 */
export const bookedShipment = {
  status: 'booked',
  carrier: 'Shiprocket',
  courierName: 'Delhivery Surface',
  awb: '19041424751540',
  trackingUrl: '#track-19041424751540',
  labelUrl: '#label-19041424751540.pdf',
  pickupDate: '2025-11-27',
  rate: 84,
  bookedAt: '2025-11-26T10:35:00Z',
} satisfies ShipmentCardProps;

/** The aggregator assigned an AWB, then did not take the pickup request. */
export const brokenOffShipment = {
  status: 'booking',
  carrier: 'Shiprocket',
  courierName: 'Delhivery Surface',
  awb: '19041424751540',
  rate: 84,
  pickupDate: null,
  bookedAt: null,
  labelUrl: null,
  trackingUrl: null,
  error: 'AWB assigned, but the pickup request timed out.',
} satisfies ShipmentCardProps;
