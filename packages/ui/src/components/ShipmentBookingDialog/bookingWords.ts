/** The couriers' quotes and the words of the booking dialog, shared by the dialog and its panel. */

/** One courier the aggregator offers for the parcel. */
export interface CourierQuote {
  /** The aggregator's id of the courier, sent back to book it. */
  id: string;
  name: string;
  /** What the aggregator charges the shop, in rupees. */
  rate: number;
  /** Days from pickup to delivery, as the aggregator estimates them. */
  estimatedDays: number;
  /** Whether the courier collects cash on delivery. */
  cashOnDelivery: boolean;
}

/** The words of the dialog, in the shop's language. Functions are given the figure to write. */
export interface ShipmentBookingLabels {
  title: (orderNumber: string) => string;
  close: string;
  parcel: string;
  weight: string;
  size: string;
  chargedWeight: string;
  couriers: string;
  cashOnDeliveryOrder: string;
  days: (days: number) => string;
  collectsCash: string;
  noCash: string;
  /** The badge of the recommended courier, given the owner's choice when it is known. */
  recommended: (choice: 'cheapest' | 'fastest' | undefined) => string;
  loading: string;
  noCouriers: string;
  retryQuotes: string;
  cancel: string;
  /** The main button, given the chosen courier's name (null before one is chosen). */
  book: (courier: string | null) => string;
  booking: string;
  /** The main button once a booking has stopped part way. */
  finish: string;
  failedTitle: string;
  /** Said when the page gives no words of its own for what went wrong. */
  failed: string;
  failedNote: string;
}

export const defaultBookingLabels: ShipmentBookingLabels = {
  title: (orderNumber) => `Book shipment for order #${orderNumber}`,
  close: 'Close',
  parcel: 'Parcel',
  weight: 'Weight',
  size: 'Size',
  chargedWeight: 'Charged weight',
  couriers: 'Courier',
  cashOnDeliveryOrder: 'Cash on delivery order: only a courier that collects cash can take it.',
  days: (days) => (days === 1 ? '1 day' : `${days} days`),
  collectsCash: 'Collects cash',
  noCash: 'No cash on delivery',
  recommended: (choice) => (choice ? `Recommended · ${choice}` : 'Recommended'),
  loading: 'Asking the couriers…',
  noCouriers: 'No courier serves this parcel from the pickup pincode to the customer’s.',
  retryQuotes: 'Ask again',
  cancel: 'Cancel',
  book: (courier) => (courier ? `Book with ${courier}` : 'Book shipment'),
  booking: 'Booking…',
  finish: 'Finish booking',
  failedTitle: 'Booking stopped part way.',
  failed: 'The courier service did not answer.',
  failedNote: 'Nothing is booked twice: finishing picks up where it stopped.',
};
