/**
 * Content in the language a shopper reads (decisions 067 and 068): an article, a policy page and a gallery photo's
 * captions, as the shop's one translation engine (../translations) keeps them. Their HTML is cleaned to the shop's allow-list when stored, as
 * the English is (decision 013).
 */
import { eq } from 'drizzle-orm';
import { blogs, galleryItems, legalPages } from '../db/schema';
import { LEGAL_PAGE_SLUGS } from '../db/tables/legal-page-slugs';
import {
  ARTICLE_TEXT_FIELDS,
  GALLERY_TEXT_FIELDS,
  POLICY_TEXT_FIELDS,
  TEXT_LIMITS,
  type ArticleTextField,
  type GalleryTextField,
  type PolicyTextField,
} from '../db/tables/values';
import { problem } from '../errors';
import type { TranslatedSubject } from '../translations';
import { sanitizeRichHtml } from './sanitize-html';
import { ARTICLE_WITHOUT_TITLE, hasTitleHeading } from './stored-articles';

/** What an article's or a policy's HTML may run to, cleaned: the contract's limit for the English. */
const CONTENT_LIMIT = 90_000;

/** An article: its key is its id. Its title is its content's first heading, in either language. */
export const translatedArticle: TranslatedSubject<ArticleTextField> = {
  subject: 'article',
  auditedAs: 'blog',
  fields: ARTICLE_TEXT_FIELDS.map((name) => ({ name, format: 'html', maxLength: CONTENT_LIMIT })),
  notFound: problem('blog_not_found', 'No such article.'),
  async english(db, key, { lock }) {
    if (!/^\d{1,9}$/.test(key)) return undefined;
    const query = db.select({ content: blogs.contentHtml }).from(blogs).where(eq(blogs.id, Number(key)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
  clean(_field, text) {
    const html = sanitizeRichHtml(text);
    return hasTitleHeading(html) ? html : ARTICLE_WITHOUT_TITLE;
  },
};

/** A policy page: its key is its slug. */
export const translatedPolicy: TranslatedSubject<PolicyTextField> = {
  subject: 'policy',
  auditedAs: 'legal_page',
  fields: POLICY_TEXT_FIELDS.map((name) => (name === 'title' ? { name, format: 'text', maxLength: TEXT_LIMITS.title } : { name, format: 'html', maxLength: CONTENT_LIMIT })),
  notFound: problem('page_not_found', 'No such page.'),
  async english(db, key, { lock }) {
    if (!(LEGAL_PAGE_SLUGS as readonly string[]).includes(key)) return undefined;
    const query = db.select({ title: legalPages.title, content: legalPages.contentHtml }).from(legalPages).where(eq(legalPages.slug, key as (typeof LEGAL_PAGE_SLUGS)[number]));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
  clean: (field, text) => (field === 'content' ? sanitizeRichHtml(text) : text),
};

/** A gallery photo: its key is its id. Its title and description, named as the shop's GalleryItem names them. */
export const translatedGalleryItem: TranslatedSubject<GalleryTextField> = {
  subject: 'gallery_item',
  auditedAs: 'gallery_item',
  // The back-office's limits on the English (AdminGalleryItemInput).
  fields: GALLERY_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: name === 'image_title' ? 200 : 1000 })),
  notFound: problem('gallery_item_not_found', 'No such photo.'),
  async english(db, key, { lock }) {
    if (!/^\d{1,9}$/.test(key)) return undefined;
    const query = db.select({ image_title: galleryItems.title, image_description: galleryItems.description }).from(galleryItems).where(eq(galleryItems.id, Number(key)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
};
