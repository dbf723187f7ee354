import { HINDI_MONTHS } from '@shop/rules/indiaTime';
import type { productCopy as English } from './product';
import type { Words } from './words';

/** Hindi words of the product detail page (/products/{slug}). */
export const productCopy: Words<typeof English> = {
  breadcrumbs: {
    label: 'ब्रेडक्रंब',
    home: 'होम',
    products: 'प्रोडक्ट्स',
  },

  gallery: {
    imageAlt: (title: string, position: number, count: number) =>
      count === 1 ? title : `${title} — ${count} में से फ़ोटो ${position}`,
    thumbnails: 'प्रोडक्ट की फ़ोटो',
    enlarge: (alt: string) => `पूरी स्क्रीन पर देखें: ${alt}`,
    lightbox: 'प्रोडक्ट की फ़ोटो, पूरी स्क्रीन पर',
    previous: 'पिछली फ़ोटो',
    next: 'अगली फ़ोटो',
    close: 'बंद करें',
  },

  rating: (value: string, max: number) => `${max} में से ${value} रेटिंग`,
  reviewCount: (count: number) => (count === 1 ? '(1 समीक्षा)' : `(${count} समीक्षाएँ)`),
  notRated: 'अभी कोई रेटिंग नहीं',

  priceLabel: 'कीमत',
  maxPriceLabel: 'M.R.P.',
  percentOff: (percent: number) => `${percent}% छूट`,
  /** After the sale's name: "मानसून सेल · 30 नवंबर, 11:59 अपराह्न तक". */
  saleEnds: (end: string) => `${end} तक`,

  priceTiers: {
    caption: 'ज़्यादा खरीदें, कम चुकाएँ',
    quantity: 'मात्रा',
    price: 'प्रति पैक कीमत',
    saving: 'आपकी बचत',
    from: (quantity: number) => `${quantity}+ पैक`,
    percent: (percent: number) => `${percent}%`,
  },

  inStock: 'स्टॉक में',
  outOfStock: 'स्टॉक में नहीं',

  variantChoice: 'साइज़',

  quantity: 'मात्रा',
  addToCart: 'कार्ट में डालें',
  requestQuote: 'ज़्यादा मात्रा में खरीदना है या फ़िटिंग चाहिए? कोटेशन माँगें',
  buyNow: 'अभी खरीदें',
  addedToCart: 'कार्ट में डाल दिया गया',
  processingOrder: 'आपका ऑर्डर प्रोसेस हो रहा है...',

  share: {
    label: (title: string) => `${title} शेयर करें`,
    copied: 'लिंक क्लिपबोर्ड पर कॉपी हो गया!',
    failed: 'लिंक कॉपी नहीं हो सका। कृपया इसे ऊपर एड्रेस बार से कॉपी करें।',
  },

  assurances: {
    label: 'हमसे क्यों खरीदें',
    deliveredAcrossIndia: 'पूरे भारत में डिलीवरी',
    items: [
      { icon: 'return', text: '7 दिन में वापसी', link: { href: '/return-policy', label: 'वापसी नीति' } },
      { icon: 'lock', text: 'सुरक्षित ऑनलाइन भुगतान' },
    ],
  },

  highlights: 'खास बातें',

  tabs: {
    label: 'प्रोडक्ट की जानकारी',
    description: 'विवरण',
    specifications: 'तकनीकी जानकारी',
    specificationsTable: 'स्पेसिफ़िकेशन',
    material: 'मटीरियल',
    category: 'कैटेगरी',
  },

  /** The Legal Metrology declarations, in the words Hindi labels on packs use. */
  declarations: {
    heading: 'प्रोडक्ट का विवरण',
    genericName: 'सामान्य नाम',
    netQuantity: 'शुद्ध मात्रा',
    mrp: 'M.R.P.',
    mrpValue: (rupees: string) => `${rupees} (सभी टैक्स सहित)`,
    madeMonth: 'निर्माण का महीना',
    madeMonthWords: {
      months: [...HINDI_MONTHS] as [...typeof HINDI_MONTHS],
      asPrinted: 'पैक पर छपे अनुसार',
    },
    countryOfOrigin: 'मूल देश',
    maker: { manufacturer: 'निर्माता', packer: 'पैक करने वाले', importer: 'आयातक' },
    consumerCare: 'ग्राहक सेवा',
    notGiven: 'जानकारी अपडेट की जा रही है',
  },

  reviews: {
    title: 'ग्राहकों की समीक्षाएँ',
    empty: 'अभी कोई समीक्षा नहीं है।',
    emptyHint: 'यह प्रोडक्ट खरीदा है? सबसे पहले इसकी समीक्षा लिखें।',
    basedOn: (count: number) => (count === 1 ? '1 समीक्षा के आधार पर' : `${count} समीक्षाओं के आधार पर`),
    breakdown: 'स्टार के हिसाब से रेटिंग',
    stars: (stars: number) => `${stars} ★`,
    starsSpoken: (stars: number, count: number) => `${stars} स्टार: ${count} ${count === 1 ? 'समीक्षा' : 'समीक्षाएँ'}`,
    verified: 'सत्यापित खरीदारी',
    showMore: 'और समीक्षाएँ देखें',
    shopReply: 'BirdShield India का जवाब',
    loading: 'समीक्षाएँ लोड हो रही हैं',
    loadFailed: 'अभी समीक्षाएँ लोड नहीं हो सकीं।',
    retry: 'फिर से कोशिश करें',
  },

  loading: 'प्रोडक्ट लोड हो रहा है',

  notFound: {
    title: 'प्रोडक्ट नहीं मिला',
    heading: 'यह प्रोडक्ट हमारे यहाँ नहीं है',
    body: 'हो सकता है लिंक पुराना हो या गलत टाइप हुआ हो। इसकी जगह हमारे बर्ड स्पाइक्स, नेट, मंकी स्पाइक्स और एक्सेसरीज़ देखें।',
    viewAll: 'सभी प्रोडक्ट्स देखें',
  },

  failed: {
    title: 'प्रोडक्ट की जानकारी नहीं मिल सकी।',
    body: 'कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  },
};
