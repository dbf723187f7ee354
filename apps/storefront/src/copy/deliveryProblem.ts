import type { DeliveryProblemReason } from '@shop/api-client';
import type { DeliveryProblemChoiceLabels } from '@shop/ui/DeliveryProblemChoice';

/**
 * Words of a failed delivery on the order page: why the courier could not deliver, and the choice it asks for.
 * All ours: the owner's issue says what the shopper may choose, not its words.
 */
export const deliveryProblemCopy = {
  reasons: {
    customer_unavailable: 'Nobody was available to receive it',
    refused: 'The parcel was refused at the door',
    address_incomplete: 'The courier could not find the address',
    phone_unreachable: 'The courier could not reach you by phone',
    other: 'The courier could not deliver it',
  } satisfies Record<DeliveryProblemReason, string>,
  labels: {
    openTitle: 'We couldn’t deliver your order',
    answeredTitle: 'Thank you, we’ve told the courier',
    expiredTitle: 'The time to answer has passed',
    openMessage: (reason, attempt, maxAttempts, deadline) =>
      `${reason} (attempt ${attempt} of ${maxAttempts}). Please tell us by ${deadline} what the courier should do.`,
    expiredMessage: (deadline) => `Nobody answered by ${deadline}. We’ll call you; the courier tries again or brings the parcel back to us.`,
    question: 'What should the courier do?',
    reattempt: 'Deliver it again',
    reattemptDescription: 'On a day you choose, with a phone number or address line corrected if you like.',
    giveBack: 'Send it back to us',
    giveBackDescription: 'The parcel comes back to the shop and the order is closed.',
    day: 'Delivery day',
    nextRound: 'The courier’s next round',
    phone: 'Phone for the courier (optional)',
    phoneDescription: 'A 10-digit mobile number the courier can call.',
    addressLine: 'Address correction (optional)',
    addressLineDescription: 'A house number, a landmark, anything that helps find you.',
    send: 'Send answer',
    sending: 'Sending…',
    answeredReattempt: (day) => (day ? `The courier will try again on ${day}.` : 'The courier will try again on its next round.'),
    answeredReturn: 'The courier will bring the parcel back to us.',
    failed: 'We couldn’t send your answer. Please check your connection and try again.',
  } satisfies DeliveryProblemChoiceLabels,
} as const;
