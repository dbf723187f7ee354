/**
 * The back-office's translations of everything but a product (whose are the catalogue's own calls): categories,
 * variants, articles, policy pages, gallery photos, sales' names, and the site's FAQ, announcements, home page and page
 * metadata.
 */
import type { FastifyInstance } from 'fastify';
import { translatedCategory, translatedVariant } from '../../../catalog';
import { translatedArticle, translatedGalleryItem, translatedPolicy } from '../../../content';
import type { Database } from '../../../db/database';
import { translatedSale } from '../../../sales';
import { translatedAnnouncement, translatedFaqEntry, translatedFaqTopic, translatedHomeBanner, translatedHomeCard, translatedPage } from '../../../site';
import type { TranslatedSubject as TranslatedSubjectName } from '../../../db/tables/values';
import { getTranslation, saveTranslation, type TranslatedSubject, type TranslationView } from '../../../translations';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

const SUBJECTS: Record<TranslatedSubjectName, TranslatedSubject> = {
  category: translatedCategory,
  variant: translatedVariant,
  article: translatedArticle,
  policy: translatedPolicy,
  faq_topic: translatedFaqTopic,
  faq_entry: translatedFaqEntry,
  announcement: translatedAnnouncement,
  gallery_item: translatedGalleryItem,
  home_banner: translatedHomeBanner,
  home_card: translatedHomeCard,
  page: translatedPage,
  sale: translatedSale,
};

export function registerAdminTranslationRoutes(app: FastifyInstance, db: Database): void {
  registerOperation(app, 'getAdminTranslation', async (request) => {
    const { subject, key, language } = request.params;
    return withFields(SUBJECTS[subject], key, await getTranslation(db, SUBJECTS[subject], key, language));
  });

  registerOperation(app, 'saveAdminTranslation', async (request) => {
    const { subject, key, language } = request.params;
    return withFields(SUBJECTS[subject], key, await saveTranslation(db, signedInStaff(request).userId, SUBJECTS[subject], key, language, request.body));
  });
}

/** The translation as the contract gives it: with what it translates, and the texts staff edit, in their order. */
function withFields(subject: TranslatedSubject, key: string, translation: TranslationView) {
  return {
    subject: subject.subject as TranslatedSubjectName,
    key,
    ...translation,
    texts: translation.texts as Record<string, string>,
    fields: subject.fields.map((field) => ({ name: field.name, format: field.format, max_length: field.maxLength })),
  };
}
