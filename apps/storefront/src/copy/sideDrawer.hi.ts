import type { sideDrawerCopy as English } from './sideDrawer';
import type { Words } from './words';

/** Hindi words of the side drawer (see sideDrawer.ts). */
export const sideDrawerCopy: Words<typeof English> = {
  greeting: (name: string) => `नमस्ते, ${name}`,
  fallbackName: 'ग्राहक',
  quickLinks: 'ज़रूरी लिंक',
  language: 'भाषा',
  moreLinks: 'और लिंक',
  exploreMore: 'और देखें',
  close: 'मेन्यू बंद करें',
  cart: 'कार्ट',
  wishlist: 'विशलिस्ट',
  orders: 'ऑर्डर हिस्ट्री',
  reviews: 'मेरी समीक्षाएँ',
  profile: 'प्रोफ़ाइल',
  support: 'सहायता',
  blogs: 'ब्लॉग',
  faqs: 'अक्सर पूछे जाने वाले सवाल',
  returnPolicy: 'वापसी और रिफ़ंड नीति',
  offers: 'ऑफ़र और प्रमोशन',
  home: 'होम',
  gallery: 'गैलरी',
  about: 'हमारे बारे में',
  reachUs: 'संपर्क करें',
};
