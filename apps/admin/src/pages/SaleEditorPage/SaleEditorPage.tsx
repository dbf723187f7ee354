import { useGetAdminMeQuery, useListAdminSalesQuery } from '@shop/api-client/admin';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { salesCopy } from '../../copy/sales';
import { usePageTitle } from '../../features/page/usePageTitle';
import { SaleEditor } from './SaleEditor';

const copy = salesCopy.editor;

/**
 * /admin/sales/new and /admin/sales/:saleId: the owner schedules a sale or changes one. The contract reads
 * sales as one list, so a sale is found in it. Staff, who may not change sales, are told so instead.
 */
export function SaleEditorPage() {
  const { saleId } = useParams();
  const isNew = saleId === undefined;
  const me = useGetAdminMeQuery();
  const sales = useListAdminSalesQuery(undefined, { skip: isNew });
  const sale = isNew ? undefined : sales.data?.find((candidate) => String(candidate.id) === saleId);
  // Bumped to start the form again from what the server holds; a refetch alone does not, as every refused save
  // refreshes the list too and would wipe the owner's edits along with the reason it was refused.
  const [loads, setLoads] = useState(0);
  const title = isNew ? copy.newTitle : sale ? copy.editTitle(sale.name) : copy.formLabel;
  usePageTitle(title);

  const reload = async () => {
    await sales.refetch();
    setLoads((count) => count + 1);
  };

  const body = () => {
    if (!me.data) return <Spinner label={salesCopy.loading} />;
    if (me.data.staff.role !== 'owner') return <Text tone="muted">{salesCopy.ownerOnly}</Text>;
    if (isNew) return <SaleEditor saved={undefined} onReload={() => undefined} />;
    if (sales.isError) return <LoadFailed message={salesCopy.loadFailed} onRetry={() => void sales.refetch()} isRetrying={sales.isFetching} retryLabel={salesCopy.retry} />;
    if (!sales.data) return <Spinner label={salesCopy.loading} />;
    if (!sale) return <Text>{copy.notFound}</Text>;
    return <SaleEditor key={`${sale.id}-${loads}`} saved={sale} onReload={() => void reload()} />;
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        actions={
          <LinkButton href="/sales" variant="secondary">
            {copy.back}
          </LinkButton>
        }
      />
      {body()}
    </Stack>
  );
}
