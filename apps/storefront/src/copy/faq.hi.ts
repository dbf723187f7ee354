import type { faqCopy as English, faqTitle as EnglishTitle } from './faq';
import type { Words } from './words';

/** The Hindi title of /faqs and of the home page's section. */
export const faqTitle: Words<typeof EnglishTitle> = 'अक्सर पूछे जाने वाले सवाल';

/** Hindi words of the FAQ page (/faqs); the questions and answers are the shop's content. */
export const faqCopy: Words<typeof English> = {
  title: faqTitle,
  intro:
    'हमारे बर्ड स्पाइक्स, नेट और मंकी स्पाइक्स के बारे में, और ऑर्डर, भुगतान, डिलीवरी और वापसी के बारे में जवाब। अगर आपका सवाल यहाँ नहीं है, तो हमारी टीम खुशी से मदद करेगी।',
  topicsLabel: 'विषय',

  contact: {
    title: 'अब भी कोई सवाल है?',
    body: (hours: string | undefined) =>
      `हमें कॉल करें या लिखें${hours ? ` (${hours})` : ''}, हम जल्द से जल्द आपसे संपर्क करेंगे।`,
    phoneLabel: 'फ़ोन',
    emailLabel: 'ईमेल',
    sendMessage: 'हमें मैसेज भेजें',
  },
};
