import type { productGridCopy as English } from './productGrid';
import type { Words } from './words';

/** Hindi words of the product grid and its cards, wherever they show. */
export const productGridCopy: Words<typeof English> = {
  loading: 'प्रोडक्ट्स लोड हो रहे हैं',
  loadFailed: 'अभी हमारे प्रोडक्ट्स लोड नहीं हो सके। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',

  card: {
    buyNow: 'अभी खरीदें',
    addToCart: (title: string) => `${title} को कार्ट में डालें`,
    priceLabel: 'कीमत',
    maxPriceLabel: 'M.R.P.',
    percentOff: (percent: number) => `${percent}% छूट`,
    saleTag: 'सेल',
    rating: (value: string, max: number) => `${max} में से ${value} रेटिंग`,
    reviewCount: (count: number) => (count === 1 ? '1 समीक्षा' : `${count} समीक्षाएँ`),
  },

  addedToCart: 'कार्ट में डाल दिया गया',
};
