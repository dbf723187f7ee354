/**
 * Images staff upload for the catalogue. The bytes live in the media storage (local disk or S3-compatible
 * object storage, src/media/storage.ts) under content-addressed keys; a row records what was made of one
 * upload: its web sizes, each a storage key with its width, height and format.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/** One web size of an uploaded image, as stored in `media_images.variants`. */
export interface StoredVariant {
  /** The storage key, e.g. `uploads/3f/3fa9….webp`; URLs are made from it when answering. */
  key: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg' | 'png';
  bytes: number;
}

export const mediaImages = pgTable(
  'media_images',
  {
    id: id(),
    /** The file name the browser sent (X-Filename), for staff to recognise it; never used as a path. */
    originalName: text('original_name'),
    /** The largest web size's dimensions (what `url` shows), after turning the photo upright. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    /** The staff member who uploaded it; kept (restrict), as the audit log keeps its authors. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_images_created_by_idx').on(t.createdBy),
    check('media_images_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
    check('media_images_original_name_size', sql`char_length(${t.originalName}) <= 255`),
    check('media_images_variants_listed', sql`case when jsonb_typeof(${t.variants}) = 'array' then jsonb_array_length(${t.variants}) > 0 else false end`),
  ],
);
