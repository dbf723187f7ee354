import { useListAdminCouponsQuery } from '@shop/api-client/admin';
import { useParams } from 'react-router-dom';
import { couponsCopy } from '../../copy/coupons';
import { OwnerRecordEditorPage } from '../../features/page/OwnerRecordEditorPage';
import { CouponEditor } from './CouponEditor';

const copy = couponsCopy.editor;

/** /admin/coupons/new and /admin/coupons/:couponId: the owner creates a coupon or changes one. */
export function CouponEditorPage() {
  const { couponId } = useParams();
  const coupons = useListAdminCouponsQuery(undefined, { skip: couponId === undefined });
  return (
    <OwnerRecordEditorPage
      id={couponId}
      list={coupons}
      title={(coupon) => (couponId === undefined ? copy.newTitle : coupon ? copy.editTitle(coupon.code) : copy.formLabel)}
      back={{ href: '/coupons', label: copy.back }}
      words={{ ...couponsCopy, notFound: copy.notFound, saved: copy.saved, created: copy.created }}
      editor={(editing) => <CouponEditor {...editing} />}
    />
  );
}
