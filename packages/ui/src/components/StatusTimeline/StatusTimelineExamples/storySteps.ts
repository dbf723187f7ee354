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
