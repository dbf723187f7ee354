import type { signupCopy as English } from './signup';
import type { Words } from './words';

/** Hindi words of the sign-up page (/signup), its verification dialog and toasts; the English module says which are the product brief's. */
export const signupCopy: Words<typeof English> = {
  title: 'आपका BirdShield India खाता',
  intro: 'जल्दी चेकआउट करने और हर ऑर्डर पर नज़र रखने के लिए लॉग इन करें, या एक मिनट में खाता बनाएँ।',
  benefits: [
    'भुगतान से डिलीवरी तक अपने ऑर्डर ट्रैक करें',
    'जल्दी चेकआउट के लिए डिलीवरी के पते सेव करें',
    'स्पाइक्स, नेट और एक्सेसरीज़ की विशलिस्ट बनाएँ',
  ],
  benefitsLabel: 'खाते से आप ये कर सकते हैं',
  loading: 'साइन इन लोड हो रहा है',

  login: {
    title: 'लॉग इन',
    subtitle: 'BirdShield India में आपका फिर से स्वागत है।',
    email: 'ईमेल',
    password: 'पासवर्ड',
    submit: 'लॉग इन करें',
    pending: 'लॉग इन हो रहा है…',
    forgotPassword: 'पासवर्ड भूल गए',
    note: 'प्रोडक्ट्स देखने और कार्ट के लिए खाते की ज़रूरत नहीं है। चेकआउट करने, अपने ऑर्डर पर नज़र रखने और विशलिस्ट रखने के लिए लॉग इन करें।',
    newHere: 'पहली बार आए हैं?',
    createAccount: 'खाता बनाएँ',
  },

  forgotPassword: {
    title: 'पासवर्ड भूल गए?',
    body: 'आपकी सुरक्षा के लिए, हमारी सपोर्ट टीम यह जाँचने के बाद ही पासवर्ड रीसेट करती है कि अनुरोध खाताधारक ने ही किया है।',
    steps: (contact: { email: string; phone: string; hours: string } | undefined) => [
      contact
        ? `जिस ईमेल पते से आपने रजिस्टर किया था, उससे ${contact.email} पर ईमेल करें, या ${contact.phone} पर कॉल करें (${contact.hours})।`
        : 'जिस ईमेल पते और नंबर से आपने रजिस्टर किया था, उससे हमारी सपोर्ट टीम को ईमेल या कॉल करें।',
      'हम आपकी जानकारी की पुष्टि करेंगे और नया पासवर्ड सेट करने में आपकी मदद करेंगे।',
    ],
    contactLink: 'हमसे संपर्क करें',
    close: 'बंद करें',
  },

  register: {
    title: 'रजिस्टर करें',
    subtitle: 'ऑर्डर करने और डिलीवरी ट्रैक करने के लिए खाता बनाएँ।',
    fullName: 'पूरा नाम',
    email: 'ईमेल पता',
    contact: 'संपर्क नंबर',
    password: 'पासवर्ड',
    confirmPassword: 'पासवर्ड दोबारा डालें',
    submit: 'रजिस्टर करें',
    pending: 'कोड भेजा जा रहा है…',
    haveAccount: 'क्या आपका पहले से खाता है?',
    logIn: 'लॉग इन करें',
    messagingMobileDescription:
      'जब आप अपने खाते में यह नंबर कन्फ़र्म कर देंगे, तब हम इस पर अपडेट भेजेंगे, और तब तक आपको ईमेल करेंगे। अगर इस नंबर से हमें STOP भेजा गया है, तो जब तक वहाँ से START नहीं भेजा जाता, हम उस पर कुछ नहीं भेजेंगे।',
  },

  fieldRequired: 'यह जानकारी ज़रूरी है।',

  verification: {
    title: 'ईमेल वेरिफ़िकेशन',
    description: (email: string) => `हमने ${email} पर जो 6 अंकों का कोड भेजा है, उसे डालें। यह 10 मिनट तक मान्य है।`,
    codeLabel: 'वेरिफ़िकेशन कोड',
    digitLabel: (position: number, length: number) => `${length} में से अंक ${position}`,
    spamHint: 'कोड नहीं मिल रहा? अपना स्पैम या प्रमोशन फ़ोल्डर देखें, या नया कोड भेजें।',
    verify: 'वेरिफ़ाई करें',
    verifying: 'वेरिफ़ाई हो रहा है…',
    changeEmail: 'ईमेल बदलें',
    resend: 'नया कोड भेजें',
    close: 'बंद करें',
  },

  toasts: {
    fillSignupFields: 'कृपया साइन अप की सभी ज़रूरी जानकारी भरें',
    passwordsDontMatch: 'दोनों पासवर्ड मेल नहीं खाते',
    messagingMobile: 'WhatsApp या SMS पर अपडेट के लिए 10 अंकों का मोबाइल नंबर डालें, या उनका टिक हटा दें।',
    enterLoginCredentials: 'कृपया लॉग इन के लिए ईमेल और पासवर्ड डालें',
    invalidOtp: 'कृपया सही OTP डालें',
    otpSent: 'OTP भेज दिया गया है',
    otpSendFailed: 'OTP नहीं भेजा जा सका',
    otpSendError: 'OTP भेजते समय गड़बड़ी हुई। कृपया अपना ईमेल जाँचें या सपोर्ट से संपर्क करें।',
    otpVerifyFailed: 'OTP वेरिफ़ाई नहीं हो सका',
    otpVerifyError: 'OTP वेरिफ़ाई करते समय गड़बड़ी हुई',
    registrationFailed: 'रजिस्ट्रेशन नहीं हो सका',
    somethingWentWrong: 'कुछ गड़बड़ हो गई',
    serverNotResponding: 'सर्वर जवाब नहीं दे रहा है। कृपया अपना कनेक्शन जाँचें।',
    unexpected: 'एक अनपेक्षित गड़बड़ी हुई।',
    registered: 'आपका खाता तैयार है। कृपया लॉग इन करें।',
    loggedIn: 'लॉग इन हो गया',
    loginFailed: 'लॉग इन नहीं हो सका',
    loginError: 'लॉग इन के दौरान अनपेक्षित गड़बड़ी हुई',
    storageBlocked:
      'आपका ब्राउज़र साइट डेटा को रोक रहा है, इसलिए आप लॉग इन नहीं रह सकते। कृपया इस शॉप के लिए कुकीज़ और साइट डेटा की अनुमति दें।',
  },
};
