import type { cartCopy as English } from './cart';
import type { Words } from './words';

/** Hindi words of the cart (/cart). */
export const cartCopy: Words<typeof English> = {
  title: 'आपका कार्ट',
  count: (units: number) => `${units} आइटम`,

  empty: 'कार्ट में कोई आइटम नहीं है',
  emptyHint: 'आप जो बर्ड स्पाइक्स, नेट और मंकी स्पाइक्स डालेंगे, वे चेकआउट तक यहीं रहेंगे।',
  browse: 'सभी प्रोडक्ट्स देखें',

  table: {
    label: 'आपके कार्ट के प्रोडक्ट्स',
    product: 'प्रोडक्ट',
    quantity: 'मात्रा',
    price: 'कीमत',
    subtotal: 'उप-योग',
    remove: 'हटाएँ',
  },
  lineName: (title: string, variantLabel: string) => (variantLabel ? `${title} – ${variantLabel}` : title),
  quantityLabel: (title: string) => `${title} की मात्रा`,
  removeLabel: (title: string) => `${title} को कार्ट से हटाएँ`,
  removed: (title: string) => `${title} आपके कार्ट से हटा दिया गया।`,
  each: (price: string) => `${price} प्रति यूनिट`,
  tierSaving: (minQuantity: number, saving: string) => `${minQuantity}+ वाली कीमत: आपकी बचत ${saving}`,

  summary: {
    title: 'ऑर्डर का सारांश',
    addMore: 'और प्रोडक्ट्स जोड़ें',
    subtotal: 'उप-योग',
    shippingFee: 'शिपिंग फ़ीस',
    freeShipping: 'मुफ़्त',
    freeShippingShortfall: (amount: string) => `मुफ़्त शिपिंग के लिए ${amount} का सामान और जोड़ें`,
    totalPayable: 'कुल देय राशि',
    checkout: 'चेकआउट',
    enterPincodeFirst: 'पहले पिनकोड डालें',
    requestQuote: '20 से ज़्यादा पैक या फ़िटिंग चाहिए? कोटेशन माँगें',
  },

  price: {
    pending: '…',
    failed: 'अभी आपके कार्ट का हिसाब नहीं लग सका। कृपया फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  },

  pincode: {
    label: 'डिलीवरी पिनकोड',
    hint: 'चेकआउट से पहले देख लें कि हम आप तक डिलीवरी करते हैं।',
    check: 'जाँचें',
    checking: 'जाँच हो रही है…',
    valid: 'पिनकोड सही है',
    invalid: 'कृपया सही पिनकोड डालें',
    failed: 'अभी पिनकोड की जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
    deliversTo: (district: string, state: string) => `${district}, ${state} में डिलीवरी`,
    notServiceable: 'माफ़ कीजिए, हम अभी इस पिनकोड पर डिलीवरी नहीं करते। चेकआउट के लिए कोई दूसरा पिनकोड डालकर देखें।',
  },

  nothingToPay: {
    title: 'आपका कार्ट खाली है',
    message: 'कृपया पहले कार्ट में आइटम डालें',
    ok: 'ठीक है',
  },
};
