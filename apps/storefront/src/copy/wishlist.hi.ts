import type { wishlistCopy as English } from './wishlist';
import type { Words } from './words';

/** Hindi words of the wishlist page (/wishlist) and the product page's heart. */
export const wishlistCopy: Words<typeof English> = {
  title: 'मेरी विशलिस्ट',
  empty: 'आपकी विशलिस्ट में कोई आइटम नहीं है।',
  emptyHint: 'किसी भी प्रोडक्ट पर दिल का निशान दबाएँ, वह बाद के लिए यहाँ रहेगा।',
  browse: 'सभी प्रोडक्ट्स देखें',
  loading: 'आपकी विशलिस्ट लोड हो रही है',
  count: (count: number) => `${count} आइटम`,
  loadFailedHint: 'कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',

  added: 'विशलिस्ट में जोड़ दिया गया!',
  removed: 'विशलिस्ट से हटा दिया गया।',
  failed: 'विशलिस्ट में बदलाव नहीं हो सका।',
  fetchFailed: 'विशलिस्ट लोड नहीं हो सकी।',

  heart: 'विशलिस्ट',
  heartSignedOut: 'विशलिस्ट: यह प्रोडक्ट सेव करने के लिए लॉग इन करें',
  remove: 'हटाएँ',
  removeLabel: (title: string) => `${title} को विशलिस्ट से हटाएँ`,
};
