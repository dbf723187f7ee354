import type { DeliveryAnswer } from './PincodeBox';

/** A stand-in for the postal lookup in stories: answers after a moment; 000000 does not exist. */
export async function fakePincodeLookup(pincode: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  return pincode !== '000000';
}

/** The courier's answers the stories use, by pincode. */
const deliveryAnswers = {
  /** New Delhi: a date, a courier and cash on delivery. */
  '110001': { status: 'serviceable', deliverBy: '2025-11-27', courier: 'Delhivery', cashOnDelivery: true },
  /** Agartala: a date, but no courier there collects cash. */
  '799001': { status: 'serviceable', deliverBy: '2025-12-02', courier: 'India Post', cashOnDelivery: false },
  /** Bengaluru, for an order over the shop's limit: a date, and why it cannot be paid for on delivery. */
  '560001': {
    status: 'serviceable',
    deliverBy: '2025-11-28',
    courier: 'Delhivery',
    cashOnDelivery: false,
    noCashOnDeliveryReason: 'Cash on delivery is for orders up to ₹10,000',
  },
  /** Port Blair: no courier delivers there. */
  '744101': { status: 'not_serviceable' },
  /** Mumbai, while the courier service is not answering. */
  '400001': { status: 'unknown' },
} satisfies Record<string, DeliveryAnswer>;

/**
 * A stand-in for the delivery estimate in stories: the answers above after a moment, a plain "no" for
 * 000000, and a promise without cash on delivery for any other pincode.
 */
export async function fakeDeliveryLookup(pincode: string): Promise<boolean | DeliveryAnswer> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (pincode === '000000') return false;
  return (deliveryAnswers as Record<string, DeliveryAnswer>)[pincode] ?? deliveryAnswers['799001'];
}

/**
 * react-aria announces a pending button through its live region with a
 * reference to the button's id, and keeps it for 7 s. Once the next story
 * renders, that id is gone and axe would blame that story for the dangling
 * reference, so stories that make Check pending clear it when they end.
 */
export function clearPendingAnnouncements() {
  return () => {
    document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((node) => node.remove());
  };
}
