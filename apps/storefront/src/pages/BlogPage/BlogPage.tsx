import { useListBlogsQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { Heading } from '@shop/ui/Heading';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { Spinner } from '@shop/ui/Spinner';
import { Text } from '@shop/ui/Text';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { HydrateApart } from '../../shared/HydrateApart';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { blogsCopy } from '../../copy/blogs';
import { parseArticle, plainTextSnippet, withoutFirstH1 } from '../../features/blog/blogHtml';
import { blogSummary } from '../../features/blog/blogSummary';
import { formatLongUsDate } from '../../features/blog/longUsDate';
import { ArticleBody } from './ArticleBody';
import { ArticleTrail } from './ArticleTrail';
import * as styles from './BlogPage.css';
import { RecentPosts } from './RecentPosts';
import { InLanguage } from '../../shared/textLanguage';

/** Search results show about this much of a description (the server's page head uses the same). */
const DESCRIPTION_LENGTH = 160;

/**
 * /blogs/{slug} (the route parameter is named id, as in the product brief): the first blog the
 * API returns for the slug is the article. Title from its first h1, 'Published on: {date}', the
 * rest of its HTML, and the 'RECENT POSTS' sidebar.
 */
export function BlogPage() {
  const { id: slug = '' } = useParams();
  const query = useListBlogsQuery({ slug });
  // currentData: never the previous article's while another one loads.
  const blog = query.currentData?.[0];
  const summary = useMemo(() => blog && blogSummary(blog), [blog]);
  const description = useMemo(() => blog && plainTextSnippet(withoutFirstH1(parseArticle(blog.content)), DESCRIPTION_LENGTH), [blog]);
  const isMissing = query.currentData !== undefined && blog === undefined;
  // One element per article, so the page rendering again leaves the list waiting to be seen waiting.
  const recentPosts = useMemo(() => blog && <RecentPosts currentSlug={blog.slug} className={styles.sidebar} />, [blog]);
  const navigate = useNavigate();
  // Found under a slug it had before: show the article at its address now, as the server redirects.
  useEffect(() => {
    if (blog && blog.slug !== slug) void navigate(`/blogs/${encodeURIComponent(blog.slug)}`, { replace: true });
  }, [blog, slug, navigate]);

  useDocumentMetadata(
    summary
      ? { title: summary.title, description, image: summary.image }
      : isMissing && { title: blogsCopy.article.notFound, noindex: true },
  );

  const page = (children: ReactNode) => (
    <Container display="grid" gap={{ mobile: '5', md: '6' }} paddingY={{ mobile: '5', md: '8' }}>
      {children}
    </Container>
  );

  if (!query.currentData) {
    if (query.isError) {
      return page(
        <LoadFailed
          message={blogsCopy.loadFailed}
          retryLabel={blogsCopy.retry}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />,
      );
    }
    return page(
      <Box display="grid" alignItems="center" justifyItems="center" className={styles.halfScreen}>
        <Spinner label={blogsCopy.article.loading} isLabelVisible size="lg" />
      </Box>,
    );
  }

  if (!blog || !summary) {
    return page(
      <Box
        display="grid"
        justifyItems="center"
        alignContent="center"
        gap="4"
        paddingY="10"
        textAlign="center"
        className={styles.halfScreen}
      >
        <Heading level={1}>{blogsCopy.article.notFound}</Heading>
        <Box marginBottom="2">
          <Text tone="muted" measure="narrow">
            {blogsCopy.article.notFoundBody}
          </Text>
        </Box>
        <LinkButton href="/blogs" size="lg">
          {blogsCopy.article.seeAllBlogs}
        </LinkButton>
      </Box>,
    );
  }

  return page(
    <>
      <ArticleTrail title={summary.title} lang={summary.lang} />
      <Box display="grid" gap="12" className={styles.layout}>
        <Box as="article" display="grid" alignContent="start" gap="6" minWidth="0">
          <Box as="header" display="grid" gap="3" className={styles.measure}>
            <Heading level={1} size={{ mobile: '2xl', md: '4xl' }}>
              <InLanguage lang={summary.lang}>{summary.title}</InLanguage>
            </Heading>
            <Text size="sm" tone="muted">
              {blogsCopy.article.publishedOn} <time dateTime={blog.created_at}>{formatLongUsDate(blog.created_at)}</time>
            </Text>
          </Box>
          <ArticleBody html={blog.content} lang={summary.lang} />
          <Box as="footer" paddingTop="6" borderTop="default" className={styles.measure}>
            <LinkButton href="/blogs" variant="secondary">
              <span aria-hidden="true">← </span>
              {blogsCopy.article.backToBlogs}
            </LinkButton>
          </Box>
        </Box>
        {/* Beside the article from 1024 px, under it on a phone: hydrated when the shopper gets there. */}
        <HydrateApart whenSeen>{recentPosts}</HydrateApart>
      </Box>
    </>,
  );
}
