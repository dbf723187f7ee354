// The demo categories' Hindi, by English name (decision 067): the names of docs/product/hindi-glossary.md.
import type { TranslatedTexts } from '../../db/schema';

export const demoCategoryTranslations: Readonly<Record<string, TranslatedTexts>> = {
  'Bird Spikes': { name: 'बर्ड स्पाइक्स' },
  'Bird Nets': { name: 'बर्ड नेट' },
  Accessories: { name: 'एक्सेसरीज़' },
  'Monkey Spikes': { name: 'मंकी स्पाइक्स' },
};
