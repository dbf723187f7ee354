import type { accountCopy as English } from './account';
import type { Words } from './words';

/** Hindi words of the signed-in customer's pages (account home, Manage Account, Manage Payment Methods). */
export const accountCopy: Words<typeof English> = {
  breadcrumbs: {
    label: 'ब्रेडक्रंब',
    home: 'होम',
    account: 'मेरा खाता',
  },

  loadingProfile: 'आपका खाता लोड हो रहा है',
  fieldRequired: 'यह जानकारी ज़रूरी है।',

  home: {
    title: (name: string | undefined) => (name ? `फिर से स्वागत है, ${name}` : 'फिर से स्वागत है'),
    signedInAs: (email: string) => `आप ${email} से साइन इन हैं`,
    intro: 'अपनी जानकारी, ऑर्डर, डिलीवरी के पते और भुगतान यहाँ संभालें।',
    cardsLabel: 'खाते के सेक्शन',
    cards: {
      manageAccount: { title: 'खाता संभालें', description: 'अपना नाम, संपर्क नंबर, पासवर्ड और WhatsApp या SMS अपडेट बदलें।' },
      manageOrders: { title: 'ऑर्डर संभालें', description: 'डिलीवरी पर नज़र रखें, ऑर्डर की जानकारी देखें और प्रोडक्ट्स की समीक्षा लिखें।' },
      manageAddress: { title: 'पते संभालें', description: 'चेकआउट में इस्तेमाल होने वाले डिलीवरी के पते जोड़ें या हटाएँ।' },
      managePaymentMethods: { title: 'भुगतान के तरीके', description: 'कार्ड, UPI और नेटबैंकिंग: हमारे यहाँ भुगतान कैसे होता है।' },
    },
    logoutTitle: 'आप नहीं हैं?',
    logoutHint: 'किसी साझा या सार्वजनिक डिवाइस पर काम पूरा होने के बाद लॉग आउट कर दें।',
    logout: 'लॉग आउट',
  },

  manageAccount: {
    title: 'खाता संभालें',
    intro: 'अपनी जानकारी अपडेट रखें: हम इसे ऑर्डर अपडेट भेजने और डिलीवरी के लिए इस्तेमाल करते हैं।',
    messaging: {
      title: 'WhatsApp और SMS',
      loading: 'WhatsApp और SMS के लिए आपकी पसंद लोड हो रही है',
      loadFailed: 'अभी WhatsApp और SMS के लिए आपकी पसंद लोड नहीं हो सकी।',
      retry: 'फिर से कोशिश करें',
      failed: 'आपकी पसंद सेव नहीं हो सकी। कृपया फिर से कोशिश करें।',
      stopped: {
        whatsapp: 'आपने इस नंबर से STOP भेजा था, इसलिए जब तक आप हमें वहाँ START नहीं भेजते, हम WhatsApp पर कुछ नहीं भेजेंगे।',
        sms: 'आपने इस नंबर से हमारे SMS के जवाब में STOP भेजा था, इसलिए हम कोई SMS नहीं भेजते।',
      },
      proof: {
        unproved: 'यह नंबर अभी कन्फ़र्म नहीं है, इसलिए हम इस पर कुछ नहीं भेजते। हम इस पर एक कोड भेजेंगे, उससे इसे कन्फ़र्म करें; तब तक हम आपको ईमेल करेंगे।',
        confirmNumber: 'यह नंबर कन्फ़र्म करें',
        chooseChannel: 'कोड भेजें',
        sendBy: { sms: 'SMS से', whatsapp: 'WhatsApp पर' },
        sending: 'भेजा जा रहा है…',
        codeSent: { sms: 'हमने SMS से 6 अंकों का कोड भेजा है।', whatsapp: 'हमने WhatsApp पर 6 अंकों का कोड भेजा है।' },
        codeLasts: (minutes: number) => `यह ${minutes} मिनट तक काम करेगा।`,
        code: 'कोड',
        submitCode: 'कन्फ़र्म करें',
        confirming: 'कन्फ़र्म हो रहा है…',
        resend: 'नया कोड भेजें',
        resendIn: (seconds: number) => `${seconds} सेकंड में नया कोड भेजें`,
        sendFailed: 'कोड नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
        proved: 'आपका नंबर कन्फ़र्म हो गया है।',
      },
    },
    profile: {
      title: 'निजी जानकारी',
      fullName: 'पूरा नाम',
      email: 'ईमेल पता',
      emailHint: 'आपका ईमेल पता ही आपका लॉग इन है और इसे बदला नहीं जा सकता।',
      contact: 'संपर्क नंबर',
      contactHint: 'डिलीवरी अपडेट के लिए 10 अंकों का मोबाइल नंबर।',
      language: 'संदेशों की भाषा',
      languageHint: 'हम आपको ईमेल, WhatsApp और SMS इसी भाषा में भेजते हैं।',
      save: 'बदलाव सेव करें',
      saving: 'सेव हो रहा है…',
      saved: 'आपकी जानकारी अपडेट हो गई है।',
      failed: 'आपकी जानकारी अपडेट नहीं हो सकी।',
      nameRequired: 'कृपया अपना पूरा नाम डालें।',
      unchanged: 'सेव करने को कुछ नहीं है: आपकी जानकारी में कोई बदलाव नहीं हुआ।',
    },
    password: {
      title: 'पासवर्ड बदलें',
      intro: 'आप यहाँ लॉग इन रहेंगे; दूसरे डिवाइस पर फिर से लॉग इन करना होगा।',
      current: 'मौजूदा पासवर्ड',
      next: 'नया पासवर्ड',
      nextHint: 'कम से कम 8 अक्षर। छोटे, उलझे पासवर्ड से लंबा वाक्यांश ज़्यादा सुरक्षित है।',
      confirm: 'नया पासवर्ड दोबारा डालें',
      submit: 'पासवर्ड बदलें',
      pending: 'बदला जा रहा है…',
      changed: 'आपका पासवर्ड बदल दिया गया है।',
      failed: 'आपका पासवर्ड नहीं बदला जा सका।',
      required: 'कृपया पासवर्ड के तीनों खाने भरें।',
      mismatch: 'दोनों पासवर्ड मेल नहीं खाते',
      sameAsCurrent: 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।',
    },
  },

  paymentMethods: {
    title: 'भुगतान के तरीके',
    intro: 'यहाँ कुछ सेट करने की ज़रूरत नहीं है: हर बार चेकआउट करते समय आप भुगतान का तरीका चुनते हैं।',
    howTitle: 'आप भुगतान कैसे करते हैं',
    how: 'भुगतान भारतीय रुपये में हमारे पेमेंट गेटवे Razorpay के ज़रिए होता है। चेकआउट पर Razorpay की सुरक्षित भुगतान विंडो में ये विकल्प मिलते हैं:',
    methods: [
      'क्रेडिट और डेबिट कार्ड (Visa, Mastercard, RuPay)',
      'Google Pay, PhonePe और Paytm जैसे UPI ऐप',
      'सभी बड़े भारतीय बैंकों की नेटबैंकिंग',
      'वॉलेट, जहाँ Razorpay उन्हें देता है',
    ],
    storedTitle: 'हमारे पास कोई कार्ड सेव नहीं होता',
    stored:
      'कार्ड, UPI और बैंक की जानकारी Razorpay की विंडो में डाली जाती है और सीधे Razorpay के पास जाती है। BirdShield India आपका कार्ड नंबर, CVV, UPI PIN या बैंकिंग पासवर्ड न कभी देखता है, न सेव करता है; हमें सिर्फ़ भुगतान का रेफ़रेंस और यह जानकारी मिलती है कि भुगतान सफल हुआ या नहीं।',
    refundsTitle: 'रिफ़ंड',
    refunds: 'मंज़ूर हुआ रिफ़ंड 5-7 कामकाजी दिनों के भीतर उसी कार्ड, UPI खाते, बैंक खाते या वॉलेट में वापस जाता है जिससे आपने भुगतान किया था।',
    privacyLink: 'हमारी प्राइवेसी पॉलिसी पढ़ें',
    returnsLink: 'वापसी और रिफ़ंड पॉलिसी',
    moreTitle: 'और जानें',
  },
};
