import type { contactCopy as English } from './contact';
import type { Words } from './words';

/** Hindi words of the contact page (/contact); the numbers, e-mail and address are the shop's. */
export const contactCopy: Words<typeof English> = {
  title: 'संपर्क करें',
  intro:
    'पक्का नहीं कि आपकी बालकनी, छत या गोदाम के लिए कौन-से स्पाइक्स या नेट सही हैं? किसी ऑर्डर के बारे में सवाल है? हमें लिखें या कॉल करें, हमारी टीम मदद करेगी।',
  loading: 'संपर्क फ़ॉर्म लोड हो रहा है',

  form: {
    title: 'अपना मैसेज यहाँ लिखें!',
    text: 'आप अपने सवाल या शिकायतें यहाँ भेज सकते हैं, हम जल्द से जल्द आपको जवाब देंगे।',
    name: 'नाम',
    email: 'ईमेल',
    subject: 'विषय',
    message: 'मैसेज',
    send: 'भेजें',
    sending: 'भेजा जा रहा है...',
    emailHint: 'हम इसी पते पर जवाब देंगे।',
    messageHint: 'किसी ऑर्डर के बारे में लिख रहे हैं तो कृपया उसका ऑर्डर नंबर भी लिखें।',
    blank: {
      name: 'कृपया अपना नाम लिखें।',
      email: 'कृपया अपना ईमेल पता लिखें।',
      subject: 'कृपया विषय लिखें।',
      message: 'कृपया अपना मैसेज लिखें।',
    },
  },

  toasts: {
    success: 'मैसेज भेज दिया गया! हम जल्द से जल्द आपसे संपर्क करेंगे!',
    failure: 'आपका मैसेज नहीं भेजा जा सका। कृपया फिर से कोशिश करें!',
    emptyFields: 'कृपया सभी जानकारी भरें!',
  },

  reachUs: {
    title: 'हमारा पता-ठिकाना',
    address: 'पता',
    phone: 'फ़ोन',
    email: 'ईमेल',
    hours: 'समय',
    complaints: 'किसी ऑर्डर के बारे में शिकायत है?',
    fileComplaint: 'शिकायत दर्ज करें',
    sellerDetails: 'विक्रेता की जानकारी और शिकायत अधिकारी',
  },

  map: {
    show: 'नक्शा दिखाएँ',
    notice: 'नक्शा Google Maps से तभी लोड होता है जब आप उसे दिखाना चुनते हैं।',
    open: 'Google Maps में खोलें',
    opensInNewTab: '(नए टैब में खुलता है)',
    frameTitle: (name: string, place: string) => `${name}, ${place} का नक्शा`,
  },
};
