import { useListBlogsQuery } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Container } from '@shop/ui/Container';
import { EmptyState } from '@shop/ui/EmptyState';
import { Grid } from '@shop/ui/Grid';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Spinner } from '@shop/ui/Spinner';
import { useId } from 'react';
import { blogsCopy } from '../../copy/blogs';
import { BlogCard } from './BlogCard';
import * as styles from './BlogsPage.css';
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
    // The product brief only logs such failures; we say so and offer a retry (the shell's alert
    // has already shown for a server error).
    content = query.isError ? (
      <LoadFailed
        message={blogsCopy.loadFailed}
        retryLabel={blogsCopy.retry}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    ) : (
      <Box display="grid" alignItems="center" justifyItems="center" className={styles.loading}>
        <Spinner label={blogsCopy.list.loading} size="lg" />
      </Box>
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
    // One column on phones, two from 600 px, three from 1024 px and four on a full desktop width.
    content = (
      <Grid as="ul" columns={{ mobile: 1, sm: 2, lg: 3, xl: 4 }} gap={{ mobile: '5', lg: '6' }} aria-labelledby={headingId}>
        {blogs.map((blog, index) => (
          <li key={blog.slug}>
            <BlogCard blog={blog} isImageEager={index < EAGER_IMAGES} />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <Container display="grid" gap={{ mobile: '6', md: '8' }} paddingY={{ mobile: '6', md: '10' }}>
      <PageHeader as="header" title={blogsCopy.list.title} titleId={headingId} intro={blogsCopy.list.intro} />
      {content}
    </Container>
  );
}
