import type { Words } from '../../words/Words';
import type { pincodeBoxWords as English } from './pincodeBoxWords';

export const pincodeBoxWords: Words<typeof English> = {
  label: 'पिनकोड',
  check: 'जाँचें',
  checking: 'जाँच हो रही है…',
  valid: 'पिनकोड सही है',
  invalid: 'कृपया सही पिनकोड डालें',
  failed: 'पिनकोड की जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
  delivery: {
    deliverBy: (day) => `${day} तक डिलीवरी`,
    deliverable: 'हम इस पिनकोड पर डिलीवरी करते हैं',
    courier: (courier) => `${courier} से भेजा जाएगा`,
    cashOnDelivery: 'कैश ऑन डिलीवरी उपलब्ध है',
    noCashOnDelivery: 'यहाँ कैश ऑन डिलीवरी उपलब्ध नहीं है',
    notServiceable: 'माफ़ कीजिए, अभी हम इस पिनकोड पर डिलीवरी नहीं करते।',
    unknown: 'अभी डिलीवरी की तारीख नहीं जाँची जा सकती। आप फिर भी ऑर्डर कर सकते हैं।',
  },
};
