import { blogPath } from '@shop/rules';
import { Box } from '@shop/ui/Box';
import { Stack } from '@shop/ui/Stack';
import { sprinkles } from '@shop/ui/sprinkles';
import { Text } from '@shop/ui/Text';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { Link } from 'react-router-dom';
import { blogsCopy } from '../../copy/blogs';
import type { BlogSummary } from '../../features/blog/blogSummary';
import { formatLongUsDate } from '../../features/blog/longUsDate';
import * as styles from './BlogCard.css';
import { BlogImage } from './BlogImage';
import { InLanguage } from '../../shared/textLanguage';

export interface BlogCardProps {
  blog: BlogSummary;
  /** Cards in the first row load their image at once. */
  isImageEager?: boolean;
}

/**
 * One article in the list: image, title, date, snippet and 'Read Full Article'. The link's name
 * carries the title ('Read Full Article: …', from visually hidden text) so a list of links stays
 * meaningful, and its click area covers the whole card.
 */
export function BlogCard({ blog, isImageEager }: BlogCardProps) {
  return (
    <Box
      as="article"
      position="relative"
      display="flex"
      flexDirection="column"
      overflow="hidden"
      background="surface"
      border="default"
      borderRadius="lg"
      boxShadow="sm"
      className={styles.card}
    >
      <BlogImage src={blog.image} className={sprinkles({ borderBottom: 'default' })} isEager={isImageEager} />
      <Stack gap="2" padding={{ mobile: '4', md: '5' }} flexGrow={1}>
        <Box as="h2" fontSize="lg" fontWeight="bold" lineHeight="snug" color="default" className={styles.breakAnywhere} lang={blog.lang}>
          {blog.title}
        </Box>
        <Box as="time" fontSize="sm" color="muted" dateTime={blog.publishedAt}>
          {formatLongUsDate(blog.publishedAt)}
        </Box>
        <Text size="sm" leading="body" tone="muted" wrap="breakWord">
          <InLanguage lang={blog.lang}>{blog.snippet}</InLanguage>
        </Text>
        <Link className={styles.readMore} to={blogPath(blog.slug)}>
          {/* Spoken in full by the hidden text (a hidden span after the visible words would be read with a stray space). */}
          <span aria-hidden="true">{blogsCopy.list.readMore}</span>
          <span className={visuallyHidden}>{blogsCopy.list.readMoreSpoken(blog.title)}</span>
          <svg className={styles.arrow} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
            <path d="M3 8h10m-4-4 4 4-4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
      </Stack>
    </Box>
  );
}
