import type { footerCopy as English } from './footer';
import type { Words } from './words';

/** Hindi words of the footer (see footer.ts). */
export const footerCopy: Words<typeof English> = {
  blurb:
    '2010 से हम पक्षियों और बंदरों को बिना नुकसान पहुँचाए दूर रखने वाले प्रोडक्ट्स बना रहे हैं: स्टेनलेस स्टील और पॉलीकार्बोनेट के स्पाइक्स, बर्ड नेट और फ़िटिंग का सामान, घरों, दफ़्तरों, फ़ैक्टरियों, गोदामों, मंदिरों और खेतों के लिए। BirdShield India एक रजिस्टर्ड भारतीय ब्रांड है, जिसका मालिक एक छोटा उद्यम है।',
  socialLabel: 'सोशल मीडिया पर BirdShield India',
  social: {
    facebook: 'Facebook',
    twitter: 'Twitter',
    google: 'Google',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
  },
  products: 'प्रोडक्ट्स',
  moreProducts: 'और प्रोडक्ट्स →',
  usefulLinks: 'काम के लिंक',
  links: {
    products: 'प्रोडक्ट्स',
    services: 'फ़िटिंग और साइट सर्वे',
    blogs: 'ब्लॉग',
    privacy: 'गोपनीयता नीति',
    returns: 'वापसी और रिफ़ंड',
    terms: 'नियम और शर्तें',
    help: 'सहायता',
    seller: 'विक्रेता की जानकारी',
    complaint: 'शिकायत दर्ज करें',
  },
  contact: 'संपर्क',
  address: 'पता',
  email: 'ईमेल',
  phone: 'फ़ोन',
  copyright: '© 2025 BirdShield India. सर्वाधिकार सुरक्षित।',
};
