import { useListBlogsQuery } from '@shop/api-client';
import { blogPath } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Spinner } from '@shop/ui/Spinner';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { blogsCopy } from '../../copy/blogs';
import { recentPosts } from '../../features/blog/blogSummary';
import { formatLongUsDate } from '../../features/blog/longUsDate';
import { BlogImage } from '../BlogsPage/BlogImage';
import { useBlogSummaries } from '../BlogsPage/useBlogSummaries';
import * as styles from './RecentPosts.css';

/** The product brief's limit for the sidebar. */
const RECENT_POSTS = 6;

export interface RecentPostsProps {
  /** The article being read, left out of the list. */
  currentSlug: string;
  className?: string;
}

/** 'RECENT POSTS': up to six other articles, newest first, each with its thumbnail, title and date. */
export function RecentPosts({ currentSlug, className }: RecentPostsProps) {
  const headingId = useId();
  const query = useListBlogsQuery({});
  const others = useMemo(() => query.data && recentPosts(query.data, currentSlug, RECENT_POSTS), [query.data, currentSlug]);
  const posts = useBlogSummaries(others);

  // Nothing to point to (the only article, or the list failed: the article itself is what matters).
  if (posts?.length === 0 || (!posts && query.isError)) return null;

  return (
    <aside className={className} aria-labelledby={headingId}>
      <Box
        as="h2"
        id={headingId}
        paddingBottom="3"
        marginBottom="1"
        fontSize="sm"
        fontWeight="bold"
        color="default"
        className={styles.heading}
      >
        {blogsCopy.article.recentPosts}
      </Box>
      {posts ? (
        <Box as="ul" display="grid">
          {posts.map((post) => (
            <Box
              as="li"
              key={post.slug}
              position="relative"
              display="grid"
              alignItems="flex-start"
              gap="3"
              paddingY="3"
              borderBottom="default"
              className={styles.item}
            >
              <BlogImage src={post.image} className={styles.thumbnail} />
              <Box display="grid" gap="1">
                <Link className={styles.link} to={blogPath(post.slug)} lang={post.lang}>
                  {post.title}
                </Link>
                <Box as="time" fontSize="xs" color="muted" dateTime={post.publishedAt}>
                  {formatLongUsDate(post.publishedAt)}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <Spinner label={blogsCopy.list.loading} size="sm" />
      )}
    </aside>
  );
}
