export interface DeliveryProblemChoiceLabels {
  openTitle: string;
  answeredTitle: string;
  expiredTitle: string;
  /** Given the reason in words, the attempt, the attempts the courier makes and the deadline. */
  openMessage: (reason: string, attempt: number, maxAttempts: number, deadline: string) => string;
  expiredMessage: (deadline: string) => string;
  question: string;
  reattempt: string;
  reattemptDescription: string;
  giveBack: string;
  giveBackDescription: string;
  day: string;
  nextRound: string;
  phone: string;
  phoneDescription: string;
  addressLine: string;
  addressLineDescription: string;
  send: string;
  sending: string;
  /** What was asked, once answered: the day in words, or null for the next round. */
  answeredReattempt: (day: string | null) => string;
  answeredReturn: string;
  failed: string;
}

/** The panel's words when the page gives none; the shop's own may replace them (UiWordsProvider). */
export const deliveryProblemChoiceWords: DeliveryProblemChoiceLabels = {
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
};
