import { courierStepLooks, type CourierStep } from '../courierSteps';
import type { TimelineStep } from '../StatusTimeline';

/**
 * Steps for the stories (stories only). Dates are local times, so the default
 * "MMM dd, yyyy HH:mm" text is the same in any time zone the tests run in.
 */
export const placedAt = new Date(2025, 10, 18, 14, 5);

export const orderPlaced: TimelineStep = { label: 'Order Placed', date: placedAt };

export const journey: TimelineStep[] = [
  orderPlaced,
  { label: 'Processing', date: new Date(2025, 10, 18, 17, 30), description: 'Packed at our Delhi warehouse.' },
  { label: 'Shipped', date: new Date(2025, 10, 19, 10, 15), description: 'Blue Dart AWB 7041 2288 315' },
  { label: 'Delivered' },
];

/** A courier's step with its look, the courier's words and place, and a local time (stories only). */
function scan(step: CourierStep, description: string, day: number, hour: number, minute: number): TimelineStep {
  return { ...courierStepLooks[step], id: `${step}-${day}-${hour}`, description, date: new Date(2025, 10, day, hour, minute) };
}

const shipped: TimelineStep = {
  label: 'Shipped',
  date: new Date(2025, 10, 19, 10, 15),
  description: 'Delhivery AWB 1490 2233 8812',
};

/** Booked with the courier, then its scans up to "Out for delivery" (current), "Delivered" to come. */
export const courierJourney: TimelineStep[] = [
  orderPlaced,
  shipped,
  scan('picked_up', 'Picked up from BirdShield India, New Delhi', 19, 16, 40),
  scan('in_transit', 'Arrived at hub, Pune', 20, 22, 5),
  scan('out_for_delivery', 'Out for delivery from Kothrud, Pune', 21, 8, 30),
  { ...courierStepLooks.delivered, id: 'delivered' },
];

/** The courier could not deliver: the failed attempt is the current step, another attempt to come. */
export const failedAttempt: TimelineStep[] = [
  ...courierJourney.slice(0, 5),
  scan('delivery_failed', 'Customer not available, Kothrud, Pune', 21, 18, 10),
  { ...courierStepLooks.delivered, id: 'delivered' },
];

/** Refused at the door and sent back: the return ends the order (every step done, the last one danger). */
export const returnedToShop: TimelineStep[] = [
  ...courierJourney.slice(0, 5),
  scan('delivery_failed', 'Refused by the customer, Kothrud, Pune', 21, 12, 45),
  scan('rto_initiated', 'Return to origin started, Pune', 22, 9, 0),
  scan('rto_delivered', 'Delivered back to BirdShield India, New Delhi', 26, 15, 20),
];
