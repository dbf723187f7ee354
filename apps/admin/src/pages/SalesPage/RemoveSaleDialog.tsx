import { useDeleteAdminSaleMutation, type AdminSale } from '@shop/api-client/admin';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { salesCopy } from '../../copy/sales';
import { serverProblem } from '../../features/forms/serverProblem';
import { notify } from '../../features/toasts';

const copy = salesCopy.remove;

/** The words of removing a sale: a live one is ended, any other deleted; the same call either way. */
export function removeWords(sale: Pick<AdminSale, 'state'>) {
  return sale.state === 'live' ? copy.live : copy.other;
}

/**
 * Asks before a sale goes: ending a live one changes prices in the shop at once. A refusal keeps the dialog
 * open and says why in a toast, so the owner can try again or keep the sale.
 */
export function RemoveSaleDialog({ sale, onClose }: { sale: AdminSale | null; onClose: () => void }) {
  const [remove] = useDeleteAdminSaleMutation();
  const words = sale ? removeWords(sale) : copy.other;

  const confirm = async () => {
    if (!sale) return;
    try {
      await remove({ saleId: sale.id }).unwrap();
      notify.success(words.done(sale.name));
    } catch (error) {
      notify.error(`${copy.failed}: ${serverProblem(error, salesCopy).detail}`);
      throw error;
    }
  };

  return (
    <AlertDialog
      isOpen={sale !== null}
      onOpenChange={(open) => !open && onClose()}
      title={sale ? words.title(sale.name) : ''}
      variant="destructive"
      cancelLabel={copy.keep}
      confirmLabel={words.confirm}
      pendingLabel={words.pending}
      onConfirm={confirm}
    >
      {sale ? copy.text[sale.state] : ''}
    </AlertDialog>
  );
}
