import type { languageOfferCopy as Offer } from './languageOffer';
import type { Words } from './words';

/** The Hindi build's offer of English, in English (see languageOffer.ts). */
export const languageOfferCopy: Words<typeof Offer> = {
  label: 'Choose a language',
  message: 'This shop is also in English.',
  accept: 'View in English',
  decline: 'Stay in Hindi',
};
