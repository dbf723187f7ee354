/** Content rows become the API's shapes here, and only here. Field names follow the product brief. */
import type { Schema } from '@shop/contracts';
import type { blogs, galleryItems, pageMetadata } from '../db/schema';

export type GalleryItemView = Schema<'GalleryItem'>;

export function reshapeGalleryItem(row: typeof galleryItems.$inferSelect): GalleryItemView {
  return { id: row.id, image: row.image, image_title: row.title, image_description: row.description };
}

export type BlogView = Schema<'Blog'>;

/** `created_at` is the publication date, not when the row was written. */
export function reshapeBlog(row: typeof blogs.$inferSelect): BlogView {
  return { id: row.id, slug: row.slug, title: row.title, content: row.contentHtml, created_at: row.publishedAt.toISOString() };
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

/** A path on this site (or an absolute http(s) URL, kept as it is) as an absolute URL. */
export function absoluteUrl(pathOrUrl: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
