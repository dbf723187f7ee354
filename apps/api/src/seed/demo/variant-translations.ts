// The demo packs' labels in Hindi, by SKU (decision 067): what a shopper chooses by on a Hindi product page, in the
// words of the products' own Hindi ("10 का पैक", "मीटर", "फ़ुट").
import type { TranslatedTexts } from '../../db/schema';

export const demoVariantTranslations: Readonly<Record<string, TranslatedTexts>> = {
  'SS-BIRD-SPIKES-10': { label: '10 का पैक (3 मीटर)' },
  'SS-BIRD-SPIKES-20': { label: '20 का पैक (6 मीटर)' },
  'SS-BIRD-SPIKES-50': { label: '50 का बल्क पैक (15 मीटर)' },
  'SS-BIRD-SPIKES-200': { label: '200 का कॉन्ट्रैक्टर पैक (60 मीटर)' },
  'PC-BIRD-SPIKES-10': { label: '10 का पैक (3 मीटर)' },
  'PC-BIRD-SPIKES-30': { label: '30 का पैक (9 मीटर)' },
  'PC-BIRD-SPIKES-100': { label: '100 का कॉन्ट्रैक्टर पैक (30 मीटर)' },
  'NET-NYLON-25-10X10': { label: '10 × 10 फ़ुट' },
  'NET-NYLON-25-20X10': { label: '20 × 10 फ़ुट' },
  'SS-MONKEY-SPIKES-5': { label: '5 का पैक (2.5 मीटर)' },
  'SS-MONKEY-SPIKES-20': { label: '20 का पैक (10 मीटर)' },
};
