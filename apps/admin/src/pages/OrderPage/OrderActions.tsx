import { useCancelOrderMutation, useDeliverOrderMutation, useProcessOrderMutation, type AdminOrder } from '@shop/api-client/admin';
import { AlertDialog } from '@shop/ui/AlertDialog';
import { Button, type ButtonProps } from '@shop/ui/Button';
import { Stack } from '@shop/ui/Stack';
import { Surface } from '@shop/ui/Surface';
import { SectionHeader } from '@shop/ui/SectionHeader';
import { Text } from '@shop/ui/Text';
import { useState } from 'react';
import { ordersCopy } from '../../copy/orders';
import { shippingCopy } from '../../copy/shipping';
import { serverProblem } from '../../features/forms/serverProblem';
import { useIsOwner } from '../../features/session';
import { notify } from '../../features/toasts';
import { ReturnConfirm } from './ReturnConfirm';
import { ShipDialog } from './ShipDialog';
import { TransferPaymentDialog } from './TransferPaymentDialog';

const copy = ordersCopy.actions;
type Move = AdminOrder['allowed_moves'][number];

interface OrderActionsProps {
  order: AdminOrder;
  /** Ship: books the parcel with the courier aggregator (the page asks for quotes, then opens the booking dialog). */
  onBook: () => void;
  /** The quotes are on their way: Ship waits. */
  isAskingCouriers: boolean;
  /** Why the couriers could not be asked, said under Ship. */
  quotesProblem: string | null;
}

interface Action {
  key: string;
  label: string;
  onPress: () => void;
  /** Ship by hand is an alternative, never the step the page puts first. */
  isAlternative?: boolean;
  isPending?: boolean;
  pendingLabel?: string;
}

/**
 * The moves the order can make now, as the server lists them, the usual next one first and largest: a packer
 * with a phone in one hand taps it with a thumb. Ship books with the courier aggregator; Ship by hand follows it
 * for a parcel sent outside it. While a booking is unfinished the shipment card above carries Finish booking,
 * so only Ship by hand stays here. Mark returned and Cancel ask first; Cancel always comes last. Each move sends
 * the version this page read, so a colleague's move meanwhile is refused, not undone.
 */
export function OrderActions({ order, onBook, isAskingCouriers, quotesProblem }: OrderActionsProps) {
  const [process, processing] = useProcessOrderMutation();
  const [deliver, delivering] = useDeliverOrderMutation();
  const [cancel, cancelling] = useCancelOrderMutation();
  const [isShipOpen, setShipOpen] = useState(false);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [isReturnOpen, setReturnOpen] = useState(false);
  const [isTransferOpen, setTransferOpen] = useState(false);
  const isOwner = useIsOwner();
  // An accepted quotation to be paid by bank transfer: staff record the money as it reaches the account.
  const awaitsTransfer = order.payment_method === 'bank_transfer' && order.payment_status === 'pending';

  const report = (move: Move) => (result: { error?: unknown }) => {
    if ('error' in result && result.error) {
      notify.error(serverProblem(result.error, copy).detail);
      throw result.error;
    }
    notify.success(copy.done[move]);
  };
  const arg = { id: order.id, orderMove: { version: order.version } };

  // Cancelling refunds what is left of a paid order, and only an owner gives money back.
  const ownerCancels = !isOwner && order.refundable_paise > 0;
  const moves = order.allowed_moves.filter((move) => move !== 'cancelled' || !ownerCancels);
  const goesOut = order.allowed_moves.some((move) => move === 'processing' || move === 'shipped' || move === 'delivered');
  const waitsForCustomer = order.cash_on_delivery?.confirmation === 'awaiting';
  const isBusy = processing.isLoading || delivering.isLoading || cancelling.isLoading;

  const actionsOf = (move: Exclude<Move, 'cancelled'>): Action[] => {
    switch (move) {
      case 'processing':
        return [{ key: move, label: copy.processing, onPress: () => void process(arg).then(report(move)).catch(() => undefined), isPending: processing.isLoading }];
      case 'delivered':
        return [{ key: move, label: copy.delivered, onPress: () => void deliver(arg).then(report(move)).catch(() => undefined), isPending: delivering.isLoading }];
      case 'returned':
        return [{ key: move, label: copy.returned, onPress: () => setReturnOpen(true) }];
      case 'shipped': {
        const byHand: Action = { key: 'by-hand', label: copy.shipByHand, onPress: () => setShipOpen(true), isAlternative: true };
        if (order.booking !== null) return [byHand];
        return [{ key: move, label: copy.shipped, onPress: onBook, isPending: isAskingCouriers, pendingLabel: shippingCopy.dialog.loading }, byHand];
      }
    }
  };
  const actions = moves.flatMap((move) => (move === 'cancelled' ? [] : actionsOf(move)));
  // An unfinished booking's card above carries the next step (Finish booking): nothing here is put first then.
  const first = order.booking?.status === 'booking' ? undefined : actions.find((action) => !action.isAlternative);
  const variantOf = (action: Action): ButtonProps['variant'] => (action === first ? 'primary' : action.isAlternative ? 'ghost' : 'secondary');

  return (
    <Surface as="section" aria-labelledby="order-actions">
      <SectionHeader title={copy.heading} titleId="order-actions" />
      {moves.length === 0 ? (
        <Text tone="muted">{ordersCopy.detail.nothingToDo}</Text>
      ) : (
        <Stack gap="3">
          {!goesOut && <Text tone="muted">{awaitsTransfer ? ordersCopy.transfer.awaiting : waitsForCustomer ? ordersCopy.detail.unconfirmedHint : ordersCopy.detail.unpaidHint}</Text>}
          {awaitsTransfer && (
            <Button size="lg" isFullWidth onPress={() => setTransferOpen(true)} isDisabled={isBusy}>
              {ordersCopy.transfer.open}
            </Button>
          )}
          {ownerCancels && order.allowed_moves.includes('cancelled') && <Text tone="muted">{ordersCopy.detail.ownerCancels}</Text>}
          {actions.map((action) => (
            <Stack key={action.key} gap="2">
              <Button
                variant={variantOf(action)}
                size="lg"
                isFullWidth
                onPress={action.onPress}
                isDisabled={(isBusy || isAskingCouriers) && !action.isPending}
                isPending={action.isPending}
                pendingLabel={action.pendingLabel ?? copy.working}
              >
                {action.label}
              </Button>
              {action.key === 'shipped' && quotesProblem && (
                <Text role="alert" tone="critical">
                  {quotesProblem}
                </Text>
              )}
            </Stack>
          ))}
          {moves.includes('cancelled') && (
            <Button variant="danger" size="lg" isFullWidth onPress={() => setCancelOpen(true)} isDisabled={isBusy || isAskingCouriers}>
              {copy.cancelled}
            </Button>
          )}
        </Stack>
      )}
      <ShipDialog key={order.version} order={order} isOpen={isShipOpen} onClose={() => setShipOpen(false)} />
      <ReturnConfirm order={order} isOpen={isReturnOpen} onOpenChange={setReturnOpen} />
      {isTransferOpen && <TransferPaymentDialog order={order} onClose={() => setTransferOpen(false)} />}
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
        {order.refundable_paise > 0 ? ordersCopy.cancel.paidBody + ordersCopy.cancel.body : ordersCopy.cancel.body}
      </AlertDialog>
    </Surface>
  );
}
