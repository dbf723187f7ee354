import type { shellCopy as English } from './shell';
import type { Words } from './words';

/** Hindi words of the shell around every page: announcement bar, header, account menu and the not-found page. */
export const shellCopy: Words<typeof English> = {
  shopName: 'BirdShield India',

  skipToContent: 'मुख्य सामग्री पर जाएँ',
  loadingPage: 'पेज लोड हो रहा है',
  couldNotOpen: 'यह खुल नहीं सका। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  sessionExpired: 'आपका सेशन खत्म हो गया है। आप लॉग आउट हो गए हैं।',

  announcement: {
    label: 'सूचनाएँ',
    chatHint: 'WhatsApp पर हमसे चैट करें, नए टैब में खुलता है',
    pause: 'सूचनाएँ रोकें',
    play: 'सूचनाएँ चलाएँ',
  },

  header: {
    logoAlt: 'BirdShield India',
    searchPlaceholder: 'BirdShield India पर खोजें…',
    searchLabel: 'प्रोडक्ट्स खोजें',
    searchOpen: 'खोजें',
    searchSubmit: 'खोजें',
    searchClear: 'खोज साफ़ करें',
    menu: 'मेन्यू',
    account: 'खाता',
    signUp: 'साइन अप या लॉग इन करें',
    wishlist: 'विशलिस्ट',
    cart: (count: number) => `कार्ट, ${count} आइटम`,
    shortcuts: 'आपके शॉर्टकट',
  },

  accountMenu: {
    welcome: 'आपका फिर से स्वागत है',
    manageAccount: 'खाता संभालें',
    orders: 'आपके ऑर्डर',
    logout: 'लॉग आउट',
  },

  categoryBar: {
    allCategories: 'सभी कैटेगरी',
    label: 'मुख्य',
    home: 'होम',
    products: 'प्रोडक्ट्स',
    gallery: 'गैलरी',
    blogs: 'ब्लॉग',
    about: 'हमारे बारे में',
    help: 'सहायता',
  },

  notFound: {
    title: 'पेज नहीं मिला',
    body: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    goHome: 'होम पर जाएँ',
  },

  // Logged for developers, never shown: kept in English so logs read the same in both builds.
  profileLog: {
    noToken: 'No token found in localStorage',
    failed: 'Failed to fetch profile data',
    error: 'Error fetching profile data',
  },
};
