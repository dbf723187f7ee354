/** The brand site's editorial content and what visitors send in. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, filledText, id, oneOf, slugShape, updatedAt, version } from './columns';
import { LEGAL_PAGE_SLUGS, type LegalPageSlug } from './legal-page-slugs';
import { outbox } from './outbox';
import { CONTACT_STATUSES, SITE_DOCUMENTS, TEXT_LIMITS, TWITTER_CARDS, type ContactStatus, type SiteDocumentKey, type TwitterCard } from './values';

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    slug: text('slug').notNull().unique('blogs_slug_key'),
    /** Taken from the article's first heading when it is written. */
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** A hidden (unpublished) article answers 404 and is left out of lists and the sitemap. */
    hidden: boolean('hidden').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blogs_published_idx').on(t.publishedAt),
    check('blogs_slug_shape', slugShape(t.slug)),
    check('blogs_title_filled', filledText(t.title, TEXT_LIMITS.title)),
  ],
);

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: id(),
    image: text('image').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Display order, smallest first. */
    position: integer('position').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gallery_items_position_idx').on(t.position, t.id),
    check('gallery_items_image_filled', sql`length(btrim(${t.image})) > 0`),
    check('gallery_items_title_filled', filledText(t.title, TEXT_LIMITS.title)),
  ],
);

/** An article's earlier slugs: their addresses answer a permanent redirect to the article's address now. */
export const blogSlugRedirects = pgTable(
  'blog_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('blog_slug_redirects_blog_idx').on(t.blogId), check('blog_slug_redirects_slug_shape', slugShape(t.slug))],
);

/** The shop's policies (privacy, terms, returns, offers): one row each, rich HTML cleaned when stored. */
export const legalPages = pgTable(
  'legal_pages',
  {
    slug: text('slug').$type<LegalPageSlug>().primaryKey(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [check('legal_pages_slug_known', oneOf(t.slug, LEGAL_PAGE_SLUGS)), check('legal_pages_title_filled', filledText(t.title, TEXT_LIMITS.title))],
);

/** Title, description and social preview of one storefront path. */
export const pageMetadata = pgTable(
  'page_metadata',
  {
    id: id(),
    path: text('path').notNull().unique('page_metadata_path_key'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ogImage: text('og_image').notNull(),
    twitterCard: text('twitter_card').$type<TwitterCard>().notNull().default('summary_large_image'),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('page_metadata_path_absolute', sql`${t.path} like '/%'`),
    check('page_metadata_title_filled', filledText(t.title, TEXT_LIMITS.title)),
    check('page_metadata_twitter_card_known', oneOf(t.twitterCard, TWITTER_CARDS)),
  ],
);

/**
 * The site's own content that staff edit as one piece each (the contact details, the announcement bar's
 * messages): a JSON document per key, its shape checked by the contract when it is saved, with a version
 * so two editors cannot silently undo each other.
 */
export const siteDocuments = pgTable(
  'site_documents',
  {
    key: text('key').$type<SiteDocumentKey>().primaryKey(),
    body: jsonb('body').notNull(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [check('site_documents_key_known', oneOf(t.key, SITE_DOCUMENTS))],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    status: text('status').$type<ContactStatus>().notNull().default('unread'),
    /** Staff's own note on how the message was dealt with; never sent to the visitor. */
    internalNote: text('internal_note'),
    /** Set by the shop once someone has marked it handled. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    version: version(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    check('contact_messages_status_known', oneOf(t.status, CONTACT_STATUSES)),
    check('contact_messages_note_filled', sql`${t.internalNote} is null or (${filledText(t.internalNote, TEXT_LIMITS.staffNote)})`),
    check('contact_messages_name_filled', filledText(t.name, TEXT_LIMITS.personName)),
    check('contact_messages_email_filled', filledText(t.email, TEXT_LIMITS.email)),
    check('contact_messages_subject_filled', filledText(t.subject, TEXT_LIMITS.subject)),
    check('contact_messages_message_filled', filledText(t.message, TEXT_LIMITS.message)),
  ],
);

/** The shop's e-mailed answers to a contact message, oldest first: the message's thread. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The outbox mail that carries the answer, for its delivery status. */
    mailId: integer('mail_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt), check('contact_replies_body_filled', filledText(t.body, TEXT_LIMITS.message))],
);
