import type { checkoutCopy as English } from './checkout';
import type { Words } from './words';

/** Hindi words of the checkout (/checkout) and its payment step; the English module says which are the product brief's. */
export const checkoutCopy: Words<typeof English> = {
  title: 'चेकआउट',
  intro: 'डिलीवरी का पता चुनें, अपना ऑर्डर जाँचें और सुरक्षित रूप से भुगतान करें।',
  breadcrumbs: { label: 'ब्रेडक्रंब', home: 'होम', cart: 'कार्ट' },

  address: {
    title: 'डिलीवरी का पता',
    choose: 'सेव किया हुआ पता चुनें',
    addNew: 'नया पता जोड़ें',
    loading: 'आपके पते लोड हो रहे हैं',
    loadFailed: 'अभी आपके पते लोड नहीं हो सके।',
    retry: 'फिर से कोशिश करें',
    none: 'अभी आपका कोई पता सेव नहीं है। वह पता जोड़ें जहाँ हमें डिलीवरी करनी है।',
    phone: 'फ़ोन',
    select: 'कृपया डिलीवरी का पता चुनें',
  },

  messaging: {
    title: 'ऑर्डर अपडेट',
    // Channel names stay as the services spell them.
    channels: { whatsapp: 'WhatsApp', sms: 'SMS' },
    and: ' और ',
    alreadyChosen: (channels: string, lastDigits: string) =>
      `इस ऑर्डर के अपडेट ${channels} पर आपके उस नंबर पर भेजे जाएँगे जिसके आख़िरी अंक ${lastDigits} हैं।`,
    alreadyChosenUnproved: (channels: string, lastDigits: string) =>
      `जब आप अपने खाते में अपना नंबर (आख़िरी अंक ${lastDigits}) कन्फ़र्म कर देंगे, तब इस ऑर्डर के अपडेट ${channels} पर उस नंबर पर भेजे जाएँगे; तब तक हम आपको ईमेल करेंगे।`,
    mobileDescription:
      'जब आप अपने खाते में यह नंबर कन्फ़र्म कर देंगे, तब हम इस पर अपडेट भेजेंगे, और तब तक आपको ईमेल करेंगे। अगर इस नंबर से हमें STOP भेजा गया है, तो जब तक वहाँ से START नहीं भेजा जाता, हम उस पर कुछ नहीं भेजेंगे।',
    change: 'अपने खाते में बदलें',
    mobileMissing: 'WhatsApp या SMS पर अपडेट के लिए मोबाइल नंबर डालें, या उनका टिक हटा दें।',
  },

  business: {
    title: 'GST इनवॉइस',
    toggle: 'किसी व्यवसाय के लिए ख़रीद रहे हैं? GST इनवॉइस के लिए अपना GSTIN जोड़ें',
    toggleDescription: 'फ़ैक्टरी, मंदिर, गोदाम और दुकानें इससे इनपुट टैक्स क्रेडिट ले सकती हैं।',
    gstin: 'GSTIN',
    gstinDescription: '15 अक्षर, जैसे आपके GST रजिस्ट्रेशन सर्टिफ़िकेट पर लिखे हैं।',
    businessName: 'कंपनी का नाम',
    businessNameDescription: 'जिस नाम से यह GSTIN रजिस्टर है। हम दोनों आपके टैक्स इनवॉइस पर छापते हैं।',
    blank: 'GSTIN और कंपनी का नाम डालें, या “किसी व्यवसाय के लिए ख़रीद रहे हैं?” का टिक हटा दें।',
  },

  delivery: {
    title: 'डिलीवरी',
    choose: 'आपका ऑर्डर कब पहुँचेगा और आप कैसे भुगतान कर सकते हैं, यह देखने के लिए डिलीवरी का पता चुनें।',
    loading: 'डिलीवरी और भुगतान के विकल्प जाँचे जा रहे हैं',
    failed: 'अभी डिलीवरी और भुगतान के विकल्प जाँचे नहीं जा सके। आप फिर भी ऑनलाइन भुगतान कर सकते हैं।',
    retry: 'फिर से कोशिश करें',
    deliverBy: (day: string) => `${day} तक डिलीवरी`,
    courier: (courier: string) => `${courier} से भेजा जाएगा`,
    deliverable: 'हम इस पते पर डिलीवरी करते हैं।',
    unknown: 'अभी हम डिलीवरी की तारीख़ पक्की नहीं कर सकते। आप फिर भी अपना ऑर्डर दे सकते हैं।',
    notServiceable: 'हम अभी इस पिनकोड पर डिलीवरी नहीं करते',
    notServiceableHint: 'कृपया किसी दूसरे पिनकोड वाला पता चुनें या जोड़ें।',
  },

  payment: {
    label: 'भुगतान का तरीका',
    online: 'ऑनलाइन भुगतान',
    onlineDescription: 'UPI, कार्ड, नेटबैंकिंग और वॉलेट, अभी एक सुरक्षित भुगतान विंडो में।',
    cashOnDelivery: 'कैश ऑन डिलीवरी',
    cashOnDeliveryDescription: 'ऑर्डर पहुँचने पर नकद या UPI से भुगतान करें। पहले हम आपको ऑर्डर कन्फ़र्म करने का लिंक ईमेल करेंगे।',
    bankTransfer: 'बैंक ट्रांसफ़र या UPI',
    bankTransferDescription:
      'प्रोफ़ॉर्मा इनवॉइस के आधार पर अपने बैंक खाते या UPI ऐप से भुगतान करें; पैसा हम तक पहुँचते ही हम ऑर्डर भेज देंगे।',
    fee: 'कैश ऑन डिलीवरी शुल्क',
    noFee: 'कोई अतिरिक्त शुल्क नहीं',
    reasons: {
      switched_off: 'अभी कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।',
      not_serviceable: 'इस पिनकोड पर कोई कूरियर नकद नहीं लेता। कृपया ऑनलाइन भुगतान करें।',
      over_limit: (limit: string | null) =>
        limit
          ? `कैश ऑन डिलीवरी ${limit} तक के ऑर्डर पर ही उपलब्ध है। कृपया ऑनलाइन भुगतान करें, या ऑर्डर को बाँट दें।`
          : 'यह ऑर्डर कैश ऑन डिलीवरी की सीमा से ज़्यादा है। कृपया ऑनलाइन भुगतान करें।',
      refused_before:
        'आपके खाते पर कैश ऑन डिलीवरी उपलब्ध नहीं है, क्योंकि पहले का एक पार्सल डिलीवर हुए बिना हमारे पास लौट आया था। कृपया ऑनलाइन भुगतान करें।',
      carrier_unknown:
        'अभी हम इस पिनकोड के लिए कैश ऑन डिलीवरी पक्की नहीं कर सकते। कृपया ऑनलाइन भुगतान करें, या कुछ मिनट बाद फिर से कोशिश करें।',
    },
  },

  summary: {
    title: 'ऑर्डर सारांश',
    quantity: (quantity: number) => `मात्रा: ${quantity}`,
    itemsSubtotal: 'आइटम का उप-योग',
    shipping: 'शिपिंग',
    freeShipping: 'मुफ़्त',
    amountToPay: 'भुगतान की जाने वाली राशि',
    codFee: 'कैश ऑन डिलीवरी शुल्क',
    surveyCredit: (surveyId: number) => `साइट सर्वे की फ़ीस घटाई गई (सर्वे #${surveyId})`,
    surveyCreditNote: (fee: string, invoiceNumber: string | null) =>
      `आपने अपने साइट सर्वे के लिए जो ${fee} चुकाए थे${invoiceNumber ? ` (इनवॉइस ${invoiceNumber})` : ''}, वे इस ऑर्डर के प्रोडक्ट्स की कीमत से घटा दिए गए हैं। शिपिंग और शुल्क से नहीं।`,
    proceed: 'भुगतान के लिए आगे बढ़ें',
    placeOrder: 'ऑर्डर करें',
    processing: 'प्रोसेस हो रहा है…',
    secureNote: 'आपका ऑर्डर तभी पक्का होता है जब हमारा सर्वर भुगतान की पुष्टि कर लेता है।',
    codNote: 'पार्सल पहुँचने पर आप कूरियर को भुगतान करें। हमारे ईमेल किए गए लिंक से आपके ऑर्डर कन्फ़र्म करते ही हम उसे पैक कर देंगे।',
    editCart: 'कार्ट बदलें',
  },

  empty: {
    title: 'आपका कार्ट ख़ाली है',
    message: 'कृपया पहले कार्ट में आइटम जोड़ें',
    browse: 'सभी प्रोडक्ट्स देखें',
  },

  orderFailed: 'ऑर्डर नहीं बन सका',
  orderFailedBecause: (reason: string) => `ऑर्डर नहीं बन सका: ${reason}`,
  paymentSuccessful: 'भुगतान सफल रहा!',
  codPlaced: 'ऑर्डर हो गया। इसे पैक करवाने के लिए अपना ऑर्डर कन्फ़र्म करें; हमने आपको इसका लिंक ईमेल भी कर दिया है।',
  transferPlaced: 'ऑर्डर हो गया। नीचे दी गई जानकारी से बैंक ट्रांसफ़र या UPI द्वारा भुगतान करें; हमने यह जानकारी आपको ईमेल भी कर दी है।',
  verificationFailed: 'भुगतान की पुष्टि नहीं हो सकी',
  paymentFailed: 'भुगतान नहीं हो सका। कृपया फिर से कोशिश करें।',
  noToken: 'लॉग इन की जानकारी नहीं मिली',
  providerUnavailable: 'भुगतान विंडो नहीं खुल सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',

  razorpay: {
    shopName: 'BirdShield India',
    description: (orderId: number) => `ऑर्डर #${orderId}`,
  },

  demo: {
    title: 'डेमो भुगतान',
    amount: 'राशि',
    order: 'ऑर्डर',
    orderNumber: (id: number) => `#${id}`,
    explanation:
      'यह शॉप डेमो मोड में चल रही है: कोई पेमेंट प्रोवाइडर जुड़ा नहीं है, इसलिए कोई पैसा नहीं कटता और कार्ड या UPI की कोई जानकारी नहीं माँगी जाती।',
    choice: 'चुनें कि यह भुगतान कैसे ख़त्म हो, ताकि आप देख सकें कि हर स्थिति में शॉप क्या करती है।',
    payNow: 'अभी भुगतान करें',
    paying: 'भुगतान हो रहा है…',
    fail: 'भुगतान फ़ेल करें',
    failing: 'भुगतान फ़ेल किया जा रहा है…',
    close: 'बंद करें',
    // An error code and description sent to the server as the payment provider's would be, not shown: kept as in
    // English (written out, not imported: an import would bring the whole English module into the Hindi page).
    cancelledCode: 'PAYMENT_CANCELLED',
    cancelledDescription: 'The shopper chose "Fail payment" in the demo payment dialog.',
  },
};
