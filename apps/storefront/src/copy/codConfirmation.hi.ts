import type { CodConfirmationLabels } from '@shop/ui/CodConfirmation';
import type { codConfirmationCopy as English, confirmOrderPageCopy as EnglishPage } from './codConfirmation';
import type { Words } from './words';

/** Hindi words of a cash-on-delivery order's confirmation panel (/confirm-order/{token} and the order's page). */
export const codConfirmationCopy: Words<typeof English> = {
  awaitingTitle: 'अपना ऑर्डर कन्फ़र्म करें',
  awaitingMessage: (deadline) =>
    `आपके कन्फ़र्म करते ही हम इसे पैक कर देंगे। कृपया ${deadline} तक जवाब दें; तब तक कन्फ़र्म न हुआ ऑर्डर रद्द कर दिया जाता है।`,
  confirmedTitle: 'ऑर्डर कन्फ़र्म हो गया',
  confirmedMessage: (amount) => `धन्यवाद। हम इसे अभी पैक कर रहे हैं; कृपया कूरियर के लिए ${amount} तैयार रखें।`,
  cancelledTitle: 'ऑर्डर रद्द हो गया',
  cancelledMessage: 'हम इसे नहीं भेजेंगे, और आपको कुछ भी भुगतान नहीं करना है।',
  expiredTitle: 'ऑर्डर रद्द हो गया: समय पर कन्फ़र्म नहीं हुआ',
  expiredMessage: (deadline) => `यह ${deadline} तक कन्फ़र्म नहीं हुआ, इसलिए हमने इसे रद्द कर दिया। आप फिर से ऑर्डर कर सकते हैं।`,
  orderNumber: (orderNumber) => `ऑर्डर #${orderNumber}`,
  placedOn: (day) => `${day} को ऑर्डर किया गया`,
  items: 'आइटम',
  quantity: (quantity) => `मात्रा: ${quantity}`,
  deliverTo: 'डिलीवरी यहाँ होगी',
  amountToPay: 'डिलीवरी पर भुगतान',
  confirm: 'ऑर्डर कन्फ़र्म करें',
  confirming: 'कन्फ़र्म हो रहा है…',
  cancel: 'ऑर्डर रद्द करें',
  cancelQuestion: 'यह ऑर्डर रद्द करें?',
  cancelConsequence: 'हम इसे नहीं भेजेंगे, और आपसे कोई भुगतान नहीं माँगा जाएगा।',
  keepOrder: 'ऑर्डर रखें',
  cancelOrder: 'हाँ, ऑर्डर रद्द करें',
  cancelling: 'रद्द हो रहा है…',
  failed: 'आपका जवाब नहीं भेजा जा सका। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
} satisfies CodConfirmationLabels;

/** Hindi words of the page a confirmation link opens, around the panel. */
export const confirmOrderPageCopy: Words<typeof EnglishPage> = {
  title: 'अपना ऑर्डर कन्फ़र्म करें',
  loading: 'आपका ऑर्डर लोड हो रहा है',
  loadFailed: 'अभी आपका ऑर्डर लोड नहीं हो सका। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  unknownLink: {
    title: 'यह लिंक काम नहीं कर रहा',
    message:
      'हो सकता है यह अधूरा हो, या किसी पुराने ईमेल का हो। अपने ऑर्डर के बारे में सबसे नए ईमेल का लिंक खोलें, या साइन इन करके “आपके ऑर्डर” में उसे देखें और कन्फ़र्म करें।',
  },
  yourOrders: 'आपके ऑर्डर पर जाएँ',
  shop: 'ख़रीदारी जारी रखें',
};
