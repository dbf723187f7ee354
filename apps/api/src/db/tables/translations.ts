/** The shop's texts in other languages than English, the one staff write them in (decisions 065 and 067). */
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf, updatedAt } from './columns';
import { TRANSLATION_SUBJECTS, TRANSLATION_LANGUAGES, type TranslationSubject, type TranslationLanguage } from './values';

/** A subject's texts in a language, by the contract's names for them (`title`, `short_desc`, `name`, `content`…). */
export type TranslatedTexts = Partial<Record<string, string>>;

/**
 * one row per translated subject and language: a product, a category, an article, a policy page, a gallery photo, a
 * path's metadata, an entry of a site document (decision 068). `texts` holds only
 * what staff translated; the shop shows English for the rest. `source` holds, for each text, the English it was
 * translated from: when the English moves on, the translation is flagged for staff rather than trusted.
 *
 * `key` is the subject's id, a policy page's slug, or an entry's id within its site document, as text: one table and
 * one engine for every kind of subject, rather than one of each per table. A row's translations go with it (the
 * `forget_translations` trigger on each table, migrations 0060 and 0061), as a foreign key's cascade would take them;
 * an entry's go in the save of its document that leaves it out.
 */
export const translations = pgTable(
  'translations',
  {
    subject: text('subject').$type<TranslationSubject>().notNull(),
    key: text('key').notNull(),
    language: text('language').$type<TranslationLanguage>().notNull(),
    texts: jsonb('texts').$type<TranslatedTexts>().notNull().default({}),
    source: jsonb('source').$type<TranslatedTexts>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.key, t.language] }),
    check('translations_subject_known', oneOf(t.subject, TRANSLATION_SUBJECTS)),
    check('translations_language', oneOf(t.language, TRANSLATION_LANGUAGES)),
    check('translations_texts_object', sql`jsonb_typeof(${t.texts}) = 'object' and jsonb_typeof(${t.source}) = 'object'`),
  ],
);
