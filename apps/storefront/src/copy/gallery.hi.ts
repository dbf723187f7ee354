import type { galleryCopy as English } from './gallery';
import type { Words } from './words';

/** Hindi words of the gallery (/gallery) and its full-screen lightbox. */
export const galleryCopy: Words<typeof English> = {
  title: 'गैलरी',
  intro:
    'पूरे भारत के घरों, मंदिरों, दुकानों, गोदामों और छतों पर किए गए असली काम। किसी फ़ोटो को चुनें और उसे पूरी स्क्रीन पर, उसकी कहानी के साथ देखें।',
  count: (count: number) => `${count} फ़ोटो`,

  loading: 'गैलरी लोड हो रही है',
  loadFailed: 'अभी गैलरी लोड नहीं हो सकी। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  empty: 'गैलरी में अभी कोई फ़ोटो नहीं है',
  emptyHint: 'हम हाल में किए गए काम की फ़ोटो नियमित रूप से जोड़ते हैं। तब तक, हमारे प्रोडक्ट्स पेज पर हमारे सभी स्पाइक्स और नेट देखें।',
  browseProducts: 'प्रोडक्ट्स देखें',

  untitled: (position: number) => `फ़ोटो ${position}`,

  lightbox: {
    label: 'गैलरी की फ़ोटो, पूरी स्क्रीन पर',
    previous: 'पिछली फ़ोटो',
    next: 'अगली फ़ोटो',
    close: 'बंद करें',
    announcement: (position: number, count: number, title: string) => `${count} में से फ़ोटो ${position}: ${title}`,
  },

  callToAction: {
    title: 'आपके यहाँ भी ऐसा छज्जा, बालकनी या छत है?',
    text: 'हमें बताएँ कि आपको किस जगह को बचाना है, हमारी टीम सही स्पाइक्स या नेट सुझाएगी और उन्हें लगाने का तरीका समझाएगी।',
    shop: 'प्रोडक्ट्स देखें',
    contact: 'संपर्क करें',
  },
};
