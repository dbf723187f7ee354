/**
 * The words of the announcement bar's lines the shop makes itself (a live sale, the shipping promise), in each
 * language the shop speaks. The English are the shared rules'; the Hindi are the storefront's own for the same
 * promise (its shipping copy) and its offers page's for a sale's end ('… तक'). A sale's name is staff's, as written.
 */
import type { SaleWords, ShippingPromiseWords } from '@shop/rules';
import type { LanguageCode } from '@shop/rules/languages';

export const ANNOUNCEMENT_WORDS: Record<LanguageCode, { shipping?: ShippingPromiseWords; sale?: SaleWords }> = {
  en: {},
  hi: {
    shipping: {
      everyOrder: 'हर ऑर्डर पर मुफ़्त शिपिंग',
      fromAmount: (amount) => `${amount} या उससे ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग`,
    },
    sale: {
      off: (amount) => `${amount} की छूट`,
      announcement: (name, discount, end) => `${name}: ${end} तक ${discount}`,
    },
  },
};
