import type { deliveryCopy as English } from './delivery';
import type { Words } from './words';

/** Hindi words of the delivery promise: the product page's check and the cart's answer. */
export const deliveryCopy: Words<typeof English> = {
  answer: {
    deliverBy: (day: string) => `${day} तक डिलीवरी`,
    deliverable: 'हम इस पिनकोड पर डिलीवरी करते हैं',
    courier: (courier: string) => `${courier} से भेजा जाएगा`,
    cashOnDelivery: 'कैश ऑन डिलीवरी उपलब्ध है',
    noCashOnDelivery: 'इस ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध नहीं है',
    noCashOnDeliveryBecause: {
      switched_off: 'अभी कैश ऑन डिलीवरी की सुविधा बंद है',
      not_serviceable: 'इस पिनकोड पर कोई कूरियर कैश नहीं लेता',
      over_limit: (limit: string) => `कैश ऑन डिलीवरी ${limit} तक के ऑर्डर पर ही है`,
    },
    notServiceable: 'माफ़ कीजिए, हम अभी इस पिनकोड पर डिलीवरी नहीं करते।',
    unknown: 'अभी डिलीवरी की तारीख नहीं देखी जा सकती। आप फिर भी ऑर्डर कर सकते हैं।',
  },

  product: {
    label: 'डिलीवरी जाँचें',
    hint: 'अपना पिनकोड डालें और देखें कि सामान कब पहुँचेगा और क्या आप डिलीवरी पर भुगतान कर सकते हैं।',
    check: 'जाँचें',
    checking: 'जाँच हो रही है…',
    invalid: 'कृपया 6 अंकों का सही पिनकोड डालें।',
    failed: 'अभी डिलीवरी की जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
  },
};
