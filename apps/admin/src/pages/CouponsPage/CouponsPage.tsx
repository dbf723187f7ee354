import { useListAdminCouponsQuery, type AdminCoupon } from '@shop/api-client/admin';
import type { DataTableColumn } from '@shop/ui/DataTable';
import { LinkButton } from '@shop/ui/LinkButton';
import { ListPage } from '@shop/ui/ListPage';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { couponsCopy as copy } from '../../copy/coupons';
import { EditAndRemove } from '../../features/page/EditAndRemove';
import { useListPage } from '../../features/page/useListPage';
import { formatIndiaTime } from '../../features/sales/indiaTime';
import { useIsOwner } from '../../features/session';
import { CouponStateBadge } from './CouponStateBadge';
import { RemoveCouponDialog } from './RemoveCouponDialog';

/**
 * /admin/coupons: every coupon, live and upcoming first (soonest to end first), then ended and used-up ones,
 * each with how often it was used. The owner creates one, edits one and removes one after a confirmation;
 * staff read the list.
 */
export function CouponsPage() {
  const list = useListAdminCouponsQuery(undefined, { refetchOnMountOrArgChange: true });
  const frame = useListPage(copy, list);
  const isOwner = useIsOwner();
  const [removing, setRemoving] = useState<AdminCoupon | null>(null);

  const columns: DataTableColumn<AdminCoupon>[] = [
    {
      key: 'code',
      header: copy.columns.code,
      isRowHeader: true,
      width: '8.5rem',
      // The code as shoppers must type it: letter by letter in a fixed-width face, so O and 0 are told apart.
      cell: (coupon) => (
        <Text as="strong" weight="semibold">
          <code>{coupon.code}</code>
        </Text>
      ),
    },
    { key: 'description', header: copy.columns.description, minWidth: '10rem', cell: (coupon) => coupon.description },
    { key: 'window', header: copy.columns.window, minWidth: '11rem', cell: (coupon) => copy.window(formatIndiaTime(coupon.starts_at), formatIndiaTime(coupon.ends_at)) },
    { key: 'uses', header: copy.columns.uses, width: '7.5rem', cell: (coupon) => copy.uses(coupon.used, coupon.total_limit) },
    { key: 'perCustomer', header: copy.columns.perCustomer, width: '7rem', cell: (coupon) => copy.perCustomer(coupon.per_customer_limit) },
    // A minimum, not a width: the badge cuts its word with an ellipsis, so the table would squeeze a fixed-width
    // column to "Upcomi…" in a wider font while other columns wrapped.
    { key: 'state', header: copy.columns.state, minWidth: '9rem', cell: (coupon) => <CouponStateBadge state={coupon.state} /> },
  ];
  if (isOwner) {
    columns.push({
      key: 'actions',
      header: copy.columns.actions,
      width: '11rem',
      cell: (coupon) => (
        <EditAndRemove
          editHref={`/coupons/${coupon.id}`}
          edit={{ action: copy.edit, label: copy.editLabel(coupon.code) }}
          remove={{ action: copy.remove.action, label: copy.remove.label(coupon.code) }}
          onRemove={() => setRemoving(coupon)}
        />
      ),
    });
  }
  const createButton = (
    <LinkButton href="/coupons/new" variant="primary">
      {copy.create}
    </LinkButton>
  );

  return (
    <ListPage
      {...frame}
      actions={isOwner && createButton}
      filters={!isOwner && <Text tone="muted">{copy.ownerOnly}</Text>}
      empty={{ ...frame.empty, description: isOwner ? `${copy.empty.none} ${copy.empty.owner}` : copy.empty.none, action: isOwner && createButton }}
      columns={columns}
      items={list.data ?? []}
    >
      {isOwner && <RemoveCouponDialog coupon={removing} onClose={() => setRemoving(null)} />}
    </ListPage>
  );
}
