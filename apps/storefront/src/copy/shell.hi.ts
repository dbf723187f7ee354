import type { shellCopy as English } from './shell';
import type { Words } from './words';

/** Hindi words of the shell around every page: announcement bar, header, menus, footer and the not-found page. */
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

  drawer: {
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

  footer: {
    blurb:
      '2010 से हम पक्षियों और बंदरों को बिना नुकसान पहुँचाए दूर रखने वाले प्रोडक्ट्स बना रहे हैं: स्टेनलेस स्टील और पॉलीकार्बोनेट के स्पाइक्स, बर्ड नेट और फ़िटिंग का सामान, घरों, दफ़्तरों, फ़ैक्टरियों, गोदामों, मंदिरों और खेतों के लिए। BirdShield India एक रजिस्टर्ड भारतीय ब्रांड है, जिसका मालिक एक छोटा उद्यम है।',
    socialLabel: 'सोशल मीडिया पर BirdShield India',
    social: {
      facebook: 'Facebook',
      twitter: 'Twitter',
      google: 'Google',
      instagram: 'Instagram',
      linkedin: 'LinkedIn',
    },
    products: 'प्रोडक्ट्स',
    moreProducts: 'और प्रोडक्ट्स →',
    usefulLinks: 'काम के लिंक',
    links: {
      products: 'प्रोडक्ट्स',
      services: 'फ़िटिंग और साइट सर्वे',
      blogs: 'ब्लॉग',
      privacy: 'गोपनीयता नीति',
      returns: 'वापसी और रिफ़ंड',
      terms: 'नियम और शर्तें',
      help: 'सहायता',
      seller: 'विक्रेता की जानकारी',
      complaint: 'शिकायत दर्ज करें',
    },
    contact: 'संपर्क',
    address: 'पता',
    email: 'ईमेल',
    phone: 'फ़ोन',
    copyright: '© 2025 BirdShield India. सर्वाधिकार सुरक्षित।',
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
