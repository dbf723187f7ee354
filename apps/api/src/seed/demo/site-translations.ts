// The Hindi of the site's own content that every install starts with (decision 068): the announcement staff keep,
// by its id, and the home page's banners and 'Shop by Category' cards, by theirs (migration 0061 gave them). The
// clients' names are their own, in every language. The words are docs/product/hindi-glossary.md's.
import type { TranslatedTexts } from '../../db/schema';

export const demoAnnouncementTranslations: Readonly<Record<string, TranslatedTexts>> = {
  'message-1': { text: 'सुरक्षित ऑनलाइन भुगतान की सुविधा' },
};

export const demoHomeBannerTranslations: Readonly<Record<string, TranslatedTexts>> = {
  'banner-1': {
    image_alt: 'स्टेनलेस स्टील के बर्ड स्पाइक्स की वजह से खिड़की के छज्जे से दूर रहते कबूतर',
    eyebrow: 'बर्ड स्पाइक्स',
    heading: 'अपने छज्जों से कबूतरों को हमेशा के लिए दूर रखें',
    text: 'जंग-रहित स्टेनलेस स्टील और पारदर्शी पॉलीकार्बोनेट के स्पाइक्स, जिन पर पक्षी उतर नहीं पाते, और जो उन्हें कभी नुकसान नहीं पहुँचाते।',
  },
  'banner-2': {
    image_alt: 'इमारत के आँगन पर तना नेट, जो कबूतरों को बाहर रखता है',
    eyebrow: 'बर्ड नेट',
    heading: 'बालकनी और आँगन को कबूतरों के लिए बंद करें',
    text: 'UV-स्टेबलाइज़्ड नायलॉन और HDPE के नेट, जो पक्षियों को बाहर रखते हैं और रोशनी और हवा आने देते हैं, साथ में मेल खाती फ़िटिंग किट।',
  },
  'banner-3': {
    image_alt: 'बंदरों से सुरक्षित छत: पानी की टंकी और मुंडेर के चारों ओर स्पाइक्स',
    eyebrow: 'मंकी स्पाइक्स',
    heading: 'छतों और पानी की टंकियों को बंदरों से बचाएँ',
    text: 'मुंडेर, टंकी, पाइप और दीवारों के लिए भारी स्टेनलेस स्टील स्पाइक्स: बिना नुकसान पहुँचाए ऐसी रुकावट, जिसे बंदर पार नहीं करते।',
  },
};

export const demoHomeCardTranslations: Readonly<Record<string, TranslatedTexts>> = {
  'card-1': { title: 'पक्षियों से बचाव', text: 'छज्जों, मुंडेर, पाइप और AC यूनिट के लिए स्टेनलेस स्टील और पॉलीकार्बोनेट बर्ड स्पाइक्स।' },
  'card-2': { title: 'बंदरों से बचाव', text: 'दीवारों, मुंडेर, गेट और पानी की टंकियों के लिए भारी स्टेनलेस स्टील मंकी स्पाइक्स।' },
  'card-3': { title: 'बर्ड नेट', text: 'फ़िटिंग किट के साथ नायलॉन और HDPE नेट, जो बालकनी, डक्ट और आँगन को कबूतरों के लिए बंद कर दें।' },
};
