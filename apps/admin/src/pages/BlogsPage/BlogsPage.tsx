import { useListAdminBlogsQuery, type AdminBlog } from '@shop/api-client/admin';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { blogsCopy as copy } from '../../copy/content';
import { formatContentDate } from '../../features/content/contentDate';
import { usePageTitle } from '../../features/page/usePageTitle';

/** /admin/blogs: every article, hidden ones too, newest first; each opens in the editor. */
export function BlogsPage() {
  usePageTitle(copy.title);
  const list = useListAdminBlogsQuery();

  const columns: DataTableColumn<AdminBlog>[] = [
    { key: 'title', header: copy.columns.title, isRowHeader: true, cell: (blog) => blog.title },
    { key: 'address', header: copy.columns.address, cell: (blog) => <Text as="span" tone="muted">/blogs/{blog.slug}</Text> },
    {
      key: 'status',
      header: copy.columns.status,
      width: '8rem',
      cell: (blog) => (
        <Text as="span" tone={blog.hidden ? 'warning' : 'success'} weight={blog.hidden ? 'bold' : undefined}>
          {blog.hidden ? copy.hidden : copy.published}
        </Text>
      ),
    },
    { key: 'published', header: copy.columns.published, width: '9rem', cell: (blog) => formatContentDate(blog.published_at) },
    {
      key: 'actions',
      header: copy.columns.actions,
      width: '8rem',
      cell: (blog) => (
        <LinkButton href={`/blogs/${blog.id}`} size="sm" variant="secondary" aria-label={copy.editLabel(blog.title)}>
          {copy.edit}
        </LinkButton>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <LinkButton href="/blogs/new" variant="primary">
            {copy.newArticle}
          </LinkButton>
        }
      />
      {list.isError ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void list.refetch()} isRetrying={list.isFetching} retryLabel={copy.retry} />
      ) : (
        <DataTable
          label={copy.tableLabel}
          columns={columns}
          items={list.data ?? []}
          isLoading={list.isFetching && !list.data}
          loadingLabel={copy.loading}
          emptyState={<EmptyState size="compact" headingLevel={2} title={copy.empty.title} description={copy.empty.none} />}
        />
      )}
    </Stack>
  );
}
