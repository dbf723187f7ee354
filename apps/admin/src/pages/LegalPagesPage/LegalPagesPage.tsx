import { useListAdminLegalPagesQuery, type AdminLegalPage } from '@shop/api-client/admin';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { Text } from '@shop/ui/Text';
import { LEGAL_PAGE_PATHS, legalPagesCopy as copy } from '../../copy/content';
import { formatContentDate } from '../../features/content/contentDate';
import { useListPage } from '../../features/page/useListPage';

/** /admin/legal-pages: the four policy pages; each opens in the editor. */
export function LegalPagesPage() {
  const list = useListAdminLegalPagesQuery();
  const frame = useListPage(copy, list);
  // The table keys rows by `id`; a policy page's is its slug.
  const rows = (list.data ?? []).map((page) => ({ ...page, id: page.slug }));

  const columns: DataTableColumn<AdminLegalPage & { id: string }>[] = [
    { key: 'title', header: copy.columns.title, isRowHeader: true, cell: (page) => page.title },
    { key: 'address', header: copy.columns.address, cell: (page) => <Text as="span" tone="muted">{LEGAL_PAGE_PATHS[page.slug]}</Text> },
    { key: 'updated', header: copy.columns.updated, width: '10rem', cell: (page) => formatContentDate(page.updated_at) },
    {
      key: 'actions',
      header: copy.columns.actions,
      width: '8rem',
      cell: (page) => (
        <LinkButton href={`/legal-pages/${page.slug}`} size="sm" variant="secondary" aria-label={copy.editLabel(page.title)}>
          {copy.edit}
        </LinkButton>
      ),
    },
  ];

  return <ListPage {...frame} columns={columns} items={rows} />;
}
