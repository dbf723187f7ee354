import { useListBlogsQuery } from '@shop/api-client';
import { Breadcrumb, Breadcrumbs } from '@shop/ui/Breadcrumbs';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { blogsCopy } from '../../copy/blogs';
import { parseArticle, plainTextSnippet, withoutFirstH1 } from '../../features/blog/blogHtml';
import { blogSummary } from '../../features/blog/blogSummary';
import { formatLongUsDate } from '../../features/blog/longUsDate';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { BlogsLoadFailed } from '../BlogsPage/BlogsLoadFailed';
import { ArticleBody } from './ArticleBody';
import * as styles from './BlogPage.css';
import { RecentPosts } from './RecentPosts';

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

  useDocumentMetadata(
    summary
      ? { title: summary.title, description, image: summary.image }
      : isMissing && { title: blogsCopy.article.notFound, noindex: true },
  );

  const page = (children: ReactNode) => <div className={cx(container, styles.page)}>{children}</div>;

  if (!query.currentData) {
    if (query.isError) {
      return page(<BlogsLoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />);
    }
    return page(
      <div className={styles.loading}>
        <Spinner label={blogsCopy.article.loading} isLabelVisible size="lg" />
      </div>,
    );
  }

  if (!blog || !summary) {
    return page(
      <div className={styles.notFound}>
        <h1 className={styles.notFoundTitle}>{blogsCopy.article.notFound}</h1>
        <p className={styles.notFoundBody}>{blogsCopy.article.notFoundBody}</p>
        <LinkButton href="/blogs" size="lg">
          {blogsCopy.article.seeAllBlogs}
        </LinkButton>
      </div>,
    );
  }

  return page(
    <>
      <Breadcrumbs label={blogsCopy.article.breadcrumbs} className={styles.breadcrumbs}>
        <Breadcrumb href="/">{blogsCopy.article.home}</Breadcrumb>
        <Breadcrumb href="/blogs">{blogsCopy.article.blogs}</Breadcrumb>
        <Breadcrumb>{summary.title}</Breadcrumb>
      </Breadcrumbs>
      <div className={styles.layout}>
        <article className={styles.article}>
          <header className={styles.header}>
            <h1 className={styles.title}>{summary.title}</h1>
            <p className={styles.published}>
              {blogsCopy.article.publishedOn}{' '}
              <time dateTime={blog.created_at}>{formatLongUsDate(blog.created_at)}</time>
            </p>
          </header>
          <ArticleBody html={blog.content} />
          <footer className={styles.footer}>
            <LinkButton href="/blogs" variant="secondary">
              <span aria-hidden="true">← </span>
              {blogsCopy.article.backToBlogs}
            </LinkButton>
          </footer>
        </article>
        <RecentPosts currentSlug={blog.slug} className={styles.sidebar} />
      </div>
    </>,
  );
}
