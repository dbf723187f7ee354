import { useListAdminBlogsQuery, type AdminBlog } from '@shop/api-client/admin';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { Text } from '@shop/ui/Text';
import { blogsCopy as copy } from '../../copy/content';
import { formatContentDate } from '../../features/content/contentDate';
import { hiddenStatusColumn } from '../../features/page/hiddenStatusColumn';
import { useListPage } from '../../features/page/useListPage';

/** /admin/blogs: every article, hidden ones too, newest first; each opens in the editor. */
export function BlogsPage() {
  const list = useListAdminBlogsQuery();
  const frame = useListPage(copy, list);

  const columns: DataTableColumn<AdminBlog>[] = [
    { key: 'title', header: copy.columns.title, isRowHeader: true, cell: (blog) => blog.title },
    { key: 'address', header: copy.columns.address, cell: (blog) => <Text as="span" tone="muted">/blogs/{blog.slug}</Text> },
    hiddenStatusColumn(copy.columns.status, { hidden: copy.hidden, shown: copy.published }),
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
    <ListPage
      {...frame}
      actions={
        <LinkButton href="/blogs/new" variant="primary">
          {copy.newArticle}
        </LinkButton>
      }
      columns={columns}
      items={list.data ?? []}
    />
  );
}
