/** Content rows become the API's shapes here, and only here. Field names follow the product brief. */
import type { Schema } from '@shop/contracts';
import type { blogs, galleryItems, pageMetadata } from '../db/schema';
import { absoluteMediaUrl, absoluteUrl, withAbsoluteImageSources } from '../media';

export type GalleryItemView = Schema<'GalleryItem'>;

/** The picture's URL is absolute, on `siteUrl` when stored as a `/media/…` path (media/image-url.ts). */
export function reshapeGalleryItem(row: typeof galleryItems.$inferSelect, siteUrl: string): GalleryItemView {
  return { id: row.id, image: absoluteMediaUrl(row.image, siteUrl), image_title: row.title, image_description: row.description };
}

export type BlogView = Schema<'Blog'>;

/** `created_at` is the publication date, not when the row was written; the article's pictures have absolute URLs. */
export function reshapeBlog(row: typeof blogs.$inferSelect, siteUrl: string): BlogView {
  return { id: row.id, slug: row.slug, title: row.title, content: withAbsoluteImageSources(row.contentHtml, siteUrl), created_at: row.publishedAt.toISOString() };
}

export type PageMetadataView = Schema<'PageMetadata'>;

/** Canonical and image URLs are absolute, built from the configured public origin (never from request headers). */
export function reshapePageMetadata(row: typeof pageMetadata.$inferSelect, siteUrl: string): PageMetadataView {
  return {
    title: row.title,
    description: row.description,
    canonical_url: absoluteUrl(row.path, siteUrl),
    og_image: absoluteUrl(row.ogImage, siteUrl),
    twitter_card: row.twitterCard,
  };
}
