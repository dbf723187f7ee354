import type { Blog } from '@shop/api-client';
import { FALLBACK_BLOG_TITLE, SNIPPET_LENGTH, firstImage, parseArticle, plainTextSnippet, titleFromArticle, withoutFirstH1 } from './blogHtml';
import { textLanguageOf } from '../../shared/textLanguage';

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
  /** The article's language where it is not the page's: English, on a Hindi page, where staff have not translated it. */
  lang: 'en' | undefined;
}

/**
 * The card of one article. The title is the article's first h1, like on the article page, so
 * the two always agree; the stored title, then the product brief's fallback, stand in without one.
 */
export function blogSummary(blog: Blog): BlogSummary {
  const article = parseArticle(blog.content);
  return {
    slug: blog.slug,
    title: titleFromArticle(article, blog.title.trim() || FALLBACK_BLOG_TITLE),
    publishedAt: blog.created_at,
    image: firstImage(article),
    snippet: plainTextSnippet(withoutFirstH1(article), SNIPPET_LENGTH),
    lang: textLanguageOf(blog, 'content'),
  };
}

/** Up to `limit` articles other than the one being read, in the list's order (newest first). */
export function recentPosts<T extends { slug: string }>(blogs: readonly T[], currentSlug: string, limit: number): T[] {
  return blogs.filter((blog) => blog.slug !== currentSlug).slice(0, limit);
}
