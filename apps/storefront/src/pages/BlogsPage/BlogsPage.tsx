import { useListBlogsQuery } from '@shop/api-client';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { Spinner } from '@shop/ui/Spinner';
import { useId } from 'react';
import { blogsCopy } from '../../copy/blogs';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { BlogCard } from './BlogCard';
import * as styles from './BlogsPage.css';
import { BlogsLoadFailed } from './BlogsLoadFailed';
import { useBlogSummaries } from './useBlogSummaries';

/** As many cards as the widest row holds load their image at once; the rest when scrolled to. */
const EAGER_IMAGES = 4;

/** /blogs: 'Our Blogs', every article as a card, newest first. */
export function BlogsPage() {
  const headingId = useId();
  const query = useListBlogsQuery({});
  const blogs = useBlogSummaries(query.data);

  let content;
  if (!blogs) {
    content = query.isError ? (
      <BlogsLoadFailed onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    ) : (
      <div className={styles.loading}>
        <Spinner label={blogsCopy.list.loading} size="lg" />
      </div>
    );
  } else if (blogs.length === 0) {
    content = (
      <EmptyState
        title={blogsCopy.list.empty}
        description={blogsCopy.list.emptyHint}
        action={<LinkButton href="/products">{blogsCopy.list.browseProducts}</LinkButton>}
      />
    );
  } else {
    content = (
      <ul className={styles.grid} aria-labelledby={headingId}>
        {blogs.map((blog, index) => (
          <li key={blog.slug}>
            <BlogCard blog={blog} isImageEager={index < EAGER_IMAGES} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={cx(container, styles.page)}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {blogsCopy.list.title}
        </h1>
        <p className={styles.intro}>{blogsCopy.list.intro}</p>
      </header>
      {content}
    </div>
  );
}
