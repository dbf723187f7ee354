import { faqTitle } from './faq.hi';
import type { homeCopy as English } from './home';
import type { Words } from './words';

/** Hindi words of the home page (/); banners, category cards and client logos come from the API. */
export const homeCopy: Words<typeof English> = {
  title: 'BirdShield India: पक्षियों और बंदरों को बिना नुकसान पहुँचाए दूर रखने वाले बर्ड स्पाइक्स, बर्ड नेट और मंकी स्पाइक्स',
  loading: 'होम पेज लोड हो रहा है',

  carousel: {
    previousLabel: 'पिछली स्लाइड',
    nextLabel: 'अगली स्लाइड',
    pauseLabel: 'स्लाइड शो रोकें',
    playLabel: 'स्लाइड शो चलाएँ',
    formatSlideLabel: (position: number, count: number) => `${count} में से ${position}`,
    formatPageLabel: (position: number) => `स्लाइड ${position} पर जाएँ`,
  },

  banner: {
    label: 'खास',
    shopNow: 'अभी खरीदें',
  },

  bestsellers: {
    title: 'हमारे बेस्टसेलर',
    intro: 'वे स्पाइक्स, नेट और फ़िटिंग का सामान जो हमारे ग्राहक सबसे ज़्यादा ऑर्डर करते हैं।',
    viewAll: 'सभी प्रोडक्ट्स देखें',
    loading: 'बेस्टसेलर लोड हो रहे हैं',
    empty: 'हमारे बेस्टसेलर का नया स्टॉक आ रहा है। तब तक, हमारे सभी प्रोडक्ट्स बस एक क्लिक दूर हैं।',
  },

  categories: {
    title: 'कैटेगरी के हिसाब से खरीदें',
    intro: 'हर इमारत के लिए बिना नुकसान वाली सुरक्षा, शहर की बालकनी से लेकर मंदिर के गुंबद तक।',
    shopNow: 'अभी खरीदें',
  },

  clients: {
    title: 'हमारे क्लाइंट',
    intro: 'होटल, मंदिर ट्रस्ट, गोदाम, रेलवे टर्मिनल, हाउसिंग सोसाइटी और फ़ूड फ़ैक्टरियाँ हम पर भरोसा करती हैं।',
  },

  faq: {
    title: faqTitle,
    intro: 'हमारे स्पाइक्स के बारे में और वे कहाँ काम आते हैं, इस पर छोटे जवाब। ऑर्डर, डिलीवरी और वापसी के बारे में हमारे FAQ पेज पर पढ़ें।',
    viewAll: 'सभी सवाल देखें',
  },
};
