import type { DeliveryProblemReason, DeliveryProblemStatus } from '@shop/api-client/admin';
import type { DeliveryProblemChoiceLabels } from '@shop/ui/DeliveryProblemChoice';

/** Words of the delivery problems list (/admin/orders/delivery-problems) and of the answer on an order's page. */
export const deliveryProblemsCopy = {
  title: 'Delivery problems',
  intro:
    'Parcels a courier could not deliver. The customer is asked at once by WhatsApp or e-mail and on their order page; call the ones who have not answered before the courier’s deadline and answer for them from the order’s page.',
  tableLabel: 'Delivery problems',
  pagesLabel: 'Delivery problems pages',
  itemName: { one: 'problem', other: 'problems' },
  loading: 'Loading the delivery problems…',
  loadFailed: 'The delivery problems could not be loaded.',
  retry: 'Try again',
  statusNav: 'Delivery problems by status',
  statuses: { open: 'Waiting for an answer', answered: 'Answered', expired: 'Not answered in time' } satisfies Record<DeliveryProblemStatus, string>,
  columns: { deadline: 'Answer by', order: 'Order', customer: 'Customer', reason: 'Why', answer: 'Answer' },
  orderNumber: (id: number) => `Order #${id}`,
  attempt: (attempt: number, max: number) => `Attempt ${attempt} of ${max}`,
  reasons: {
    customer_unavailable: 'Customer not available',
    refused: 'Refused at the door',
    address_incomplete: 'Address incomplete',
    phone_unreachable: 'Phone not reachable',
    other: 'Other',
  } satisfies Record<DeliveryProblemReason, string>,
  answers: {
    none: 'No answer yet',
    reattempt: (day: string | null) => (day ? `Deliver again on ${day}` : 'Deliver again'),
    return: 'Send it back',
    byStaff: 'by staff',
    byCustomer: 'by the customer',
  },
  carrier: { pending: 'Sending to the courier', sent: 'Courier told', refused: 'Courier refused' },
  empty: {
    title: 'No delivery problems',
    none: 'Nothing here: every parcel the couriers tried to deliver in this list’s state is dealt with.',
  },
  back: 'All orders',
  /** The order page's panel, as staff answer for the customer after a call. */
  panel: {
    openTitle: 'The courier could not deliver this parcel',
    answeredTitle: 'Answered',
    expiredTitle: 'Nobody answered in time',
    openMessage: (reason, attempt, maxAttempts, deadline) =>
      `${reason} (attempt ${attempt} of ${maxAttempts}). The courier needs an answer by ${deadline}. Call the customer, then answer for them.`,
    expiredMessage: (deadline) => `Nobody answered by ${deadline}. The courier tries again or brings the parcel back; its scans will say which.`,
    question: 'What should the courier do?',
    reattempt: 'Deliver it again',
    reattemptDescription: 'On a day the customer chose, with a phone number or address line they corrected.',
    giveBack: 'Send it back to the shop',
    giveBackDescription: 'The courier returns the parcel; the order is marked returned when it arrives.',
    day: 'Delivery day',
    nextRound: 'The courier’s next round',
    phone: 'Phone for the courier (optional)',
    phoneDescription: 'A 10-digit mobile number the courier can call.',
    addressLine: 'Address correction (optional)',
    addressLineDescription: 'A house number, a landmark: what the customer said on the phone.',
    send: 'Answer for the customer',
    sending: 'Answering…',
    answeredReattempt: (day) => (day ? `The courier is asked to deliver again on ${day}.` : 'The courier is asked to deliver again on its next round.'),
    answeredReturn: 'The courier is asked to send the parcel back to the shop.',
    failed: 'The answer could not be sent. Check the connection and try again.',
  } satisfies DeliveryProblemChoiceLabels,
} as const;
