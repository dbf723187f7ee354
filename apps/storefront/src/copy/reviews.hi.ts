import type { reviewsCopy as English } from './reviews';
import type { Words } from './words';

/** Hindi words of reviews: writing one, the product page's form and the customer's list (/my-reviews). */
export const reviewsCopy: Words<typeof English> = {
  write: {
    title: 'समीक्षा लिखें',
    loading: 'लोड हो रहा है...',
    ratingLabel: 'आपकी रेटिंग',
    textLabel: 'आपकी समीक्षा',
    placeholder: 'अपनी समीक्षा यहाँ लिखें...',
    submit: 'समीक्षा भेजें',
    submitting: 'भेजी जा रही है…',
    required: 'कृपया रेटिंग दें और समीक्षा लिखें।',
    submitted: 'समीक्षा भेज दी गई!',
    orderedOn: (date: string) => `${date} को ऑर्डर किया`,
    notFound: 'ऑर्डर नहीं मिला।',
    notInOrder: 'यह प्रोडक्ट उस ऑर्डर में नहीं है।',
    notDelivered: 'ऑर्डर की डिलीवरी हो जाने के बाद आप इस प्रोडक्ट की समीक्षा लिख सकते हैं।',
    backToOrders: 'आपके ऑर्डर पर वापस जाएँ',
    failed: 'समीक्षा नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
  },

  productPage: {
    button: 'समीक्षा लिखें',
    signInLabel: 'समीक्षा लिखें: समीक्षा लिखने के लिए लॉग इन करें',
    title: 'समीक्षा लिखें',
    ratingLabel: 'रेटिंग',
    ratingHint: '1 से 5 स्टार तक',
    textLabel: 'समीक्षा',
    placeholder: 'अपनी समीक्षा यहाँ लिखें...',
    cancel: 'रद्द करें',
    submit: 'समीक्षा भेजें',
    submitting: 'भेजी जा रही है…',
    required: 'कृपया रेटिंग दें और समीक्षा लिखें।',
    added: 'समीक्षा जोड़ दी गई!',
    pendingNote: 'प्रकाशित होने के बाद यह इस पेज पर दिखेगी।',
    failed: 'समीक्षा नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
    close: 'बंद करें',
  },

  mine: {
    title: 'आपकी समीक्षाएँ',
    subtitle: 'अपनी राय आसानी से संभालें',
    addNew: '+ नई समीक्षा लिखें',
    searchLabel: 'अपनी समीक्षाएँ खोजें',
    searchPlaceholder: 'अपनी समीक्षाएँ खोजें...',
    searchSubmit: 'खोजें',
    searchClear: 'खोज साफ़ करें',
    filterLabel: 'स्थिति',
    filters: {
      all: 'सभी समीक्षाएँ',
      published: 'प्रकाशित',
      pending: 'मंज़ूरी बाकी',
      draft: 'ड्राफ़्ट',
      rejected: 'प्रकाशित नहीं हुई',
    },
    loading: 'लोड हो रहा है...',
    none: 'आपकी शर्तों से मेल खाती कोई समीक्षा नहीं मिली।',
    loadFailed: 'अभी आपकी समीक्षाएँ लोड नहीं हो सकीं।',
    retry: 'फिर से कोशिश करें',
    verified: 'सत्यापित खरीदारी',
    listLabel: 'आपकी समीक्षाएँ',
    count: (shown: number, total: number) =>
      shown === total ? `${total} ${total === 1 ? 'समीक्षा' : 'समीक्षाएँ'}` : `${total} में से ${shown} समीक्षाएँ`,
    statusLabels: {
      published: 'प्रकाशित',
      pending: 'मंज़ूरी बाकी',
      draft: 'ड्राफ़्ट',
      rejected: 'प्रकाशित नहीं हुई',
    },
    rejectionLabel: 'हमने इसे प्रकाशित क्यों नहीं किया',
    shopReply: 'BirdShield India का जवाब',
  },

  starLabel: (stars: number) => `${stars} स्टार`,
  ratingLabel: (value: string, max: number) => `${max} में से ${value} रेटिंग`,
};
