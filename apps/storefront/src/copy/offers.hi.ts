import type { offersCopy as English } from './offers';
import type { Words } from './words';

/** Hindi interface words of /offers; the offers and their terms are the shop's text. */
export const offersCopy: Words<typeof English> = {
  title: 'ऑफ़र और प्रमोशन',
  loading: 'ऑफ़र लोड हो रहे हैं…',
  loadFailed: 'ऑफ़र लोड नहीं हो सके।',
  retry: 'फिर से कोशिश करें',

  liveSales: {
    title: 'अभी सेल में',
    intro: 'ये कीमतें हर सेल के खत्म होने तक, दिखाई गई तारीख और समय तक, लागू हैं।',
    ends: (end: string) => `${end} तक`,
    off: (amount: string) => `${amount} की छूट`,
  },

  flashSale: {
    title: 'M.R.P. पर हमारी सबसे बड़ी छूट',
    intro: 'जो प्रोडक्ट्स अपने M.R.P. से सबसे ज़्यादा कम कीमत पर हैं, सबसे बड़ी छूट पहले। ये हमारी रोज़ की कीमतें हैं।',
    bestNow: (percent: number) => `अभी सबसे बड़ी छूट: ${percent}%`,
    none: 'अभी कोई भी प्रोडक्ट अपने M.R.P. से कम कीमत पर नहीं है',
    noneHint: 'आज हर प्रोडक्ट अपने M.R.P. पर है; भुगतान से पहले कार्ट में शिपिंग का खर्च दिख जाता है।',
    viewAll: 'सभी प्रोडक्ट्स देखें',
  },

  help: {
    title: 'पक्का नहीं कि आपको क्या चाहिए?',
    text: 'हमें अपनी बालकनी, छत, छज्जे या गोदाम के बारे में बताएँ, हम सही स्पाइक्स या नेट सुझाएँगे और बताएँगे कि कितना ऑर्डर करना है।',
    action: 'संपर्क करें',
  },
};
