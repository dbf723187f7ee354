/** Content rows become the API's shapes here, and only here. Field names follow the specification. */
import type { blogs, galleryItems, pageMetadata } from '../db/schema';
import type { TwitterCard } from '../db/tables/values';

export interface GalleryItemView {
  id: number;
  image: string;
  image_title: string;
  image_description: string;
}

export function reshapeGalleryItem(row: typeof galleryItems.$inferSelect): GalleryItemView {
  return { id: row.id, image: row.image, image_title: row.title, image_description: row.description };
}

export interface BlogView {
  id: number;
  slug: string;
  title: string;
  /** The article as HTML; the storefront takes its first h1 as the heading. */
  content: string;
  /** ISO 8601; the publication date. */
  created_at: string;
}

export function reshapeBlog(row: typeof blogs.$inferSelect): BlogView {
  return { id: row.id, slug: row.slug, title: row.title, content: row.contentHtml, created_at: row.publishedAt.toISOString() };
}

export interface PageMetadataView {
  title: string;
  description: string;
  canonical_url: string;
  og_image: string;
  twitter_card: TwitterCard;
}

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
