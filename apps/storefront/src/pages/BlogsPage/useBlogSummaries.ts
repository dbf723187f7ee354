import type { Blog } from '@shop/api-client';
import { useMemo } from 'react';
import { blogSummary, type BlogSummary } from '../../features/blog/blogSummary';

/** The cards of a list of articles, worked out once per list (each one parses the article's HTML). */
export function useBlogSummaries(blogs: readonly Blog[] | undefined): BlogSummary[] | undefined {
  return useMemo(() => blogs?.map((blog) => blogSummary(blog)), [blogs]);
}
