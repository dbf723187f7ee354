import { useListAdminCategoriesQuery, useListAdminSalesQuery, type AdminSale } from '@shop/api-client/admin';
import { saleDiscountText } from '@shop/rules';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { LinkButton } from '@shop/ui/LinkButton';
import { Inline } from '@shop/ui/Inline';
import { ListPage } from '@shop/ui/ListPage';
import { Text } from '@shop/ui/Text';
import { useMemo, useState } from 'react';
import { salesCopy as copy } from '../../copy/sales';
import { EditAndRemove } from '../../features/page/EditAndRemove';
import { HindiLink } from '../../features/translation/HindiLink';
import { useListPage } from '../../features/page/useListPage';
import { formatIndiaTime } from '../../features/sales/indiaTime';
import { saleCoverText } from '../../features/sales/saleCover';
import { useIsOwner } from '../../features/session';
import { RemoveSaleDialog, removeWords } from './RemoveSaleDialog';
import { SaleStateBadge } from './SaleStateBadge';

/** A shop has a handful of categories: one page holds them all. */
const ALL_CATEGORIES = { page: 1, pageSize: 100 } as const;

/**
 * /admin/sales: every sale, live and upcoming first (soonest to end first), then those that ended. The owner
 * schedules one, edits one, and ends a live one or deletes any other after a confirmation; staff read the list.
 */
export function SalesPage() {
  const list = useListAdminSalesQuery(undefined, { refetchOnMountOrArgChange: true });
  const frame = useListPage(copy, list);
  const categories = useListAdminCategoriesQuery(ALL_CATEGORIES);
  const isOwner = useIsOwner();
  const [removing, setRemoving] = useState<AdminSale | null>(null);
  const categoryNames = useMemo(() => new Map((categories.data?.items ?? []).map((category) => [category.id, category.name])), [categories.data]);

  const columns: DataTableColumn<AdminSale>[] = [
    { key: 'name', header: copy.columns.name, isRowHeader: true, minWidth: '8rem', cell: (sale) => <Text as="span" weight="semibold">{sale.name}</Text> },
    {
      key: 'discount',
      header: copy.columns.discount,
      width: '6.5rem',
      cell: (sale) => saleDiscountText({ percentOff: sale.percent_off, amountOffPaise: sale.amount_off_paise }),
    },
    { key: 'covers', header: copy.columns.covers, minWidth: '9rem', cell: (sale) => saleCoverText(sale, categoryNames, copy) },
    { key: 'starts', header: copy.columns.starts, width: '9rem', cell: (sale) => formatIndiaTime(sale.starts_at) },
    { key: 'ends', header: copy.columns.ends, width: '9rem', cell: (sale) => formatIndiaTime(sale.ends_at) },
    // A minimum, not a width: the badge cuts its word with an ellipsis, so the table would squeeze a fixed-width
    // column to "Upcomi…" in a wider font while other columns wrapped.
    { key: 'state', header: copy.columns.state, minWidth: '9rem', cell: (sale) => <SaleStateBadge state={sale.state} /> },
  ];
  if (isOwner) {
    columns.push({
      key: 'actions',
      header: copy.columns.actions,
      width: '17rem',
      cell: (sale) => (
        <Inline gap="2" wrap>
          <EditAndRemove
            editHref={`/sales/${sale.id}`}
            edit={{ action: copy.edit, label: copy.editLabel(sale.name) }}
            remove={{ action: removeWords(sale).action, label: removeWords(sale).label(sale.name) }}
            onRemove={() => setRemoving(sale)}
          />
          <HindiLink href={`/sales/${sale.id}/hindi`} of={sale.name} />
        </Inline>
      ),
    });
  }

  return (
    <ListPage
      {...frame}
      actions={
        isOwner && (
          <LinkButton href="/sales/new" variant="primary">
            {copy.schedule}
          </LinkButton>
        )
      }
      filters={!isOwner && <Text tone="muted">{copy.ownerOnly}</Text>}
      empty={{ ...frame.empty, description: isOwner ? `${copy.empty.none} ${copy.empty.owner}` : copy.empty.none }}
      columns={columns}
      items={list.data ?? []}
    >
      {isOwner && <RemoveSaleDialog sale={removing} onClose={() => setRemoving(null)} />}
    </ListPage>
  );
}
