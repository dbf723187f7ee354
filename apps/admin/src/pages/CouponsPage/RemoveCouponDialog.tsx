import { useDeleteAdminCouponMutation, type AdminCoupon } from '@shop/api-client/admin';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { couponsCopy } from '../../copy/coupons';
import { serverProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = couponsCopy.remove;

/**
 * Asks before a coupon goes: its code stops working at once, even in a shopper's checkout. A refusal keeps the
 * dialog open and says why in a toast, so the owner can try again or keep the coupon.
 */
export function RemoveCouponDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const [remove] = useDeleteAdminCouponMutation();

  const confirm = async () => {
    if (!coupon) return;
    try {
      await remove({ couponId: coupon.id }).unwrap();
      notify.success(copy.done(coupon.code));
    } catch (error) {
      notify.error(`${copy.failed}: ${serverProblem(error, couponsCopy).detail}`);
      throw error;
    }
  };

  return (
    <AlertDialog
      isOpen={coupon !== null}
      onOpenChange={(open) => !open && onClose()}
      title={coupon ? copy.title(coupon.code) : ''}
      variant="destructive"
      cancelLabel={copy.keep}
      confirmLabel={copy.confirm}
      pendingLabel={copy.pending}
      onConfirm={confirm}
    >
      {copy.text}
    </AlertDialog>
  );
}
