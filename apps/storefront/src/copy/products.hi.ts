import { groupIndianDigits } from '@shop/rules/money';
import type { productsCopy as English } from './products';
import type { Words } from './words';

/** Hindi words of the product listing (/products, its search results) and the category pages. */
export const productsCopy: Words<typeof English> = {
  title: 'हमारे सभी प्रोडक्ट्स',
  searchTitle: (query: string) => `"${query}" के लिए खोज नतीजे`,
  noResults: (query: string) => `"${query}" के लिए कोई प्रोडक्ट नहीं मिला`,
  noResultsHint: 'स्पेलिंग जाँच लें, या कोई छोटा या आम शब्द आज़माएँ, जैसे “spikes” या “net”।',
  viewAllProducts: 'सभी प्रोडक्ट्स देखें',

  empty: 'अभी कोई प्रोडक्ट उपलब्ध नहीं है। कृपया कुछ समय बाद फिर देखें।',
  noMatches: 'इन फ़िल्टर से कोई प्रोडक्ट नहीं मिला',
  noMatchesHint: 'कीमत की सीमा बढ़ाकर देखें, या कम कैटेगरी, मटीरियल या रेटिंग चुनें।',

  count: (count: number) => `${count} प्रोडक्ट`,
  pagesLabel: 'प्रोडक्ट्स के पेज',
  itemName: { one: 'प्रोडक्ट', other: 'प्रोडक्ट' },

  sortBy: 'क्रम से लगाएँ',
  sortOptions: {
    default: 'डिफ़ॉल्ट',
    'name-asc': 'नाम (A–Z)',
    'price-asc': 'कीमत (कम से ज़्यादा)',
    'price-desc': 'कीमत (ज़्यादा से कम)',
  },

  filters: {
    title: 'फ़िल्टर',
    open: 'फ़िल्टर',
    openIcon: '☰',
    activeCount: (count: number) => `(${count} फ़िल्टर लगे हैं)`,
    close: 'बंद करें',
    showResults: (count: number) => `${count} प्रोडक्ट देखें`,
    reset: 'फ़िल्टर हटाएँ',
    price: 'कीमत',
    minPrice: 'कम से कम',
    maxPrice: 'ज़्यादा से ज़्यादा',
    categories: 'कैटेगरी',
    materials: 'मटीरियल',
    ratings: 'ग्राहक रेटिंग',
    ratingStar: '★',
    /** Hindi says स्टार for one and many. */
    ratingStarSpoken: (_rating: number) => ' स्टार',
    ratingAndUp: ' या ज़्यादा',
    /** The API's facet count after a choice's name, in Indian grouping. */
    choiceCount: (count: number) => ` (${groupIndianDigits(count)})`,
  },

  whyUs: {
    title: 'BirdShield India से क्यों खरीदें',
    intro:
      'पूरे भारत में घर, दफ़्तर, फ़ैक्टरियाँ, गोदाम, मंदिर और खेत पक्षियों और बंदरों को दूर रखने के लिए हमारे स्पाइक्स और नेट पर भरोसा करते हैं, बिना उन्हें नुकसान पहुँचाए और हमेशा के लिए।',
    points: [
      {
        icon: 'truck',
        title: 'पूरे भारत में डिलीवरी',
        text: 'भारत में कहीं भी, शहर की बालकनी से लेकर खेत के शेड और फ़ैक्टरी की छत तक; भुगतान से पहले कार्ट में शिपिंग का खर्च दिख जाता है।',
      },
      {
        icon: 'leaf',
        title: 'बिना नुकसान पहुँचाए',
        text: 'हमारे स्पाइक्स और नेट न फँसाते हैं, न ज़हर देते हैं, न चोट पहुँचाते हैं। कबूतरों, कौवों और बंदरों को बैठने की आरामदायक जगह नहीं मिलती, और वे कहीं और चले जाते हैं।',
      },
      {
        icon: 'shield',
        title: 'भारतीय मौसम के लिए बने',
        text: 'जंग न लगने वाला स्टेनलेस स्टील और धूप में टिकने वाला पॉलीकार्बोनेट मानसून की बारिश और गर्मी की धूप, हर मौसम झेलते हैं।',
      },
      {
        icon: 'tools',
        title: 'फ़िटिंग में मदद',
        text: 'पता नहीं कि आपके छज्जे, पाइप या बालकनी के लिए कौन-सा प्रोडक्ट सही है, या उसे कैसे लगाएँ? हमारी टीम आपकी मदद करेगी, सोम - शनि: सुबह 9:00 - रात 8:00।',
        link: { href: '/contact', label: 'हमारी टीम से पूछें' },
      },
      {
        icon: 'return',
        title: '7 दिन में वापसी',
        text: 'डिलीवरी के 7 दिन के अंदर वापसी का अनुरोध करें; रिफ़ंड 5–7 कामकाजी दिनों में उसी तरीके में पहुँच जाता है जिससे आपने भुगतान किया था।',
        link: { href: '/return-policy', label: 'वापसी नीति पढ़ें' },
      },
      {
        icon: 'lock',
        title: 'सुरक्षित ऑनलाइन भुगतान',
        text: 'भरोसेमंद कार्ड भुगतान सेवा के ज़रिए ऑनलाइन भुगतान करें। आपके कार्ड की जानकारी सीधे उन्हीं के पास जाती है; हम उसे न देखते हैं, न रखते हैं।',
      },
    ],
  },

  category: {
    empty: (name: string) => `${name} में अभी कोई प्रोडक्ट नहीं है`,
    emptyHint: 'नए प्रोडक्ट्स अक्सर आते रहते हैं। तब तक हमारे बाकी प्रोडक्ट्स देखें।',
    notFound: 'कैटेगरी नहीं मिली',
    unknown: (name: string) => `हमारे यहाँ “${name}” नाम की कोई कैटेगरी नहीं है`,
    notFoundHint: 'यह कैटेगरी मौजूद नहीं है या कहीं और चली गई है। इसकी जगह हमारे सभी प्रोडक्ट्स देखें।',
    otherCategories: 'दूसरी कैटेगरी देखें',
  },
};
