import type { blogsCopy as English } from './blogs';
import type { Words } from './words';

/** Hindi words of the blog list (/blogs) and an article (/blogs/{slug}). */
export const blogsCopy: Words<typeof English> = {
  list: {
    title: 'हमारे ब्लॉग',
    intro: 'कबूतरों, दूसरे पक्षियों और बंदरों को बिना नुकसान पहुँचाए दूर रखने के काम के तरीके, उसी टीम से जो हमारे स्पाइक्स और नेट बनाती है।',
    empty: 'अभी कोई ब्लॉग उपलब्ध नहीं है। जुड़े रहिए!!',
    emptyHint: 'तब तक, हमारे प्रोडक्ट्स पेज पर हर स्पाइक और नेट को लगाने की जानकारी है।',
    browseProducts: 'प्रोडक्ट्स देखें',
    readMore: 'पूरा लेख पढ़ें',
    readMoreSpoken: (title: string) => `पूरा लेख पढ़ें: ${title}`,
    loading: 'ब्लॉग लोड हो रहे हैं',
  },

  article: {
    fallbackTitle: 'ब्लॉग का शीर्षक',
    publishedOn: 'प्रकाशित:',
    loading: 'लोड हो रहा है...',
    recentPosts: 'हाल के लेख',
    breadcrumbs: 'ब्रेडक्रंब',
    home: 'होम',
    blogs: 'ब्लॉग',
    backToBlogs: 'सभी लेख',
    notFound: 'लेख नहीं मिला',
    notFoundBody: 'यह लेख मौजूद नहीं है या हटा दिया गया है। हमारे बाकी लेख ब्लॉग पर हैं।',
    seeAllBlogs: 'सभी ब्लॉग देखें',
  },

  loadFailed: 'अभी हमारे लेख लोड नहीं हो सके। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
};
