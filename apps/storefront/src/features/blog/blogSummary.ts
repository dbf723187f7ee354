import type { Blog } from '@shop/api-client';
import { FALLBACK_BLOG_TITLE, SNIPPET_LENGTH, firstImage, plainTextSnippet, titleFromHtml, withoutFirstH1 } from './blogHtml';
import { parseHtmlWithDomParser, type ParseHtml } from './htmlTree';

/** What a blog card and a recent-posts entry show. */
export interface BlogSummary {
  slug: string;
  title: string;
  /** ISO date-time, for <time dateTime>. */
  publishedAt: string;
  /** The first image of the article, as written (a path or an https URL). */
  image: string | undefined;
  /** At most 250 characters of the article's text (its title left out) and '...'. */
  snippet: string;
}

/**
 * The card of one article. The title is the article's first h1, like on the article page, so
 * the two always agree; the stored title, then the specification's fallback, stand in without one.
 */
export function blogSummary(blog: Blog, parse: ParseHtml = parseHtmlWithDomParser): BlogSummary {
  const tree = parse(blog.content);
  const parsed: ParseHtml = () => tree;
  return {
    slug: blog.slug,
    title: titleFromHtml(blog.content, blog.title.trim() || FALLBACK_BLOG_TITLE, parsed),
    publishedAt: blog.created_at,
    image: firstImage(blog.content, parsed),
    snippet: plainTextSnippet(withoutFirstH1(blog.content, parsed), SNIPPET_LENGTH, parse),
  };
}

/** Up to `limit` articles other than the one being read, in the list's order (newest first). */
export function recentPosts<T extends { slug: string }>(blogs: readonly T[], currentSlug: string, limit: number): T[] {
  return blogs.filter((blog) => blog.slug !== currentSlug).slice(0, limit);
}
