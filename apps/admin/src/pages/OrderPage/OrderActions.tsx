import { useCancelOrderMutation, useDeliverOrderMutation, useProcessOrderMutation, type AdminOrder } from '@shop/api-client/admin';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { Button } from '@shop/ui/Button';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { serverProblem } from '../../features/forms/serverProblem';
import { useIsOwner } from '../../features/session';
import { notify } from '../../features/toasts';
import { ShipDialog } from './ShipDialog';

const copy = ordersCopy.actions;
type Move = AdminOrder['allowed_moves'][number];

/**
 * The moves the order can make now, as the server lists them, the usual next one first and largest:
 * a packer with a phone in one hand taps it with a thumb. Cancel always comes last and asks first.
 * Each move sends the version this page read, so a colleague's move meanwhile is refused, not undone.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const [process, processing] = useProcessOrderMutation();
  const [deliver, delivering] = useDeliverOrderMutation();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [isShipOpen, setShipOpen] = useState(false);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const isOwner = useIsOwner();

  const report = (move: Move) => (result: { error?: unknown }) => {
    if ('error' in result && result.error) {
      notify.error(serverProblem(result.error, copy).detail);
      throw result.error;
    }
    notify.success(copy.done[move]);
  };
  const arg = { id: order.id, orderMove: { version: order.version } };
  const run: Record<Exclude<Move, 'shipped' | 'cancelled'>, () => Promise<void>> = {
    processing: () => process(arg).then(report('processing')),
    delivered: () => deliver(arg).then(report('delivered')),
  };

  const isPaid = order.payment_status === 'completed' || order.payment_status === 'partially_refunded';
  // Cancelling refunds what is left of a paid order, and only an owner gives money back.
  const ownerCancels = !isOwner && order.refundable_paise > 0;
  const moves = order.allowed_moves.filter((move) => move !== 'cancelled' || !ownerCancels);
  const isBusy = processing.isLoading || delivering.isLoading || cancelling.isLoading;
  return (
    <Surface as="section" aria-labelledby="order-actions">
      <SectionHeader title={copy.heading} titleId="order-actions" />
      {moves.length === 0 ? (
        <Text tone="muted">{ordersCopy.detail.nothingToDo}</Text>
      ) : (
        <Stack gap="3">
          {!isPaid && <Text tone="muted">{ordersCopy.detail.unpaidHint}</Text>}
          {ownerCancels && order.allowed_moves.includes('cancelled') && <Text tone="muted">{ordersCopy.detail.ownerCancels}</Text>}
          {moves.map((move, index) => {
            const variant = move === 'cancelled' ? 'danger' : index === 0 ? 'primary' : 'secondary';
            const onPress =
              move === 'shipped' ? () => setShipOpen(true) : move === 'cancelled' ? () => setCancelOpen(true) : () => void run[move]().catch(() => undefined);
            const isPending = (move === 'processing' && processing.isLoading) || (move === 'delivered' && delivering.isLoading);
            return (
              <Button key={move} variant={variant} size="lg" isFullWidth onPress={onPress} isDisabled={isBusy && !isPending} isPending={isPending} pendingLabel={copy.working}>
                {copy[move]}
              </Button>
            );
          })}
        </Stack>
      )}
      <ShipDialog key={order.version} order={order} isOpen={isShipOpen} onClose={() => setShipOpen(false)} />
      <AlertDialog
        isOpen={isCancelOpen}
        onOpenChange={setCancelOpen}
        title={ordersCopy.cancel.title(order.id)}
        variant="destructive"
        cancelLabel={ordersCopy.cancel.keep}
        confirmLabel={ordersCopy.cancel.confirm}
        pendingLabel={ordersCopy.cancel.pending}
        onConfirm={() => cancel(arg).then(report('cancelled'))}
      >
        {isPaid ? ordersCopy.cancel.paidBody + ordersCopy.cancel.body : ordersCopy.cancel.body}
      </AlertDialog>
    </Surface>
  );
}
