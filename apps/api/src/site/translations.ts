/**
 * The site's own content in the language a shopper reads (decision 068): the FAQ's topics and questions, the
 * announcements, the home page's banners and category cards, and each path's title and description, as the shop's
 * one translation engine (../translations) keeps them. An entry of a site document is keyed by its id within the
 * document; a path's metadata by its row's id.
 */
import { answerToText } from '@shop/rules/faqAnswer';
import { eq } from 'drizzle-orm';
import { pageMetadata } from '../db/schema';
import {
  ANNOUNCEMENT_TEXT_FIELDS,
  FAQ_ENTRY_TEXT_FIELDS,
  FAQ_TOPIC_TEXT_FIELDS,
  HOME_BANNER_TEXT_FIELDS,
  HOME_CARD_TEXT_FIELDS,
  PAGE_TEXT_FIELDS,
  TEXT_LIMITS,
  type AnnouncementTextField,
  type FaqEntryTextField,
  type FaqTopicTextField,
  type HomeBannerTextField,
  type HomeCardTextField,
  type PageTextField,
} from '../db/tables/values';
import { problem } from '../errors';
import type { TranslatedSubject } from '../translations';
import { faqAnswerBlocks } from './faq-answer-text';
import { storedDocument } from './stored-documents';

/** The contract's limits on the English, which its translation shares. */
const LIMITS = {
  faqTopic: { title: 120 },
  faqEntry: { question: 300, answer: TEXT_LIMITS.longText },
  announcement: { text: 120 },
  banner: { image_alt: 300, eyebrow: 60, heading: 120, text: 300 },
  card: { title: 80, text: 300 },
  page: { title: 200, description: 300 },
} as const;

const ENTRY_NOT_FOUND = problem('not_found', 'No such entry.');

/** A FAQ topic: its key is its id (the section's anchor on /faqs). */
export const translatedFaqTopic: TranslatedSubject<FaqTopicTextField> = {
  subject: 'faq_topic',
  auditedAs: 'site_document',
  fields: FAQ_TOPIC_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: LIMITS.faqTopic[name] })),
  notFound: ENTRY_NOT_FOUND,
  async english(db, key, { lock }) {
    const topic = (await storedDocument(db, 'faq', { lock }))?.topics.find((each) => each.id === key);
    return topic && { title: topic.title };
  },
};

/** A FAQ question: its key is its id. The answer is translated as one text, written as the FAQ's editor writes it. */
export const translatedFaqEntry: TranslatedSubject<FaqEntryTextField> = {
  subject: 'faq_entry',
  auditedAs: 'site_document',
  fields: FAQ_ENTRY_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: LIMITS.faqEntry[name] })),
  notFound: ENTRY_NOT_FOUND,
  async english(db, key, { lock }) {
    const entry = (await storedDocument(db, 'faq', { lock }))?.topics.flatMap((topic) => topic.entries).find((each) => each.id === key);
    return entry && { question: entry.question, answer: answerToText(entry.answer) };
  },
  clean(field, text) {
    if (field !== 'answer') return text;
    const blocks = faqAnswerBlocks(text);
    return Array.isArray(blocks) ? answerToText(blocks) : blocks;
  },
};

/** A message of the announcement bar: its key is its id. */
export const translatedAnnouncement: TranslatedSubject<AnnouncementTextField> = {
  subject: 'announcement',
  auditedAs: 'site_document',
  fields: ANNOUNCEMENT_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: LIMITS.announcement[name] })),
  notFound: ENTRY_NOT_FOUND,
  async english(db, key, { lock }) {
    const message = (await storedDocument(db, 'announcements', { lock }))?.messages.find((each) => each.id === key);
    return message && { text: message.text };
  },
};

/** A banner of the home page: its key is its id. Its picture's text alternative is translated with its words. */
export const translatedHomeBanner: TranslatedSubject<HomeBannerTextField> = {
  subject: 'home_banner',
  auditedAs: 'site_document',
  fields: HOME_BANNER_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: LIMITS.banner[name] })),
  notFound: ENTRY_NOT_FOUND,
  async english(db, key, { lock }) {
    const banner = (await storedDocument(db, 'home', { lock }))?.banners.find((each) => each.id === key);
    return banner && { image_alt: banner.image_alt, eyebrow: banner.eyebrow, heading: banner.heading, text: banner.text };
  },
};

/** A 'Shop by Category' card of the home page: its key is its id. */
export const translatedHomeCard: TranslatedSubject<HomeCardTextField> = {
  subject: 'home_card',
  auditedAs: 'site_document',
  fields: HOME_CARD_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: LIMITS.card[name] })),
  notFound: ENTRY_NOT_FOUND,
  async english(db, key, { lock }) {
    const card = (await storedDocument(db, 'home', { lock }))?.categories.find((each) => each.id === key);
    return card && { title: card.title, text: card.text };
  },
};

/** A path's page metadata: its key is its row's id. Its title and description are what the page's head says. */
export const translatedPage: TranslatedSubject<PageTextField> = {
  subject: 'page',
  auditedAs: 'page_metadata',
  fields: PAGE_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: LIMITS.page[name] })),
  notFound: problem('page_not_found', 'No such page.'),
  async english(db, key, { lock }) {
    if (!/^\d{1,9}$/.test(key)) return undefined;
    const query = db.select({ title: pageMetadata.title, description: pageMetadata.description }).from(pageMetadata).where(eq(pageMetadata.id, Number(key)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
};
