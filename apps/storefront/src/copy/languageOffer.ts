/**
 * Ours: the offer of the other language to a first visitor whose browser prefers it, written in that language. In the
 * English build the offer is of Hindi, in Hindi; the Hindi build's (languageOffer.hi.ts) offers English, in English.
 */
export const languageOfferCopy = {
  label: 'भाषा चुनें',
  message: 'यह दुकान हिंदी में भी है।',
  accept: 'हिंदी में देखें',
  decline: 'अंग्रेज़ी में ही रहें',
} as const;
