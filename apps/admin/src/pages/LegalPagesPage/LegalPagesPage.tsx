import { useListAdminLegalPagesQuery, type AdminLegalPage } from '@shop/api-client/admin';
import { DataTable, type DataTableColumn } from '@shop/ui/DataTable';
import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { LEGAL_PAGE_PATHS, legalPagesCopy as copy } from '../../copy/content';
import { formatContentDate } from '../../features/content/contentDate';
import { usePageTitle } from '../../features/page/usePageTitle';

/** /admin/legal-pages: the four policy pages; each opens in the editor. */
export function LegalPagesPage() {
  usePageTitle(copy.title);
  const list = useListAdminLegalPagesQuery();
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

  return (
    <Stack gap="6">
      <PageHeader title={copy.title} intro={copy.intro} />
      {list.isError ? (
        <LoadFailed message={copy.loadFailed} onRetry={() => void list.refetch()} isRetrying={list.isFetching} retryLabel={copy.retry} />
      ) : (
        <DataTable
          label={copy.tableLabel}
          columns={columns}
          items={rows}
          isLoading={list.isFetching && !list.data}
          loadingLabel={copy.loading}
          emptyState={<EmptyState size="compact" headingLevel={2} title={copy.empty.title} description={copy.empty.none} />}
        />
      )}
    </Stack>
  );
}
