import { useListAdminServicesQuery, type AdminService } from '@shop/api-client/admin';
import { formatPaise } from '@shop/rules';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { Text } from '@shop/ui/Text';
import { servicesCopy as copy } from '../../copy/services';
import { useListPage } from '../../features/page/useListPage';
import { useIsOwner } from '../../features/session';

/**
 * /admin/services: what the crews sell, the survey first, with the price per unit with GST, the SAC code and rate
 * the invoice names, and whether it is still offered. Every staff member may open one (to rename or retire it);
 * only the owner adds services and sets prices.
 */
export function ServicesPage() {
  const list = useListAdminServicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const frame = useListPage(copy, list);
  const isOwner = useIsOwner();
  const columns: DataTableColumn<AdminService>[] = [
    { key: 'name', header: copy.columns.name, isRowHeader: true, minWidth: '12rem', cell: (service) => <Text weight="semibold">{service.name}</Text> },
    { key: 'kind', header: copy.columns.kind, minWidth: '8rem', cell: (service) => copy.kinds[service.kind] },
    { key: 'price', header: copy.columns.price, minWidth: '10rem', cell: (service) => `${formatPaise(service.price_paise)} ${copy.units[service.unit]}` },
    { key: 'sac', header: copy.columns.sac, width: '7rem', cell: (service) => service.sac_code },
    { key: 'gst', header: copy.columns.gst, width: '5rem', cell: (service) => copy.gstRate(service.gst_rate) },
    { key: 'state', header: copy.columns.state, width: '7rem', cell: (service) => (service.active ? copy.active : copy.inactive) },
    {
      key: 'actions',
      header: copy.columns.actions,
      width: '7rem',
      cell: (service) => (
        <LinkButton href={`/services/${service.id}`} variant="secondary" size="sm" aria-label={copy.editLabel(service.name)}>
          {copy.edit}
        </LinkButton>
      ),
    },
  ];
  const createButton = (
    <LinkButton href="/services/new" variant="primary">
      {copy.create}
    </LinkButton>
  );
  return (
    <ListPage
      {...frame}
      actions={
        <Inline gap="2">
          <LinkButton href="/crews" variant="secondary">
            {copy.crews}
          </LinkButton>
          {isOwner && createButton}
        </Inline>
      }
      filters={!isOwner && <Text tone="muted">{copy.ownerPrices}</Text>}
      empty={{ ...frame.empty, description: isOwner ? `${copy.empty.none} ${copy.empty.owner}` : copy.empty.none, action: isOwner && createButton }}
      columns={columns}
      items={list.data ?? []}
    />
  );
}
