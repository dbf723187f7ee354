import { useReturnOrderMutation, type AdminOrder } from '@shop/api-client/admin';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { ordersCopy } from '../../copy/orders';
import { serverProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = ordersCopy.return;

interface ReturnConfirmProps {
  order: AdminOrder;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Mark returned asks first and says what it does: the units go back on sale, and for cash on delivery nothing
 * was collected and the invoice is reversed; an online payment is not refunded by it. A refusal (a colleague
 * moved the order meanwhile) keeps the dialog open and says why in a toast.
 */
export function ReturnConfirm({ order, isOpen, onOpenChange }: ReturnConfirmProps) {
  const [returnOrder] = useReturnOrderMutation();
  const isCash = order.payment_method === 'cash_on_delivery';
  const confirm = async () => {
    const result = await returnOrder({ id: order.id, orderMove: { version: order.version } });
    if ('error' in result) {
      notify.error(serverProblem(result.error, ordersCopy.actions).detail);
      throw result.error;
    }
    notify.success(ordersCopy.actions.done.returned);
  };
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={copy.title(order.id)}
      variant="destructive"
      cancelLabel={copy.keep}
      confirmLabel={copy.confirm}
      pendingLabel={copy.pending}
      onConfirm={confirm}
    >
      {(isCash ? copy.cashBody : order.refundable_paise > 0 ? copy.paidBody : '') + copy.body}
    </AlertDialog>
  );
}
