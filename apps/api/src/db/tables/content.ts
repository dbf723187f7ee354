/** The brand site's editorial content and what visitors send in. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, filledText, id, oneOf, slugShape, updatedAt } from './columns';
import { TEXT_LIMITS, TWITTER_CARDS, type TwitterCard } from './values';

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    slug: text('slug').notNull().unique('blogs_slug_key'),
    /** Taken from the article's first heading when it is written. */
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('gallery_items_position_idx').on(t.position, t.id),
    check('gallery_items_image_filled', sql`length(btrim(${t.image})) > 0`),
    check('gallery_items_title_filled', filledText(t.title, TEXT_LIMITS.title)),
  ],
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
    updatedAt: updatedAt(),
  },
  (t) => [
    check('page_metadata_path_absolute', sql`${t.path} like '/%'`),
    check('page_metadata_title_filled', filledText(t.title, TEXT_LIMITS.title)),
    check('page_metadata_twitter_card_known', oneOf(t.twitterCard, TWITTER_CARDS)),
  ],
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
    /** Set by the shop once someone has answered. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check('contact_messages_name_filled', filledText(t.name, TEXT_LIMITS.personName)),
    check('contact_messages_email_filled', filledText(t.email, TEXT_LIMITS.email)),
    check('contact_messages_subject_filled', filledText(t.subject, TEXT_LIMITS.subject)),
    check('contact_messages_message_filled', filledText(t.message, TEXT_LIMITS.message)),
  ],
);
