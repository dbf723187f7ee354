import type { addressesCopy as English } from './addresses';
import type { Words } from './words';

/** Hindi words of the address book (/account/manage-address) and the address form it shares with the checkout. */
export const addressesCopy: Words<typeof English> = {
  title: 'पते संभालें',
  intro: 'यहाँ सेव किए गए डिलीवरी के पते चेकआउट पर दिखाए जाते हैं।',
  addNew: 'नया पता जोड़ें',
  listTitle: 'सेव किए गए पते',
  loading: 'आपके पते लोड हो रहे हैं',
  loadFailed: 'अभी आपके पते लोड नहीं हो सके।',
  retry: 'फिर से कोशिश करें',
  empty: 'अभी कोई पता सेव नहीं है',
  emptyHint: 'वह पता जोड़ें जहाँ आप अपने स्पाइक्स और नेट मँगवाना चाहते हैं; यह चेकआउट पर तैयार मिलेगा।',

  form: {
    title: 'नया पता जोड़ें',
    fullName: 'पूरा नाम',
    phone: 'फ़ोन नंबर',
    address: 'पता (लाइन 1)',
    addressLine2: 'पता (लाइन 2, ज़रूरी नहीं)',
    city: 'शहर',
    state: 'राज्य',
    zipCode: 'पिनकोड',
    cancel: 'रद्द करें',
    save: 'पता सेव करें',
    saving: 'सेव हो रहा है…',
    phoneHint: '10 अंकों का मोबाइल नंबर',
    zipHint: '6 अंकों का पिनकोड',
    required: 'यह जानकारी ज़रूरी है।',
    close: 'बंद करें',
  },

  added: 'पता जोड़ दिया गया!',
  addFailed: 'पता नहीं जोड़ा जा सका',
  deleted: 'पता हटा दिया गया!',
  deleteFailed: 'पता नहीं हटाया जा सका',

  confirmDelete: {
    title: 'क्या आपको यक़ीन है?',
    message: 'क्या आप यह पता हटाना चाहते हैं?',
    cancel: 'नहीं',
    confirm: 'हाँ, हटा दें!',
    pending: 'हटाया जा रहा है…',
  },

  deleteLabel: (fullName: string) => `${fullName} का पता हटाएँ`,
  phoneLabel: 'फ़ोन',
};
