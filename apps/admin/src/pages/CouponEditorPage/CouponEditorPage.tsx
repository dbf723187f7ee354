import { useGetAdminMeQuery, useListAdminCouponsQuery } from '@shop/api-client/admin';
import { LinkButton } from '@shop/ui/LinkButton';
import { LoadFailed } from '@shop/ui/LoadFailed';
import { PageHeader } from '@shop/ui/PageHeader';
import { Spinner } from '@shop/ui/Spinner';
import { Stack } from '@shop/ui/Stack';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { couponsCopy } from '../../copy/coupons';
import { usePageTitle } from '../../features/page/usePageTitle';
import { CouponEditor } from './CouponEditor';

const copy = couponsCopy.editor;

/**
 * /admin/coupons/new and /admin/coupons/:couponId: the owner creates a coupon or changes one. The contract reads
 * coupons as one list, so a coupon is found in it. Staff, who may not change coupons, are told so instead.
 */
export function CouponEditorPage() {
  const { couponId } = useParams();
  const isNew = couponId === undefined;
  const me = useGetAdminMeQuery();
  const coupons = useListAdminCouponsQuery(undefined, { skip: isNew });
  const coupon = isNew ? undefined : coupons.data?.find((candidate) => String(candidate.id) === couponId);
  // Bumped to start the form again from what the server holds; a refetch alone does not, as every refused save
  // refreshes the list too and would wipe the owner's edits along with the reason it was refused.
  const [loads, setLoads] = useState(0);
  const title = isNew ? copy.newTitle : coupon ? copy.editTitle(coupon.code) : copy.formLabel;
  usePageTitle(title);

  const reload = async () => {
    await coupons.refetch();
    setLoads((count) => count + 1);
  };

  const body = () => {
    if (!me.data) return <Spinner label={couponsCopy.loading} />;
    if (me.data.staff.role !== 'owner') return <Text tone="muted">{couponsCopy.ownerOnly}</Text>;
    if (isNew) return <CouponEditor saved={undefined} onReload={() => undefined} />;
    if (coupons.isError) return <LoadFailed message={couponsCopy.loadFailed} onRetry={() => void coupons.refetch()} isRetrying={coupons.isFetching} retryLabel={couponsCopy.retry} />;
    if (!coupons.data) return <Spinner label={couponsCopy.loading} />;
    if (!coupon) return <Text>{copy.notFound}</Text>;
    return <CouponEditor key={`${coupon.id}-${loads}`} saved={coupon} onReload={() => void reload()} />;
  };

  return (
    <Stack gap="6">
      <PageHeader
        title={title}
        actions={
          <LinkButton href="/coupons" variant="secondary">
            {copy.back}
          </LinkButton>
        }
      />
      {body()}
    </Stack>
  );
}
